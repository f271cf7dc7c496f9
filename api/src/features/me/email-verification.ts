// Email verification: a single-use code with an expiry, mailed as a link (when the account is created, and on
// "Resend"). Only its hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import type { CustomerRow } from '../../db/schema';
import { ApiError, conflict, unprocessable } from '../../http/errors';
import { enqueueEmail } from '../../mail/email-job';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

export async function sendVerificationEmail(ctx: AppContext, customer: CustomerRow): Promise<{ expiresAt: Date }> {
  if (!customer.email) throw unprocessable('UnprocessableEntity', 'This account has no email address');
  if (customer.email_verified) throw conflict('EmailAlreadyVerified', 'This email address is already verified');
  const email = customer.email;
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + VERIFICATION_TTL_MS);
  const link = `${ctx.config.publicSiteUrl}/dashboard/profile?verify_email=${code}`;
  // The code and its email commit together: a code nobody was sent cannot exist, nor an email with a dead code.
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('email_verifications')
      .values({ customer_id: customer.id, code_hash: hash(code), email, expires_at: expiresAt })
      .execute();
    await enqueueEmail(ctx, trx, `email-confirmation:${hash(code).slice(0, 32)}`, {
      template: 'email-confirmation',
      to: email,
      data: { firstName: null, confirmUrl: link, expiresInHours: VERIFICATION_TTL_MS / 3_600_000 },
    });
  });
  return { expiresAt };
}

/** A new account's confirmation link, sent as the account is first seen; a failure is logged, never the caller's. */
export async function confirmNewAccount(ctx: AppContext, customer: CustomerRow): Promise<void> {
  if (!customer.email || customer.email_verified) return;
  try {
    await sendVerificationEmail(ctx, customer);
  } catch (err) {
    ctx.log.error({ err: err instanceof Error ? err.message : String(err) }, 'could not queue the confirmation email');
  }
}

const earlierAddress = () =>
  unprocessable('EmailVerificationCodeExpired', 'This link was for an earlier email address');

/**
 * Consumes a code of this customer: unknown or someone else's -> 404, used -> 409, expired -> 422. It verifies
 * the address it was mailed to, and only while the account still has it (422 otherwise): a link proves one mailbox.
 */
export async function verifyEmail(ctx: AppContext, customer: CustomerRow, user: AuthUser, code: string): Promise<void> {
  const row = await ctx.db
    .selectFrom('email_verifications')
    .selectAll()
    .where('code_hash', '=', hash(code))
    .where('customer_id', '=', customer.id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NotFound', 'Verification code not found');
  if (row.used_at) throw conflict('EmailVerificationCodeUsed', 'This verification link was already used');
  if (row.expires_at.getTime() < Date.now()) {
    throw unprocessable('EmailVerificationCodeExpired', 'This verification link has expired: ask for a new one');
  }
  if (row.email !== customer.email || row.email !== user.email) throw earlierAddress();
  // A token outlives an email change by up to an hour, so ask Firebase what the account has now.
  if ((await ctx.identity.accountEmail(customer.firebase_uid)) !== row.email) throw earlierAddress();
  await ctx.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('email_verifications')
      .set({ used_at: new Date() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw conflict('EmailVerificationCodeUsed', 'This verification link was already used');
    // Conditional on the address: a request with a newer token may have moved the customer since the checks.
    const verified = await trx
      .updateTable('customers')
      .set({ email_verified: true, updated_at: new Date() })
      .where('id', '=', customer.id)
      .where('email', '=', row.email)
      .returning('id')
      .executeTakeFirst();
    // Thrown inside the transaction, so the code stays unused.
    if (!verified) throw earlierAddress();
  });
  try {
    const marked = await ctx.identity.setEmailVerified(customer.firebase_uid, row.email);
    if (!marked) ctx.log.warn('the Firebase account changed its email while it was being verified');
  } catch (err) {
    // Our record is the source of truth for the product; the Firebase flag catches up on the next verification.
    ctx.log.warn({ err: (err as Error).message }, 'could not mark the Firebase account verified');
  }
}
