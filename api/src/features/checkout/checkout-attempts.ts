// Exactly once per Idempotency-Key: a checkout claims its key in the database before anything else, so
// concurrent submits with one key run one after another (the later ones wait and replay the result), a
// completed key replays its purchase, and a key whose charge was refunded can never buy anything.
import type { CheckoutResult } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, unprocessable } from '../../http/errors';

export interface CheckoutOutcome {
  result: CheckoutResult;
  replayed: boolean;
}

/** How long a submit waits for a concurrent one with the same key before answering 409 CheckoutInProgress. */
const WAIT_FOR_CONCURRENT_MS = 20_000;
const POLL_MS = 25;
/**
 * A claim this old belongs to a process that died mid-checkout: a retry, or the reconciler, takes over (the provider
 * replays its charge).
 */
export const STALE_CLAIM_MS = 2 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const keyReused = () =>
  unprocessable('IdempotencyKeyReused', 'This Idempotency-Key was used for a different checkout: send a new key', {
    'Idempotency-Key': 'Used for a different checkout',
  });

export const chargeRefunded = () =>
  conflict(
    'ChargeRefunded',
    'The payment for this checkout attempt was refunded, so it cannot complete. Start again with a new Idempotency-Key and card token',
    { 'Idempotency-Key': 'Use a new key' },
  );

/** The stored result of a completed checkout with this key, or null. A different body is 422 IdempotencyKeyReused. */
export async function replayPurchase(
  db: Db,
  customerId: number,
  key: string,
  requestHash: string,
): Promise<CheckoutOutcome | null> {
  const previous = await db
    .selectFrom('purchases')
    .select(['request_hash', 'response'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!previous) return null;
  if (previous.request_hash !== requestHash) throw keyReused();
  return { result: previous.response as CheckoutResult, replayed: true };
}

/**
 * Claims the key for this request. Returns null when the caller now owns the attempt and must run it, or the
 * replayed outcome when another request with the same key completed it. Refunded attempts answer 409
 * ChargeRefunded; a different body 422 IdempotencyKeyReused; a claim still running after the wait 409 CheckoutInProgress.
 */
export async function claimAttempt(
  db: Db,
  customerId: number,
  key: string,
  requestHash: string,
): Promise<CheckoutOutcome | null> {
  const deadline = Date.now() + WAIT_FOR_CONCURRENT_MS;
  for (;;) {
    const now = new Date();
    const inserted = await db
      .insertInto('checkout_attempts')
      .values({
        customer_id: customerId,
        idempotency_key: key,
        request_hash: requestHash,
        status: 'PENDING',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
      .returning('status')
      .executeTakeFirst();
    if (inserted) return null;

    const attempt = await db
      .selectFrom('checkout_attempts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (attempt) {
      // REFUND pending: the purchase could not be recorded and the reconciler owes the customer a refund.
      if (attempt.status === 'REFUNDED' || attempt.settle_by === 'REFUND') throw chargeRefunded();
      if (attempt.request_hash !== requestHash) throw keyReused();
      if (attempt.status === 'COMPLETED') {
        const done = await replayPurchase(db, customerId, key, requestHash);
        if (done) return done;
      }
      if (attempt.status === 'PENDING' && Date.now() - attempt.updated_at.getTime() > STALE_CLAIM_MS) {
        const taken = await db
          .updateTable('checkout_attempts')
          .set({ updated_at: new Date() })
          .where('customer_id', '=', customerId)
          .where('idempotency_key', '=', key)
          .where('status', '=', 'PENDING')
          .where('updated_at', '=', attempt.updated_at)
          .returning('status')
          .executeTakeFirst();
        if (taken) return null;
      }
    }
    // Claimed by a concurrent request (or released a moment ago): look again shortly.
    if (Date.now() > deadline) throw conflict('CheckoutInProgress', 'This checkout is already being processed');
    await sleep(POLL_MS);
  }
}

/**
 * The pending purchase: written before the charge, with the request, so that if this process dies before the commit
 * the reconciler can still complete the purchase or refund the charge.
 */
export async function markCharging(
  db: Db,
  customerId: number,
  key: string,
  request: unknown,
  amountCents: number,
): Promise<void> {
  const now = new Date();
  await db
    .updateTable('checkout_attempts')
    .set({ request: JSON.stringify(request), amount_cents: amountCents, charging_at: now, updated_at: now })
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .where('status', '=', 'PENDING')
    .execute();
}

/** The purchase could not be recorded and the refund failed too: the reconciler must refund, never complete. */
export async function markRefundDue(db: Db, customerId: number, key: string): Promise<void> {
  await db
    .updateTable('checkout_attempts')
    .set({ settle_by: 'REFUND' })
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .where('status', '=', 'PENDING')
    .execute();
}

/**
 * Nothing was charged (declined, refused, or failed before payment): the key may be used again. An attempt that
 * reached the charge is kept unless the caller knows no money moved (`evenIfCharging`): a retry that took over a
 * dead process's attempt must not drop the record of its charge.
 */
export async function releaseAttempt(
  db: Db,
  customerId: number,
  key: string,
  options: { evenIfCharging?: boolean } = {},
): Promise<void> {
  let query = db
    .deleteFrom('checkout_attempts')
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .where('status', '=', 'PENDING');
  if (!options.evenIfCharging) query = query.where('charging_at', 'is', null);
  await query.execute();
}

/** The charge was refunded after the purchase could not be recorded: the key is spent. */
export async function markRefunded(
  ctx: AppContext,
  customerId: number,
  key: string,
  charge: { chargeId: string; amountCents: number },
): Promise<void> {
  await ctx.db
    .updateTable('checkout_attempts')
    .set({
      status: 'REFUNDED',
      charge_id: charge.chargeId,
      amount_cents: charge.amountCents,
      settle_by: null,
      request: null,
      updated_at: new Date(),
    })
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .execute();
}
