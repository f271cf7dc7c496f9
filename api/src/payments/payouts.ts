// Money out to customers (claim payouts), shaped like a provider's transfers API: a payout goes to a card on file or a
// bank account, and is made exactly once per idempotency key however often it is asked for, so a worker that dies
// after the provider paid and before the claim was marked gets the same payout back when the job runs again.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';

export interface PayoutRequest {
  idempotencyKey: string;
  amountCents: number;
  /** The provider's name for the destination, e.g. `card:<customer>:<paymentMethod>` or `bank:<account ref>`. */
  destination: string;
}

export interface Payout {
  payoutId: string;
  amountCents: number;
  destination: string;
  createdAt: Date;
}

export class PayoutConflictError extends Error {
  constructor(key: string) {
    super(`Idempotency key ${key} was already used for another payout`);
    this.name = 'PayoutConflictError';
  }
}

export interface PayoutProvider {
  /** Pays once per key; a repeated key answers the payout it made (and refuses another amount or destination). */
  payout(request: PayoutRequest): Promise<Payout>;
  /** The payout made under a key, if any. */
  findPayout(idempotencyKey: string): Promise<Payout | null>;
  /** Registers a bank account and answers the reference to pay it by: the full numbers never reach our tables. */
  addBankAccount(account: { routingNumber: string; accountNumber: string; holderName: string }): Promise<string>;
}

const toPayout = (row: { id: string; amount_cents: number; destination: string; created_at: Date }): Payout => ({
  payoutId: row.id,
  amountCents: row.amount_cents,
  destination: row.destination,
  createdAt: row.created_at,
});

export function createSandboxPayoutProvider(db: Db): PayoutProvider {
  const find = async (key: string) => {
    const row = await db
      .selectFrom('sandbox_payouts')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row ? toPayout(row) : null;
  };
  return {
    async payout(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new Error('A payout is a positive whole number of cents');
      }
      const inserted = await db
        .insertInto('sandbox_payouts')
        .values({
          id: `po_${randomBytes(12).toString('hex')}`,
          idempotency_key: request.idempotencyKey,
          destination: request.destination,
          amount_cents: request.amountCents,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return toPayout(inserted);
      const earlier = await find(request.idempotencyKey);
      if (!earlier) throw new Error('Payout vanished');
      if (earlier.amountCents !== request.amountCents || earlier.destination !== request.destination) {
        throw new PayoutConflictError(request.idempotencyKey);
      }
      return earlier;
    },
    findPayout: find,
    async addBankAccount() {
      // A sandbox bank: any account with a valid routing number is accepted and named by a random reference.
      return `ba_${randomBytes(12).toString('hex')}`;
    },
  };
}
