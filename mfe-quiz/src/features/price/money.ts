// How the price screen and checkout name a billing interval next to a price, and what paying yearly saves.
// The amounts themselves are written by @tailwise/shared/format.
import type { BillingInterval } from '@tailwise/shared/contract';

export const intervalWord = (interval: BillingInterval): string => (interval === 'year' ? 'year' : 'month');
export const perInterval = (interval: BillingInterval): string => (interval === 'year' ? '/yr' : '/mo');

/** What paying yearly saves over twelve monthly payments (0 when it saves nothing). */
export function annualSavingCents(monthlyTotalCents: number, yearlyTotalCents: number): number {
  return Math.max(0, monthlyTotalCents * 12 - yearlyTotalCents);
}
