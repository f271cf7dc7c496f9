// Helpers for the billing end-to-end tests: the product's clock (POST /dev/clock, shared by the whole stack), the
// outbox read by template, a customer's payment history, a card saved straight into the wallet, and dates and
// amounts written as the dashboard and the emails write them.
import { expect } from '@playwright/test';
import type {
  DevClock,
  DevClockRequest,
  Outbox,
  OutboxEmail,
  PaymentHistory,
  PremiumPayment,
  WalletPaymentProvider,
} from '@tailwise/shared/contract';
import { apiOk } from './quiz';

/** The sandbox's card that saves fine but declines every later charge (renewals, Pay now). */
export const DECLINES_LATER_CARD = '4000000000000341';

/**
 * Moves the product's clock (and queues a billing run for the new day). Every API and worker of the stack reads it:
 * see playwright.config.ts for why the specs that call this run on their own.
 */
export const moveClock = (move: DevClockRequest) => apiOk<DevClock>('POST', '/dev/clock', { body: move });
export const resetClock = () => moveClock({ reset: true });

/** Every email sent to the address, newest first (the sandbox outbox). */
export async function outboxTo(email: string): Promise<OutboxEmail[]> {
  return (await apiOk<Outbox>('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=200`)).emails;
}

/** The emails of one template sent to the address, newest first. */
export const emailsTo = async (email: string, template: string) =>
  (await outboxTo(email)).filter((m) => m.template === template);

/** Waits until exactly `count` emails of `template` have gone to the address; returns them, newest first. */
export async function waitForEmails(email: string, template: string, count: number): Promise<OutboxEmail[]> {
  let found: OutboxEmail[] = [];
  await expect
    .poll(
      async () => {
        found = await emailsTo(email, template);
        return found.length;
      },
      { message: `${count} '${template}' email(s) to ${email}`, timeout: 20_000 },
    )
    .toBe(count);
  return found;
}

export const paymentHistory = (token: string) => apiOk<PaymentHistory>('GET', '/me/payments/', { token });

/** The history's payment for the period starting on `periodStart` (the first plan's, there being one). */
export async function paymentFor(token: string, periodStart: string): Promise<PremiumPayment | undefined> {
  return (await paymentHistory(token)).payments.find((p) => p.periodStart === periodStart && !p.takenAtCheckout);
}

/**
 * Waits until billing has settled the period starting on `periodStart` as `expected` says (its status, and for a
 * past-due one the day of the next try), and returns it.
 */
export async function waitForPayment(
  token: string,
  periodStart: string,
  expected: Pick<PremiumPayment, 'status'> & Partial<Pick<PremiumPayment, 'nextAttemptOn'>>,
): Promise<PremiumPayment> {
  let found: PremiumPayment | undefined;
  await expect
    .poll(
      async () => {
        found = await paymentFor(token, periodStart);
        return found && { status: found.status, nextAttemptOn: found.nextAttemptOn };
      },
      { message: `the payment for the period from ${periodStart}`, timeout: 20_000 },
    )
    .toEqual({ status: expected.status, nextAttemptOn: expected.nextAttemptOn ?? null });
  return found!;
}

/** Saves a card (a test number, expiring 12/34) into the customer's wallet, as their default unless told. */
export async function saveCard(token: string, number: string, isDefault = true): Promise<WalletPaymentProvider> {
  const card = await apiOk<{ token: string }>('POST', '/payments/tokens/', {
    token,
    body: { number, expMonth: 12, expYear: 2034, cvc: '123', postalCode: '10001' },
  });
  return apiOk<WalletPaymentProvider>('POST', '/me/payment-methods/', {
    token,
    body: { token: card.token, isDefault },
  });
}

// ---- Days and amounts -------------------------------------------------------------------------------

/** An ISO day `days` later (UTC calendar days, as the API counts them). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An ISO day `months` later, kept within the month (Jan 31 + 1 month is the last day of February), as billing does. */
export function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  const target = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(target, lastDay));
  return d.toISOString().slice(0, 10);
}

/** 5218 → "$52.18". */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const asDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "2026-11-26" → "Nov 26, 2026". */
export const formatDay = (day: string) => monthDayYear.format(asDay(day));

/** A period as the payment history writes it: "Nov 26 – Dec 25, 2026", or with both years across a new year. */
export function formatPeriod(start: string, end: string): string {
  return start.slice(0, 4) === end.slice(0, 4)
    ? `${monthDay.format(asDay(start))} – ${monthDayYear.format(asDay(end))}`
    : `${monthDayYear.format(asDay(start))} – ${monthDayYear.format(asDay(end))}`;
}
