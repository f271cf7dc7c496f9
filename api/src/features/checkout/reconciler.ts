// Settles checkouts whose process died between the charge and the commit. The attempt row is the pending purchase
// (written before the charge, with the request): the reconciler asks the provider whether money moved under the
// attempt's key, then completes the purchase (the provider replays the same charge) or refunds it. Runs at start
// and on a timer; every step is idempotent, and a conditional update gives each attempt to one settler at a time,
// across instances.
import type { CheckoutRequestParsed } from '@tailwise/shared/contract';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import type { CheckoutAttemptsTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { providerKey, takePayment } from './charge';
import { markRefunded, releaseAttempt, replayPurchase, STALE_CLAIM_MS } from './checkout-attempts';
import { priceCheckout } from './checkout-service';
import { persistPurchase } from './persist';
import { preCheckCart } from './pre-checks';

type Attempt = Selectable<CheckoutAttemptsTable>;
type Outcome = 'completed' | 'refunded' | 'released';
export interface SettleReport {
  completed: number;
  refunded: number;
  released: number;
  /** Could not be settled this time (e.g. the provider was down); tried again on the next run. */
  failed: number;
}

/** Settles the pending attempts untouched for `staleMs` (younger ones may belong to a request still running). */
export async function settlePendingCheckouts(
  ctx: AppContext,
  options: { staleMs?: number; limit?: number } = {},
): Promise<SettleReport> {
  const report: SettleReport = { completed: 0, refunded: 0, released: 0, failed: 0 };
  const cutoff = new Date(Date.now() - (options.staleMs ?? STALE_CLAIM_MS));
  const rows = await ctx.db
    .selectFrom('checkout_attempts')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('charging_at', 'is not', null)
    .where('updated_at', '<=', cutoff)
    .orderBy('updated_at')
    .limit(options.limit ?? 100)
    .execute();
  for (const row of rows) {
    // Take the attempt over exactly as a stale retry would: only one settler (or retry) wins it.
    const owned = await ctx.db
      .updateTable('checkout_attempts')
      .set({ updated_at: new Date() })
      .where('customer_id', '=', row.customer_id)
      .where('idempotency_key', '=', row.idempotency_key)
      .where('status', '=', 'PENDING')
      .where('updated_at', '=', row.updated_at)
      .returning('updated_at')
      .executeTakeFirst();
    if (!owned) continue;
    try {
      const outcome = await settle(ctx, row);
      report[outcome] += 1;
      ctx.log.info({ customerId: row.customer_id, outcome }, 'pending checkout settled');
    } catch (err) {
      report.failed += 1;
      ctx.log.error({ err: (err as Error).message, customerId: row.customer_id }, 'pending checkout not settled');
    }
  }
  return report;
}

async function settle(ctx: AppContext, attempt: Attempt): Promise<Outcome> {
  const key = attempt.idempotency_key;
  const body = (
    typeof attempt.request === 'string' ? JSON.parse(attempt.request) : attempt.request
  ) as CheckoutRequestParsed | null;
  // Payroll deduction moves no money at checkout; without a request there is nothing to complete.
  if (!body || body.payment.provider === 'GROUP') {
    await releaseAttempt(ctx.db, attempt.customer_id, key, { evenIfCharging: true });
    return 'released';
  }
  const charge = await ctx.cards.findCharge(providerKey(attempt.customer_id, key));
  if (!charge) {
    // The process died before the provider saw the charge: the key may be used again.
    await releaseAttempt(ctx.db, attempt.customer_id, key, { evenIfCharging: true });
    return 'released';
  }
  if (charge.status === 'refunded') {
    await markRefunded(ctx, attempt.customer_id, key, charge);
    return 'refunded';
  }
  if (attempt.settle_by !== 'REFUND') {
    try {
      await complete(ctx, attempt, body, charge.amountCents);
      return 'completed';
    } catch (err) {
      ctx.log.warn(
        { err: (err as Error).message, customerId: attempt.customer_id },
        'pending checkout cannot complete',
      );
    }
    // A purchase under this key (a retry that won) is the answer; it must not be refunded.
    if (await replayPurchase(ctx.db, attempt.customer_id, key, attempt.request_hash)) return 'completed';
  }
  await ctx.cards.refund(charge.chargeId);
  await markRefunded(ctx, attempt.customer_id, key, charge);
  return 'refunded';
}

/** The request path's steps again, for the same total: the provider answers the key with the charge already made. */
async function complete(ctx: AppContext, attempt: Attempt, body: CheckoutRequestParsed, chargedCents: number) {
  const customer = await ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', attempt.customer_id)
    .executeTakeFirstOrThrow();
  const user: AuthUser = { uid: customer.firebase_uid, email: customer.email, emailVerified: customer.email_verified };
  const checked = await preCheckCart(ctx, customer.id, body);
  const priced = await priceCheckout(ctx, customer.id, { ...body, expectedTotalCents: chargedCents }, checked.cartPets);
  const taken = await takePayment(ctx, user, customer.id, body, priced.quote.totalCents, attempt.idempotency_key);
  await persistPurchase(ctx, {
    customer,
    body,
    key: attempt.idempotency_key,
    requestHash: attempt.request_hash,
    quote: priced.quote,
    promo: priced.promo,
    existingPets: checked.existingPets,
    cartPets: checked.cartPets,
    taken,
  });
}

/** Runs the reconciler now and every `intervalMs` (0: only now). Runs never overlap; stop() ends the timer. */
export function startCheckoutReconciler(ctx: AppContext, intervalMs: number): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    settlePendingCheckouts(ctx)
      .catch((err: unknown) => ctx.log.error({ err: (err as Error).message }, 'checkout reconciler failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = intervalMs > 0 ? setInterval(run, intervalMs) : null;
  timer?.unref();
  return {
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
