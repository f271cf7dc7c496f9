// Where a customer's claim payouts go: their default card on file unless they entered a bank account. The full
// account number goes to the payout provider; we keep the last four digits and the provider's reference.
import type { PayoutMethodRequest, PayoutSettings } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { payoutDestination, queuePayoutsWaiting } from '../claims/decision/decide-claim';

export async function getPayoutSettings(ctx: AppContext, customerId: number): Promise<PayoutSettings> {
  const account = await ctx.db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const destination = await payoutDestination(ctx, customerId);
  if (account?.kind === 'BANK_ACCOUNT' && account.account_last4 && account.routing_last4 && account.account_type) {
    return {
      method: {
        kind: 'BANK_ACCOUNT',
        holderName: account.holder_name ?? '',
        accountType: account.account_type,
        routingLast4: account.routing_last4,
        accountLast4: account.account_last4,
      },
      describe: destination?.label ?? null,
    };
  }
  const card = await ctx.db
    .selectFrom('wallet_entries')
    .select(['brand', 'last4'])
    .where('customer_id', '=', customerId)
    .where('provider', '=', 'CARD')
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!card?.last4) return { method: null, describe: null };
  return {
    method: {
      kind: 'CARD',
      brand: (card.brand ?? 'unknown') as Extract<PayoutSettings['method'], { kind: 'CARD' }>['brand'],
      last4: card.last4,
    },
    describe: destination?.label ?? null,
  };
}

/** PUT /me/payout-method/: a bank account, or back to the card; claims waiting for a way to pay are paid now. */
export async function savePayoutMethod(
  ctx: AppContext,
  customerId: number,
  request: Extract<PayoutMethodRequest, object>,
): Promise<PayoutSettings> {
  if (request.kind === 'BANK_ACCOUNT') {
    const ref = await ctx.payouts.addBankAccount({
      routingNumber: request.routingNumber,
      accountNumber: request.accountNumber,
      holderName: request.holderName,
    });
    const values = {
      kind: 'BANK_ACCOUNT' as const,
      holder_name: request.holderName.trim(),
      account_type: request.accountType,
      routing_last4: request.routingNumber.trim().slice(-4),
      account_last4: request.accountNumber.trim().slice(-4),
      provider_ref: ref,
      updated_at: new Date(),
    };
    await ctx.db
      .insertInto('payout_accounts')
      .values({ customer_id: customerId, ...values })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
      .execute();
  } else {
    await ctx.db.deleteFrom('payout_accounts').where('customer_id', '=', customerId).execute();
  }
  await queuePayoutsWaiting(ctx, customerId);
  return getPayoutSettings(ctx, customerId);
}
