// Employer members pay by payroll deduction, so the quiz's benefits flow and the /business examples show a
// price per paycheck. One rule for both, so the same plan never shows two prices a cent apart. Its own
// subpath (@tailwise/shared/contract/paycheck), outside the contract's index, so a page that shows a price
// per paycheck does not load every schema with it.
import type { BillingInterval } from './common';

/** Biweekly pay is the most common US schedule (26 paychecks a year); semi-monthly is the other. */
export const PAYCHECKS_PER_YEAR = { biweekly: 26, semiMonthly: 24 } as const;

/**
 * The deduction per paycheck for a price quoted per billing interval, in whole cents. A year's cost is
 * spread over the paychecks and any fraction of a cent is dropped: the employer guide and the payroll
 * article promise employees never pay more than twelve months' price, so Tailwise absorbs the odd cents.
 */
export function perPaycheckCents(
  priceCents: number,
  interval: BillingInterval,
  paychecksPerYear: number = PAYCHECKS_PER_YEAR.biweekly,
): number {
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new RangeError(`Not an amount in cents: ${priceCents}`);
  if (!Number.isInteger(paychecksPerYear) || paychecksPerYear <= 0) {
    throw new RangeError(`Not a number of paychecks: ${paychecksPerYear}`);
  }
  const yearlyCents = interval === 'month' ? priceCents * 12 : priceCents;
  return Math.floor(yearlyCents / paychecksPerYear);
}

/**
 * A percentage taken off an amount, in whole cents, rounded half up: how the API's pricing takes every discount
 * (promo codes included). The /business examples use it to show an employer's group price to people who do not
 * hold a seat yet, whom the API does not quote with the group's code.
 */
export const percentOffCents = (amountCents: number, percent: number): number =>
  Math.round((amountCents * percent) / 100);
