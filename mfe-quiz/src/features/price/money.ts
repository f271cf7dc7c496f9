// How the price screen and checkout write money: integer cents in, US dollars out, always with cents, so
// figures line up in tabular numbers and a changing price never changes width by a digit group.
import type { BillingInterval } from '@tailwise/shared/contract';
import { formatCents } from '@tailwise/shared/format';

/** 5016 → "$50.16": the site-wide format. */
export { formatCents };

/** Whole-dollar amounts such as deductibles and limits: 100000 → "$1,000". */
export const formatDollars = (cents: number): string => formatCents(cents, { whole: true });

export const intervalWord = (interval: BillingInterval): string => (interval === 'year' ? 'year' : 'month');
export const perInterval = (interval: BillingInterval): string => (interval === 'year' ? '/yr' : '/mo');

/** What paying yearly saves over twelve monthly payments (0 when it saves nothing). */
export function annualSavingCents(monthlyTotalCents: number, yearlyTotalCents: number): number {
  return Math.max(0, monthlyTotalCents * 12 - yearlyTotalCents);
}
