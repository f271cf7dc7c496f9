// The sandbox card provider: Stripe's test cards behave as in Stripe's test mode. Only brand, last four
// digits, expiry and the test outcome of a card are kept; the number and CVC are dropped at once.
import { createHash, randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardExpiryValid,
  SANDBOX_TEST_CARDS,
  type CardBrand,
  type SandboxOutcome,
} from '@tailwise/shared/contract';
import type { Db } from '../db/client';
import {
  IdempotencyMismatchError,
  PaymentDeclinedError,
  PaymentTokenError,
  RefundRefusedError,
  type CardCharge,
  type CardRefund,
  type CardDetails,
  type CardToken,
  type ChargeRequest,
  type PaymentProvider,
  type SavedCard,
} from './provider';

const DECLINE_MESSAGES: Record<Exclude<SandboxOutcome, 'succeeds'>, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  fraudulent: 'Your card was declined.',
  declines_after_attach: 'Your card was declined.',
  test_mode_live_card:
    'Your card was declined. This is a test environment: use a test card such as 4242 4242 4242 4242.',
};

const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Saved cards that decline later carry it in their id: the sandbox keeps no other record of a saved card. */
const DECLINES_LATER_SUFFIX = '_dl';
export const savedCardId = (brand: string, last4: string, expMonth: number, expYear: number, outcome: string) =>
  `card_${brand}_${last4}_${expMonth}${expYear}${outcome === 'declines_after_attach' ? DECLINES_LATER_SUFFIX : ''}`;

