// The quiz's cover dates as local Dates for display, from the contract's one rule (contract/cover): cover starts
// on the day of purchase as the API records it, and each waiting period counts from that day. Kept as the quiz's
// import point for the price, review-and-pay and success screens.
import { coverDatesForPurchase, purchaseIsoDate, type WaitingPeriodLengths } from '@tailwise/shared/contract/cover';

export interface CoverDates {
  start: Date;
  accident: Date;
  illness: Date;
  cruciate: Date;
}

/** An API date (YYYY-MM-DD) as a local date, without the UTC shift `new Date('2025-01-14')` brings. */
export function parseIsoDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 0, 1);
}

/** Cover dates for a purchase made at `purchasedAt`, on the day the API will date it. */
export function coverDates(waiting: WaitingPeriodLengths, purchasedAt: Date = new Date()): CoverDates {
  const dates = coverDatesForPurchase(purchaseIsoDate(purchasedAt), waiting);
  return {
    start: parseIsoDay(dates.start),
    accident: parseIsoDay(dates.accident),
    illness: parseIsoDay(dates.illness),
    cruciate: parseIsoDay(dates.cruciate),
  };
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
