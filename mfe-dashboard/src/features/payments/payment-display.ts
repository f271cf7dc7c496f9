// How a premium payment reads to a customer: its status in words, the plan as a
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