export function sandboxOutcome(number: string): SandboxOutcome {
  return (SANDBOX_TEST_CARDS as Record<string, SandboxOutcome>)[number] ?? 'test_mode_live_card';
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** What a charge is for. A replayed idempotency key must ask for exactly the same, as Stripe requires. */
const fingerprint = (source: string, request: ChargeRequest) =>
  createHash('sha256')
    .update(JSON.stringify([source, request.amountCents, request.currency, request.description]))
    .digest('hex');

/**
 * The charge already made under this idempotency key, with its amount and status (it may have been refunded
 * since), or null. A key used for another card, amount or description is refused, never answered with that charge.
 */
async function earlierCharge(
  db: Db,
  source: string,
  request: ChargeRequest,
): Promise<Pick<CardCharge, 'chargeId' | 'amountCents' | 'status'> | null> {
  const previous = await db
    .selectFrom('sandbox_charges')
    .select(['id', 'token', 'amount_cents', 'status', 'fingerprint'])
    .where('idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirst();
  if (!previous) return null;
  if (previous.token !== source) throw new IdempotencyMismatchError('This idempotency key was used with another card');
  if (
    previous.amount_cents !== request.amountCents ||
    (previous.fingerprint ?? fingerprint(source, request)) !== fingerprint(source, request)
  ) {
    throw new IdempotencyMismatchError('This idempotency key was used for a charge of another amount');
  }
  return {
    chargeId: previous.id,
    amountCents: previous.amount_cents,
    status: previous.status === 'refunded' ? 'refunded' : 'succeeded',
  };
}

export function createSandboxCardProvider(db: Db): PaymentProvider {
  return {
    kind: 'CARD',

    async tokenize(card: CardDetails, ownerUid: string | null): Promise<CardToken> {
      const token = newId('tok');
      const row = await db
        .insertInto('payment_tokens')
        .values({
          token,
          brand: cardBrand(card.number),
          last4: card.number.slice(-4),
          exp_month: card.expMonth,
          exp_year: card.expYear,
          outcome: sandboxOutcome(card.number),
          owner_uid: ownerUid,
        })
        .returning(['created_at'])
        .executeTakeFirstOrThrow();
      return {
        token,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        createdAt: row.created_at,
      };
    },

    async charge(token: string, request: ChargeRequest): Promise<CardCharge> {
      const details = await db.selectFrom('payment_tokens').selectAll().where('token', '=', token).executeTakeFirst();
      if (!details || (details.owner_uid !== null && details.owner_uid !== request.customerUid)) {
        throw new PaymentTokenError('No such payment token');
      }
      const card = {
        brand: details.brand as CardBrand,
        last4: details.last4,
        expMonth: details.exp_month,
        expYear: details.exp_year,
      };

      // Same idempotency key: the earlier charge is the answer, as with Stripe, if it was for the same thing.
      const previous = await earlierCharge(db, token, request);
      if (previous) return { ...previous, ...card };
      if (details.used_at) throw new PaymentTokenError('This payment token was already used');
      if (Date.now() - details.created_at.getTime() > TOKEN_TTL_MS)
        throw new PaymentTokenError('This payment token has expired');

      const outcome = details.outcome as SandboxOutcome;
      if (outcome !== 'succeeds') throw new PaymentDeclinedError(outcome, DECLINE_MESSAGES[outcome]);

      let chargeId: string | null;
      try {
        chargeId = await db.transaction().execute(async (trx) => {
          const used = await trx
            .updateTable('payment_tokens')
            .set({ used_at: new Date() })
            .where('token', '=', token)
            .where('used_at', 'is', null)
            .returning('token')
            .executeTakeFirst();
          if (!used) return null;
          const id = newId('ch');
          await trx
            .insertInto('sandbox_charges')
            .values({
              id,
              idempotency_key: request.idempotencyKey,
              token,
              amount_cents: request.amountCents,
              status: 'succeeded',
              fingerprint: fingerprint(token, request),
            })
            .execute();
          return id;
        });
      } catch (err) {
        // Another token charged under this key at the same moment: the key is taken.
        if ((err as { code?: string }).code !== '23505') throw err;
        chargeId = null;
      }
      if (chargeId) return { chargeId, ...card, amountCents: request.amountCents, status: 'succeeded' };
      // A concurrent request with the same key charged this token a moment ago: same answer.
      const concurrent = await earlierCharge(db, token, request);
      if (concurrent) return { ...concurrent, ...card };
      throw new PaymentTokenError('This payment token was already used');
    },

    async chargeSavedCard(saved: SavedCard, request: ChargeRequest): Promise<CardCharge> {
      // The source names the owner too, so one customer's key can never reach another's card.
      const source = `saved:${request.customerUid}:${saved.paymentMethodId}`;
      const card = { brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear };
      // A card that cannot pay still answers a replayed key with the charge made when it could.
      const refusal = !cardExpiryValid(saved.expMonth, saved.expYear)
        ? new PaymentDeclinedError('expired_card', DECLINE_MESSAGES.expired_card)
        : saved.paymentMethodId.endsWith(DECLINES_LATER_SUFFIX)
          ? new PaymentDeclinedError('card_declined', DECLINE_MESSAGES.declines_after_attach)
          : null;
      if (refusal) {
        const previous = await earlierCharge(db, source, request);
        if (previous) return { ...previous, ...card };
        throw refusal;
      }
      // Insert first: a new key is one round trip; a taken key is answered (or refused) from what it holds.
      const id = newId('ch');
      const inserted = await db
        .insertInto('sandbox_charges')
        .values({
          id,
          idempotency_key: request.idempotencyKey,
          token: source,
          amount_cents: request.amountCents,
          status: 'succeeded',
          fingerprint: fingerprint(source, request),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { chargeId: id, ...card, amountCents: request.amountCents, status: 'succeeded' };
      const concurrent = await earlierCharge(db, source, request);
      if (!concurrent) throw new Error('Charge vanished');
      return { ...concurrent, ...card };
    },

    async saveCard(token: string, customerUid: string): Promise<SavedCard> {
      const details = await db.selectFrom('payment_tokens').selectAll().where('token', '=', token).executeTakeFirst();
      if (!details || (details.owner_uid !== null && details.owner_uid !== customerUid)) {
        throw new PaymentTokenError('No such payment token');
      }
      if (details.used_at) throw new PaymentTokenError('This payment token was already used');
      if (Date.now() - details.created_at.getTime() > TOKEN_TTL_MS)
        throw new PaymentTokenError('This payment token has expired');
      const outcome = details.outcome as SandboxOutcome;
      if (outcome !== 'succeeds' && outcome !== 'declines_after_attach')
        throw new PaymentDeclinedError(outcome, DECLINE_MESSAGES[outcome]);
      const used = await db
        .updateTable('payment_tokens')
        .set({ used_at: new Date() })
        .where('token', '=', token)
        .where('used_at', 'is', null)
        .returning('token')
        .executeTakeFirst();
      if (!used) throw new PaymentTokenError('This payment token was already used');
      return {
        paymentMethodId: savedCardId(details.brand, details.last4, details.exp_month, details.exp_year, outcome),
        brand: details.brand as CardBrand,
        last4: details.last4,
        expMonth: details.exp_month,
        expYear: details.exp_year,
      };
    },

    async findCharge(idempotencyKey: string) {
      const row = await db
        .selectFrom('sandbox_charges')
        .select(['id', 'amount_cents', 'status'])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (!row) return null;
      return {
        chargeId: row.id,
        amountCents: row.amount_cents,
        status: row.status === 'refunded' ? ('refunded' as const) : ('succeeded' as const),
      };
    },

    async refund(chargeId: string): Promise<void> {
      await db
        .updateTable('sandbox_charges')
        .set({ status: 'refunded', refunded_at: new Date() })
        .where('id', '=', chargeId)
        .execute();
    },

    async refundPart(chargeId: string, amountCents: number, idempotencyKey: string): Promise<CardRefund> {
      const replay = async (conn: Db = db) => {
        const earlier = await conn
          .selectFrom('sandbox_refunds')
          .selectAll()
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst();
        if (!earlier) return null;
        if (earlier.charge_id !== chargeId || earlier.amount_cents !== amountCents) {
          throw new IdempotencyMismatchError('This idempotency key was used for another refund');
        }
        return { refundId: earlier.id, chargeId, amountCents };
      };
      const previous = await replay();
      if (previous) return previous;
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new RefundRefusedError('Nothing to refund');
      try {
        return await db.transaction().execute(async (trx) => {
          // The charge row is the lock: refunds of one charge are checked against what is left one at a time.
          const charge = await trx
            .selectFrom('sandbox_charges')
            .select(['amount_cents', 'status'])
            .where('id', '=', chargeId)
            .forUpdate()
            .executeTakeFirst();
          if (!charge) throw new RefundRefusedError('No such charge');
          // A concurrent refund with this key committed while we waited for the lock: it is the answer.
          const committed = await replay(trx);
          if (committed) return committed;
          if (charge.status === 'refunded') throw new RefundRefusedError('This charge was refunded in full');
          const refunded = await trx
            .selectFrom('sandbox_refunds')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
            .where('charge_id', '=', chargeId)
            .executeTakeFirstOrThrow();
          if (Number(refunded.total) + amountCents > charge.amount_cents) {
            throw new RefundRefusedError('The refund is more than is left of the charge');
          }
          const refundId = newId('re');
          await trx
            .insertInto('sandbox_refunds')
            .values({ id: refundId, charge_id: chargeId, idempotency_key: idempotencyKey, amount_cents: amountCents })
            .execute();
          return { refundId, chargeId, amountCents };
        });
      } catch (err) {
        // A concurrent refund with the same key won the insert: answer it.
        if ((err as { code?: string }).code !== '23505') throw err;
        const concurrent = await replay();
        if (!concurrent) throw err;
        return concurrent;
      }
    },
  };
}
