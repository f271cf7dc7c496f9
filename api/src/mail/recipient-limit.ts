// Mail that goes to an address the caller typed in (a saved quote) is limited per recipient, not only per caller:
// otherwise many callers, or one behind many IPs, could point our mailer at one inbox.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AuthUser } from '../auth/identity';
import type { RateLimit } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';

export type RecipientMailKind = 'savedQuote';

function allowances(ctx: AppContext, kind: RecipientMailKind): RateLimit[] {
  switch (kind) {
    case 'savedQuote':
      return [ctx.config.rateLimits.savedQuoteRecipientHour, ctx.config.rateLimits.savedQuoteRecipientDay];
  }
}

/** Mailboxes are not told apart by case or surrounding spaces, so neither are their allowances. */
export const normalizeAddress = (address: string): string => address.trim().toLowerCase();

// The table only needs to tell addresses apart, so it keeps none.
const addressHash = (address: string) => createHash('sha256').update(normalizeAddress(address)).digest('hex');

const tooMany = 'This address has been sent as many of these emails as it may for now: try again later';

/**
 * Records one email of this kind to `address`, or throws a 429 naming `email` when the address has had its
 * allowance in any of the kind's windows. Call it before anything is stored or sent.
 */
export async function assertRecipientAllowance(
  ctx: AppContext,
  address: string,
  kind: RecipientMailKind,
): Promise<void> {
  const limits = allowances(ctx, kind);
  const longestMs = Math.max(...limits.map((l) => l.timeWindowMs));
  const hash = addressHash(address);
  const allowed = await ctx.db.transaction().execute(async (trx) => {
    // Count and record under a lock on this address, so parallel requests (on any instance) cannot all see room.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`recipient-mail:${kind}:${hash}`}, 0))`.execute(trx);
    // Ages from the database's clock, which every instance shares.
    const sends = await trx
      .selectFrom('recipient_mail_sends')
      .select(sql<string>`extract(epoch from now() - sent_at) * 1000`.as('age_ms'))
      .where('kind', '=', kind)
      .where('address_hash', '=', hash)
      .where('sent_at', '>', sql<Date>`now() - ${longestMs} * interval '1 millisecond'`)
      .execute();
    const ages = sends.map((s) => Number(s.age_ms));
    if (limits.some((l) => ages.filter((age) => age < l.timeWindowMs).length >= l.max)) return false;
    await trx.insertInto('recipient_mail_sends').values({ kind, address_hash: hash }).execute();
    return true;
  });
  if (!allowed) throw new ApiError(429, 'RateLimited', tooMany, { email: tooMany });
  // Sends older than every window count for nothing; outside the transaction, so a slow sweep holds no lock.
  await ctx.db
    .deleteFrom('recipient_mail_sends')
    .where('kind', '=', kind)
    .where('sent_at', '<', sql<Date>`now() - ${longestMs} * interval '1 millisecond'`)
    .execute()
    .catch((err: Error) => ctx.log.warn({ err: err.message }, 'could not sweep old recipient mail sends'));
}

/**
 * Whether `email` belongs to a customer who proved it through our verification link. With `caller` (null when
 * signed out), only the caller's own verified address counts: mail that carries a caller's free text may then go
 * only to the caller themself.
 */
export async function isVerifiedRecipient(db: Db, email: string, caller?: AuthUser | null): Promise<boolean> {
  const address = normalizeAddress(email);
  if (caller === null) return false;
  if (caller && caller.email !== address) return false;
  let query = db.selectFrom('customers').select('id').where('email', '=', address).where('email_verified', '=', true);
  if (caller) query = query.where('firebase_uid', '=', caller.uid);
  return (await query.executeTakeFirst()) !== undefined;
}
