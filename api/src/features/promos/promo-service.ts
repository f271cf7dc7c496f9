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

/** Resolves a code (already upper-cased by the schema) or answers 422 UnknownPromoCode on `field`. */
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
  return { code: row.code, percentOff: row.percent_off, referrerCustomerId: null };
}
