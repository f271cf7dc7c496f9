// Spec §5's coinsurance default, one rule for the API (the options it advertises) and the price screen (what a
// returning cart opens at).
import { COINSURANCE_OPTIONS, DEFAULT_COINSURANCE_PERCENT } from './common';

export type CoinsurancePercentOption = (typeof COINSURANCE_OPTIONS)[number];

/** The 20% coinsurance plan, the "80 option" (80% reimbursement). */
export const EIGHTY_OPTION_COINSURANCE_PERCENT = 20;

/**
 * 10% by default; 20% (the 80 option) in a restricted state (California) where that option is sold; elsewhere a
 * stored 20% is kept only if that option is sold, else 10%. Any other stored value (0%, or 10% in California)
 * gives way to the default.
 */
export function defaultCoinsurancePercent(
  where: { restrictedState: boolean; coinsurancePercents: readonly number[] },
  storedPercent?: number | null,
): CoinsurancePercentOption {
  const eightyAllowed = where.coinsurancePercents.includes(EIGHTY_OPTION_COINSURANCE_PERCENT);
  if (where.restrictedState && eightyAllowed) return EIGHTY_OPTION_COINSURANCE_PERCENT;
  if (storedPercent === EIGHTY_OPTION_COINSURANCE_PERCENT && eightyAllowed) return EIGHTY_OPTION_COINSURANCE_PERCENT;
  return DEFAULT_COINSURANCE_PERCENT;
}
