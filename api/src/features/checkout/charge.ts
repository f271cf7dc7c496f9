// Checkout's payment step: charges the priced total once per Idempotency-Key (card) or authorises payroll
// deduction (group), refuses to go on with a charge that is not live for exactly that total, and refunds.
import type { CardBrand, CheckoutRequestParsed, CheckoutResult } from '@tailwise/shared/contract';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import { ApiError, unprocessable } from '../../http/errors';
import {
  GroupSeatRequiredError,
  IdempotencyMismatchError,
  PaymentDeclinedError,
  PaymentTokenError,
  type CardCharge,
  type ChargeRequest,
} from '../../payments/provider';
import { chargeRefunded } from './checkout-attempts';

export interface TakenPayment {
  payment: CheckoutResult['payment'];
  chargeId: string;
  amountCents: number;
  /** Card expiry, kept on the wallet entry. */
  card: { expMonth: number; expYear: number } | null;
  /** Money moved (a card charge) and must be refunded if the purchase cannot be recorded. */
  refundable: boolean;
}

/** The provider's idempotency key: one charge per customer and checkout key. */
export const providerKey = (customerId: number, key: string) => `checkout:${customerId}:${key}`;

/**
 * A charge handed back for our key must be live and for exactly this total. The provider answers a replayed key
 * with its earlier charge, which may have been refunded since: committing a purchase against it would be free cover.
 */
export function assertLiveCharge(charge: Pick<CardCharge, 'status' | 'amountCents'>, totalCents: number): void {
  if (charge.status !== 'succeeded') throw chargeRefunded();
  if (charge.amountCents !== totalCents) {
    throw unprocessable(
      'IdempotencyKeyReused',
      'This Idempotency-Key was used for a different amount: send a new key',
      {
        'Idempotency-Key': 'Used for a different amount',
      },
    );
  }
}

function cardPayment(charge: CardCharge): TakenPayment {
  return {
    chargeId: charge.chargeId,
    amountCents: charge.amountCents,
    card: { expMonth: charge.expMonth, expYear: charge.expYear },
    refundable: true,
    payment: {
      paymentProvider: 'CARD',
      paymentProviderId: `card_${charge.brand}_${charge.last4}_${charge.expMonth}${charge.expYear}`,
      brand: charge.brand,
      last4: charge.last4,
    },
  };
}

async function pay(
  ctx: AppContext,
  customerId: number,
  payment: CheckoutRequestParsed['payment'],
  request: ChargeRequest,
): Promise<TakenPayment> {
  if (payment.provider === 'CARD') {
    const charge = await ctx.cards.charge(payment.token, request);
    assertLiveCharge(charge, request.amountCents);
    return cardPayment(charge);
  }
  if (payment.provider === 'SAVED_CARD') {
    const entry = await ctx.db
      .selectFrom('wallet_entries')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('provider', '=', 'CARD')
      .where('provider_id', '=', payment.paymentProviderId)
      .executeTakeFirst();
    if (!entry || !entry.last4 || entry.exp_month === null || entry.exp_year === null) {
      throw new ApiError(404, 'NotFound', 'Card not found in your wallet', {
        'payment.paymentProviderId': 'Not a card in your wallet',
      });
    }
    const charge = await ctx.cards.chargeSavedCard(
      {
        paymentMethodId: entry.provider_id,
        brand: (entry.brand ?? 'unknown') as CardBrand,
        last4: entry.last4,
        expMonth: entry.exp_month,
        expYear: entry.exp_year,
      },
      request,
    );
    assertLiveCharge(charge, request.amountCents);
    return {
      ...cardPayment(charge),
      payment: { ...cardPayment(charge).payment, paymentProviderId: entry.provider_id },
    };
  }
  const group = await ctx.db.selectFrom('groups').select('id').where('id', '=', payment.groupId).executeTakeFirst();
  if (!group) throw new ApiError(404, 'NotFound', 'Group not found', { 'payment.groupId': 'Unknown group' });
  const authorized = await ctx.payroll.authorize({ ...request, groupId: group.id, customerId });
  return {
    chargeId: authorized.chargeId,
    amountCents: request.amountCents,
    card: null,
    refundable: false,
    payment: { paymentProvider: 'GROUP', paymentProviderId: group.id, brand: null, last4: null },
  };
}

/** Takes payment for the total. Declines and refusals are 4xx with the payment field named; nothing is charged. */
export async function takePayment(
  ctx: AppContext,
  user: AuthUser,
  customerId: number,
  body: CheckoutRequestParsed,
  totalCents: number,
  key: string,
): Promise<TakenPayment> {
  const request: ChargeRequest = {
    customerUid: user.uid,
    amountCents: totalCents,
    currency: 'USD',
    idempotencyKey: providerKey(customerId, key),
    description: `Tailwise ${body.billingInterval === 'year' ? 'yearly' : 'monthly'} premium`,
  };
  const field = { CARD: 'payment.token', SAVED_CARD: 'payment.paymentProviderId', GROUP: 'payment.groupId' }[
    body.payment.provider
  ];
  try {
    return await pay(ctx, customerId, body.payment, request);
  } catch (err) {
    if (err instanceof PaymentDeclinedError)
      throw unprocessable('PaymentDeclined', err.message, { [field]: err.message });
    if (err instanceof PaymentTokenError)
      throw unprocessable('PaymentTokenInvalid', err.message, { [field]: err.message });
    if (err instanceof IdempotencyMismatchError) {
      throw unprocessable('IdempotencyKeyReused', `${err.message}: send a new Idempotency-Key`, {
        'Idempotency-Key': err.message,
      });
    }
    if (err instanceof GroupSeatRequiredError) {
      throw new ApiError(403, 'GroupSeatRequired', 'Claim your seat in this group before paying by payroll deduction', {
        'payment.groupId': 'Claim your seat first',
      });
    }
    throw err;
  }
}

/** Gives the money back after the purchase could not be recorded. Logged, never thrown: the caller reports the cause. */
export async function refundPayment(ctx: AppContext, taken: TakenPayment): Promise<boolean> {
  if (!taken.refundable) return false;
  try {
    await ctx.cards.refund(taken.chargeId);
    return true;
  } catch (err) {
    ctx.log.error({ err: (err as Error).message, chargeId: taken.chargeId }, 'refund after failed checkout failed');
    return false;
  }
}
