// Customers are Firebase accounts known to us: found by uid, created on first signed-in request.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthUser } from '../../auth/identity';
import type { Db } from '../../db/client';
import type { CustomerRow } from '../../db/schema';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Short, unambiguous referral code (no 0/O, 1/I). */
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return code;
}

export async function findCustomerByUid(db: Db, uid: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('firebase_uid', '=', uid).executeTakeFirst();
}

/**
 * The customer for a signed-in user, created on first use and kept in step with the token's email. A changed
 * address is unverified here until our link to it is opened: the token's email_verified may be a flag set for the
 * previous address (Firebase cannot set it conditionally), and leads open to the verified address.
 */
export async function ensureCustomer(
  db: Db,
  user: AuthUser,
  options: { onCreated?: (customer: CustomerRow) => Promise<void> } = {},
): Promise<CustomerRow> {
  const existing = await findCustomerByUid(db, user.uid);
  if (existing) {
    if (user.email === null || user.email === existing.email) return existing;
    return db
      .updateTable('customers')
      .set({ email: user.email, email_verified: false, updated_at: new Date() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await db
      .insertInto('customers')
      .values({
        uuid: randomUUID(),
        firebase_uid: user.uid,
        email: user.email,
        email_verified: user.emailVerified,
        interested_in: '[]',
        referral_code: newReferralCode(),
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      await options.onCreated?.(inserted);
      return inserted;
    }
    // Either a concurrent first request created the customer, or the referral code collided.
    const raced = await findCustomerByUid(db, user.uid);
    if (raced) return raced;
  }
  throw new Error('Could not create the customer');
}
