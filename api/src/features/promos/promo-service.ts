// Promo codes: partner, group and campaign codes from the table, and FRIEND-<code> referral codes.
import { PromoCodeSchema, type PromoCode } from '@tailwise/shared/contract';
import type { Db } from '../../db/client';
import { unprocessable } from '../../http/errors';

export const REFERRAL_PROMO_PREFIX = 'FRIEND-';
export const REFERRAL_FRIEND_PERCENT_OFF = 10;
export const REFERRAL_REWARD_CENTS = 2500;

export interface ResolvedPromo {
  code: string;
  percentOff: number;
  /** For referral codes: the customer who referred. */
  referrerCustomerId: number | null;
}

export function toPromoCode(row: {
  code: string;
  percent_off: number;
  description: string;
  expires_at: Date | null;
}): PromoCode {
  return PromoCodeSchema.parse({
    code: row.code,
    percentOff: row.percent_off,
    description: row.description,
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
  });
}

const unknownPromo = (field: string) =>
  unprocessable('UnknownPromoCode', 'This promo code is not valid', { [field]: 'This promo code is not valid' });

/** A GROUP code for someone without a seat in its group: said on the field, with the way to use it. */
const groupPromoNotAvailable = (field: string, groupName: string) => {
  const message = `This code is for ${groupName} employees: sign in and confirm your place with ${groupName} to use it`;
  return unprocessable('GroupPromoNotAvailable', message, { [field]: message });
};

/** Whether the customer holds a seat in the group (a claimed seat, as the seat claim records it). */
async function holdsSeat(db: Db, customerId: number | null, groupId: string): Promise<boolean> {
  if (customerId === null) return false;
  const seat = await db
    .selectFrom('group_seats')
    .select('id')
    .where('group_id', '=', groupId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return seat !== undefined;
}

/**
 * Resolves a code (already upper-cased by the schema) or answers 422 on `field`: UnknownPromoCode, or
 * GroupPromoNotAvailable for an employer's GROUP code when the customer holds no seat in that group (an
 * employer's discount is for its employees, not for whoever learns the code).
 */
export async function resolvePromo(
  db: Db,
  code: string,
  customerId: number | null,
  field = 'promoCode',
): Promise<ResolvedPromo> {
  if (code.startsWith(REFERRAL_PROMO_PREFIX)) {
    const referrer = await db
      .selectFrom('customers')
      .select('id')
      .where('referral_code', '=', code.slice(REFERRAL_PROMO_PREFIX.length))
      .executeTakeFirst();
    if (!referrer || referrer.id === customerId) throw unknownPromo(field);
    return { code, percentOff: REFERRAL_FRIEND_PERCENT_OFF, referrerCustomerId: referrer.id };
  }
  const row = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!row || (row.expires_at && row.expires_at.getTime() < Date.now())) throw unknownPromo(field);
  if (row.kind === 'GROUP') {
    const group = row.owner_ref
      ? await db.selectFrom('groups').select(['id', 'name']).where('id', '=', row.owner_ref).executeTakeFirst()
      : undefined;
    if (!group) throw unknownPromo(field);
    if (!(await holdsSeat(db, customerId, group.id))) throw groupPromoNotAvailable(field, group.name);
  }
  return { code: row.code, percentOff: row.percent_off, referrerCustomerId: null };
}
