// Work-email proof for a seat: a 6-digit code mailed to the address, kept only as a salted hash, lasting
// 15 minutes and 5 tries (each counted before the code is compared), with a 60 s wait between sends. Every address
// asked about gets a row, seat or not, so the answers (and the waits) never tell anyone whether a person works there.
import { SEAT_CODE_RULES, type Group, type SeatCodeSent } from '@tailwise/shared/contract';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';

const TTL_MS = SEAT_CODE_RULES.ttlMinutes * 60_000;
const RESEND_MS = SEAT_CODE_RULES.resendWaitSeconds * 1000;

export const emailHash = (groupId: string, email: string) =>
  createHash('sha256').update(`${groupId}\n${email.toLowerCase()}`).digest('base64url');

const codeHash = (salt: string, code: string) => createHash('sha256').update(`${salt}\n${code}`).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class ResendWait extends Error {
  constructor(readonly seconds: number) {
    super(`Wait ${seconds} s before asking for another code`);
  }
}

/** Mails a new code when the address has a seat; answers the same either way. Throws ResendWait inside 60 s. */
export async function sendSeatCode(
  ctx: AppContext,
  group: Group,
  customerId: number,
  workEmail: string,
): Promise<SeatCodeSent> {
  const email = workEmail.toLowerCase();
  const hash = emailHash(group.id, email);
  const now = Date.now();
  const previous = await ctx.db
    .selectFrom('group_seat_codes')
    .select('sent_at')
    .where('group_id', '=', group.id)
    .where('email_hash', '=', hash)
    .executeTakeFirst();
  if (previous) {
    const waitMs = previous.sent_at.getTime() + RESEND_MS - now;
    if (waitMs > 0) throw new ResendWait(Math.ceil(waitMs / 1000));
  }
  const seat = await ctx.db
    .selectFrom('group_seats')
    .select('id')
    .where('group_id', '=', group.id)
    .where('work_email', '=', email)
    .executeTakeFirst();
  const code = String(randomInt(0, 10 ** SEAT_CODE_RULES.digits)).padStart(SEAT_CODE_RULES.digits, '0');
  const salt = randomBytes(16).toString('base64url');
  const row = {
    seat_id: seat?.id ?? null,
    customer_id: customerId,
    code_hash: seat ? codeHash(salt, code) : null,
    salt,
    tries: 0,
    sent_at: new Date(now),
    expires_at: new Date(now + TTL_MS),
  };
  await ctx.db
    .insertInto('group_seat_codes')
    .values({ group_id: group.id, email_hash: hash, ...row })
    .onConflict((oc) => oc.columns(['group_id', 'email_hash']).doUpdateSet(row))
    .execute();
  if (seat) {
    await ctx.mailer.send({
      to: email,
      subject: `${code} is your ${group.name} pet benefits code`,
      text:
        `Your code to confirm your pet benefits seat with ${group.name} is ${code}.\n\n` +
        `It works for ${SEAT_CODE_RULES.ttlMinutes} minutes. If you did not ask for it, ignore this email.`,
      links: [],
    });
  }
  return { sentTo: email, expiresInSeconds: TTL_MS / 1000, resendAfterSeconds: RESEND_MS / 1000 };
}

/**
 * Checks the code for this address and caller. Returns the seat id when it is right (and uses the code up);
 * a wrong code, or any code for an address without a seat, is GroupSeatNotFoundError. Every check uses a try.
 */
export async function checkSeatCode(
  db: Db,
  groupId: string,
  customerId: number,
  workEmail: string,
  code: string,
  notFound: (fields: Record<string, string>) => ApiError,
): Promise<string> {
  const hash = emailHash(groupId, workEmail);
  const sendNew = 'Send yourself a new code';
  // The try is taken before the code is compared, in one conditional statement: guesses sent at once each need a
  // try of their own, so no more than maxTries are ever compared (reading tries first let parallel guesses all
  // pass the check before any counted).
  const row = await db
    .updateTable('group_seat_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('group_id', '=', groupId)
    .where('email_hash', '=', hash)
    .where('customer_id', '=', customerId)
    .where('tries', '<', SEAT_CODE_RULES.maxTries)
    .where('expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw await noTryLeft(db, groupId, hash, customerId, sendNew);
  const right = row.code_hash !== null && row.seat_id !== null && sameHash(row.code_hash, codeHash(row.salt, code));
  if (!right) {
    const left = SEAT_CODE_RULES.maxTries - row.tries;
    throw notFound({
      code:
        left > 0
          ? `That code is not right: ${left} ${left === 1 ? 'try' : 'tries'} left`
          : `That code is not right, and no tries are left. ${sendNew}`,
    });
  }
  return row.seat_id as string;
}

/** Why a check got no try: no code asked for by this caller, the tries used up, or the code expired. */
async function noTryLeft(db: Db, groupId: string, hash: string, customerId: number, sendNew: string) {
  const row = await db
    .selectFrom('group_seat_codes')
    .select(['customer_id', 'tries'])
    .where('group_id', '=', groupId)
    .where('email_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.customer_id !== customerId) {
    return new ApiError(400, 'SeatCodeMissing', 'Ask for a code first: we email it to your work address', {
      code: 'Send yourself a code first',
    });
  }
  if (row.tries >= SEAT_CODE_RULES.maxTries) {
    return new ApiError(400, 'SeatCodeTriesUsed', `That code was entered wrongly too many times. ${sendNew}.`, {
      code: `Too many wrong tries. ${sendNew}`,
    });
  }
  // Expired, or replaced by a new code a moment ago: either way the code typed no longer works.
  return new ApiError(400, 'SeatCodeExpired', `That code has expired. ${sendNew}.`, {
    code: `This code has expired. ${sendNew}`,
  });
}

/** Used once the seat is claimed: the same code cannot claim again. */
export async function spendSeatCode(db: Db, groupId: string, workEmail: string): Promise<void> {
  await db
    .updateTable('group_seat_codes')
    .set({ code_hash: null, expires_at: new Date(0) })
    .where('group_id', '=', groupId)
    .where('email_hash', '=', emailHash(groupId, workEmail))
    .execute();
}

/** Tests and local runs: makes the latest code for this address expire now, as if 15 minutes had passed. */
export async function ageSeatCode(db: Db, groupId: string, workEmail: string): Promise<boolean> {
  const res = await db
    .updateTable('group_seat_codes')
    .set({ expires_at: new Date(Date.now() - 1000), sent_at: new Date(Date.now() - TTL_MS) })
    .where('group_id', '=', groupId)
    .where('email_hash', '=', emailHash(groupId, workEmail))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
