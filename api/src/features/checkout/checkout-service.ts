// Checkout, as named steps: claim the Idempotency-Key, pre-check the cart, price it, charge, persist, and refund
// on failure. Each rule lives in one step (see the files beside this one), so the money path reads top to bottom:
// one purchase and one charge per key, nothing written on a decline, nothing kept on a refund.
import { createHash, randomBytes } from 'node:crypto';
import type { CheckoutRequestParsed, PriceChangedDetails } from '@tailwise/shared/contract';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import type { CustomerRow } from '../../db/schema';
import { ApiError, conflict } from '../../http/errors';
import { ensureCustomer } from '../customers/customer-repository';
import { confirmNewAccount } from '../me/email-verification';
import { countActiveInsuredPets, priceCartRequest, type CartPet, type PricedCart } from '../quotes/quote-service';
import { refundPayment, takePayment, type TakenPayment } from './charge';
import {
  claimAttempt,
  markCharging,
  markRefundDue,
  markRefunded,
  releaseAttempt,
  replayPurchase,
  type CheckoutOutcome,
} from './checkout-attempts';
import { persistPurchase } from './persist';
import { preCheckCart } from './pre-checks';

export type { CheckoutOutcome } from './checkout-attempts';

const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
};

const PURCHASE_KEY_CONSTRAINT = 'purchases_customer_id_idempotency_key_key';

/** The request as the key's fingerprint: the same key with another body is refused. */
export const requestHashOf = (body: CheckoutRequestParsed) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** 409 PriceChanged with the server's total and quote in `error.details` (contract: PriceChangedDetails). */
export function priceChanged(expectedTotalCents: number, priced: PricedCart): ApiError {
  const details: PriceChangedDetails = { expectedTotalCents, totalCents: priced.quote.totalCents, quote: priced.quote };
  return new ApiError(
    409,
    'PriceChanged',
    'The price changed: review the new total',
    { expectedTotalCents: `The total is now ${priced.quote.totalCents} cents` },
    details,
  );
}

/** Price step: the server prices the cart (never the client), and the total must be the one the customer saw. */
export async function priceCheckout(
  ctx: AppContext,
  customerId: number,
  body: CheckoutRequestParsed,
  cartPets: CartPet[],
): Promise<PricedCart> {
  const existingInsuredPets = await countActiveInsuredPets(ctx.db, customerId);
  const priced = await priceCartRequest(
    ctx,
    {
      zipCode: body.shippingAddress.zipCode,
      billingInterval: body.billingInterval,
      isUncapped: body.isUncapped,
      promoCode: body.promoCode,
      pets: cartPets,
    },
    { customerId, existingInsuredPets, zipField: 'shippingAddress.zipCode' },
  );
  if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== priced.quote.totalCents) {
    throw priceChanged(body.expectedTotalCents, priced);
  }
  return priced;
}

export async function checkout(
  ctx: AppContext,
  user: AuthUser,
  body: CheckoutRequestParsed,
  key: string,
): Promise<CheckoutOutcome> {
  const customer = await ensureCustomer(ctx.db, user, { onCreated: (created) => confirmNewAccount(ctx, created) });
  const requestHash = requestHashOf(body);

  // 1. Idempotency: a completed key replays; a concurrent one waits for the first; a refunded one is spent.
  const earlier =
    (await replayPurchase(ctx.db, customer.id, key, requestHash)) ??
    (await claimAttempt(ctx.db, customer.id, key, requestHash));
  if (earlier) return earlier;
  return runClaimedCheckout(ctx, user, customer, body, key, requestHash);
}

/**
 * Steps 2-6 for an attempt this process owns: the request path above, and the reconciler completing an attempt
 * whose process died after the charge (the provider then replays the charge instead of making another).
 */
export async function runClaimedCheckout(
  ctx: AppContext,
  user: AuthUser,
  customer: CustomerRow,
  body: CheckoutRequestParsed,
  key: string,
  requestHash: string,
): Promise<CheckoutOutcome> {
  // 2-3. Pre-checks and price. Until money moves, a failure releases the key for another try.
  let priced: PricedCart;
  let checked: Awaited<ReturnType<typeof preCheckCart>>;
  try {
    checked = await preCheckCart(ctx, customer.id, body);
    priced = await priceCheckout(ctx, customer.id, body, checked.cartPets);
  } catch (err) {
    await releaseAttempt(ctx.db, customer.id, key);
    throw err;
  }

  // 4. Charge, after the pending purchase is written. A refusal (4xx) means no money moved: the key is free again.
  // Any other failure may have charged: the attempt stays pending for a retry or the reconciler to settle.
  await markCharging(ctx.db, customer.id, key, body, priced.quote.totalCents);
  let taken: TakenPayment;
  try {
    taken = await takePayment(ctx, user, customer.id, body, priced.quote.totalCents, key);
  } catch (err) {
    if (err instanceof ApiError) await releaseAttempt(ctx.db, customer.id, key, { evenIfCharging: true });
    throw err;
  }

  // 5. Persist, or 6. refund and spend the key.
  try {
    const result = await persistPurchase(ctx, {
      customer,
      body,
      key,
      requestHash,
      quote: priced.quote,
      promo: priced.promo,
      existingPets: checked.existingPets,
      cartPets: checked.cartPets,
      taken,
    });
    ctx.log.info(
      { purchaseId: result.purchaseId, pets: result.pets.length, provider: taken.payment.paymentProvider },
      'checkout completed',
    );
    return { result, replayed: false };
  } catch (err) {
    return await recoverFromFailedPersist(ctx, customer.id, key, requestHash, taken, err);
  }
}

/**
 * Refund on failure: the charge is given back and the key marked refunded, so no replay can ever commit
 * against it. A purchase row from before keys were claimed (same key, same charge) is replayed instead.
 */
async function recoverFromFailedPersist(
  ctx: AppContext,
  customerId: number,
  key: string,
  requestHash: string,
  taken: TakenPayment,
  err: unknown,
): Promise<CheckoutOutcome> {
  if (isUniqueViolation(err, PURCHASE_KEY_CONSTRAINT)) {
    const winner = await replayPurchase(ctx.db, customerId, key, requestHash);
    if (winner) return winner;
    throw conflict('CheckoutInProgress', 'This checkout is already being processed');
  }
  if (taken.refundable) {
    if (await refundPayment(ctx, taken)) await markRefunded(ctx, customerId, key, taken);
    // The refund failed: the attempt stays pending with a refund due, and the reconciler retries it.
    else await markRefundDue(ctx.db, customerId, key);
  } else {
    // Payroll: no money moved.
    await releaseAttempt(ctx.db, customerId, key, { evenIfCharging: true });
  }
  if (isUniqueViolation(err)) throw conflict('PetAlreadyCovered', 'A pet in this cart is already covered');
  throw err;
}

/** For tests and tools: a fresh idempotency key. */
export const newIdempotencyKey = () => randomBytes(16).toString('hex');
