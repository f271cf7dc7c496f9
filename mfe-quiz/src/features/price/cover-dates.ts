// When cover starts and when each waiting period ends, from the API's waiting periods. Cover starts on the
// day of purchase (the API's agreement start date; peers such as Embrace and Figo wait until the next day),
// and each waiting period counts from that day.
import type { WaitingPeriods } from '@tailwise/shared/contract';

export interface CoverDates {
  start: Date;
  accident: Date;
  illness: Date;
  cruciate: Date;
}

const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n, 0, 1);

/** Adds months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(d: Date, n: number): Date {
  const target = new Date(d.getFullYear(), d.getMonth() + n, 1, 0, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(d.getDate(), last));
  return target;
}

/** Cover dates for a purchase made at `purchasedAt` (local time). */
export function coverDates(waiting: WaitingPeriods, purchasedAt: Date = new Date()): CoverDates {
  const start = addDays(purchasedAt, 0);
  return {
    start,
    accident: addDays(start, waiting.accidentDays),
    illness: addDays(start, waiting.illnessDays),
    cruciate: addMonths(start, waiting.cruciateLigamentMonths),
  };
}

/** An API date (YYYY-MM-DD) as a local date, without the UTC shift `new Date('2025-01-14')` brings. */
export function parseIsoDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 0, 1);
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
