// The wallet: add a tokenized card, choose the default, remove a card that is not the default.
// Only brand, last four digits and expiry are kept, as at checkout.
import type { Wallet, WalletPaymentProvider } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { WalletEntriesTable } from '../../db/schema';
import { ApiError, conflict, unprocessable } from '../../http/errors';
import { PaymentDeclinedError, PaymentTokenError } from '../../payments/provider';
import type { Selectable } from 'kysely';

type WalletRow = Selectable<WalletEntriesTable>;

const cardNotFound = () =>
  new ApiError(404, 'NotFound', 'Payment method not found in your wallet', {
    paymentProviderId: 'Not a payment method in your wallet',
  });

export function toWalletEntry(w: WalletRow): WalletPaymentProvider {
  return {
    paymentProvider: w.provider as WalletPaymentProvider['paymentProvider'],
    paymentProviderId: w.provider_id,
    brand: w.brand,
    last4: w.last4,
    expMonth: w.exp_month,
    expYear: w.exp_year,
    isDefault: w.is_default,
  };
}

export async function getWallet(db: Db, customerId: number): Promise<Wallet> {
  const rows = await db
    .selectFrom('wallet_entries')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return { paymentProviders: rows.map(toWalletEntry) };
}

/** POST /me/payment-methods/: the card behind the token joins the wallet (again: the same entry). */
export async function addCard(
  ctx: AppContext,
  customer: { id: number; uid: string },
  token: string,
  makeDefault: boolean,
): Promise<{ entry: WalletPaymentProvider; created: boolean }> {
  let card;
  try {
    card = await ctx.cards.saveCard(token, customer.uid);
  } catch (err) {
    if (err instanceof PaymentDeclinedError)
      throw unprocessable('PaymentDeclined', err.message, { token: err.message });
    if (err instanceof PaymentTokenError)
      throw unprocessable('PaymentTokenInvalid', err.message, { token: err.message });
    throw err;
  }
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('wallet_entries')
      .select('id')
      .where('customer_id', '=', customer.id)
      .where('provider', '=', 'CARD')
      .where('provider_id', '=', card.paymentMethodId)
      .executeTakeFirst();
    const hasDefault = await trx
      .selectFrom('wallet_entries')
      .select('id')
      .where('customer_id', '=', customer.id)
      .where('is_default', '=', true)
      .executeTakeFirst();
    const isDefault = makeDefault || !hasDefault;
    if (isDefault) {
      await trx
        .updateTable('wallet_entries')
        .set({ is_default: false })
        .where('customer_id', '=', customer.id)
        .execute();
    }
    const row = await trx
      .insertInto('wallet_entries')
      .values({
        customer_id: customer.id,
        provider: 'CARD',
        provider_id: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        is_default: isDefault,
      })
      .onConflict((oc) =>
        oc.columns(['customer_id', 'provider', 'provider_id']).doUpdateSet((eb) => ({
          is_default: isDefault ? true : eb.ref('wallet_entries.is_default'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return { entry: toWalletEntry(row), created: !existing };
  });
}

async function findEntry(db: Db, customerId: number, paymentProviderId: string): Promise<WalletRow> {
  const row = await db
    .selectFrom('wallet_entries')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('provider_id', '=', paymentProviderId)
    .executeTakeFirst();
  if (!row) throw cardNotFound();
  return row;
}

/** PUT /me/payment-methods/{id}/default/: exactly one default afterwards. */
export async function makeDefault(ctx: AppContext, customerId: number, paymentProviderId: string): Promise<Wallet> {
  const entry = await findEntry(ctx.db, customerId, paymentProviderId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('wallet_entries').set({ is_default: false }).where('customer_id', '=', customerId).execute();
    await trx.updateTable('wallet_entries').set({ is_default: true }).where('id', '=', entry.id).execute();
  });
  return getWallet(ctx.db, customerId);
}

/** DELETE /me/payment-methods/{id}/: a card that is not the default (payroll is the employer's to end). */
export async function removeCard(ctx: AppContext, customerId: number, paymentProviderId: string): Promise<Wallet> {
  const entry = await findEntry(ctx.db, customerId, paymentProviderId);
  if (entry.provider !== 'CARD') {
    throw unprocessable('UnprocessableEntity', 'Payroll deduction is ended through your employer', {
      paymentProviderId: 'Only cards can be removed here',
    });
  }
  if (entry.is_default) {
    throw conflict('Conflict', 'Make another card the default before removing this one', {
      paymentProviderId: 'This is your default card',
    });
  }
  await ctx.db.deleteFrom('wallet_entries').where('id', '=', entry.id).execute();
  return getWallet(ctx.db, customerId);
}
