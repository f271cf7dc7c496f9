// Employer members pay by payroll deduction, so the benefits flow shows the price per paycheck as well
// as per month (as Nationwide's employee site does). US payroll is most often biweekly: 26 paychecks a year.
import type { BillingInterval } from '@tailwise/shared/contract';

export const PAYCHECKS_PER_YEAR = 26;

/**
 * The deduction per paycheck for a price quoted per billing interval, in whole cents. A year's cost is
 * spread over the paychecks and rounded up, so the deductions never add up to less than the price.
 */
export function perPaycheckCents(
  priceCents: number,
  interval: BillingInterval,
  paychecksPerYear: number = PAYCHECKS_PER_YEAR,
): number {
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new RangeError(`Not an amount in cents: ${priceCents}`);
  if (!Number.isInteger(paychecksPerYear) || paychecksPerYear <= 0) {
    throw new RangeError(`Not a number of paychecks: ${paychecksPerYear}`);
  }
  const yearlyCents = interval === 'month' ? priceCents * 12 : priceCents;
  return Math.ceil(yearlyCents / paychecksPerYear);
}
