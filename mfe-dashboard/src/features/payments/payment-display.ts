// How a premium payment reads to a customer: its status in words, its period as a short date range, the plan as a
// sentence says it, what it was paid with, and the days cover lapses or ended. Pure, so the history, the past-due
// alert and the tests say the same thing.
import { cardBrandName, type PremiumPayment, type PremiumPaymentStatus } from '@tailwise/shared/contract';
import { addDays } from '../common/calendar';

export const PAYMENT_STATUS_LABELS: Record<PremiumPaymentStatus, string> = {
  PAID: 'Paid',
  DUE: 'Due',
  PAST_DUE: 'Past due',
  LAPSED: 'Lapsed',
  VOID: 'Not owed',
};

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const localMonthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const asDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Nov 26 – Dec 25, 2026", or "Dec 26, 2026 – Jan 25, 2027" across a new year: calendar days, never shifted. */
export function formatPeriod(start: string, end: string): string {
  if (start.slice(0, 4) === end.slice(0, 4)) {
    return `${monthDay.format(asDay(start))} – ${monthDayYear.format(asDay(end))}`;
  }
  return `${monthDayYear.format(asDay(start))} – ${monthDayYear.format(asDay(end))}`;
}

/** When a payment was taken, as a day in the customer's own time zone. */
export const formatPaidOn = (iso: string) => localMonthDayYear.format(new Date(iso));

/** Wellness plans arrive by their tier's name ("Classic"), insurance in full ("Accident & illness insurance"). */
export function planTitle(planName: string): string {
  return /insurance|wellness|plan/i.test(planName) ? planName : `${planName} wellness plan`;
}

/** "Rex’s Classic wellness plan". */
export const petsPlan = (payment: Pick<PremiumPayment, 'petName' | 'planName'>) =>
  `${payment.petName}’s ${planTitle(payment.planName)}`;

/** "Visa •••• 4242" (brand and last four, never more). */
export const cardLabel = (card: { brand: string | null; last4: string | null }) =>
  `${cardBrandName(card.brand)} •••• ${card.last4 ?? '••••'}`;

/**
 * What paid (or will pay) it: the card charged, or payroll. A period not charged yet goes to the card on file; a
 * card whose brand and last four were not kept (some first payments) is just "Card".
 */
export function paidWith(payment: Pick<PremiumPayment, 'method' | 'card' | 'status'>): string {
  if (payment.method === 'PAYROLL') return 'Payroll';
  if (payment.card) return cardLabel(payment.card);
  return payment.status === 'DUE' ? 'Card on file' : 'Card';
}

export const coverEndedOn = (payment: Pick<PremiumPayment, 'periodStart'>) => addDays(payment.periodStart, -1);
