// Premiums after the first, end to end: the purchase's emails (the welcome with its declarations PDF, the
// receipt), a renewal charged when the product's clock reaches the next period (its receipt, and the period Paid
// in the dashboard's payment history), a declined renewal the customer settles in the dashboard (payment-failed
// email, the past-due alert, a new card through "Update card", "Pay now", one receipt), and a plan that lapses
// after the retries 3 and 7 days after the due date (two payment-failed emails, then one plan-lapsed).
//
// The clock is the whole stack's (POST /dev/clock): this file's tests run one after another, put it back after each
// test, and run after every other spec (the moves-clock project of playwright.config.ts). Each test buys its own
// plan with a new customer, so none reads another's emails; each plan starts today, so its second period is due a
// month on (+1 month from the agreement's start date, as billing counts it).
//
// Alone: `npx playwright test -c e2e/playwright.config.ts --project=moves-clock --no-deps`; with SCREENSHOTS=1 the
// declined-renewal test also saves the Payments section at 360 and 1280 px (past due, the card form, paid) into
// SCREENSHOTS_DIR (default /tmp/shots), for a person to look at.
// covers: mfe-dashboard, api
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addDays,
  addMonths,
  dollars,
  emailsTo,
  formatDay,
  formatPeriod,
  moveClock,
  paymentHistory,
  resetClock,
  saveCard,
  waitForEmails,
  waitForPayment,
  DECLINES_LATER_CARD,
} from '../../support/billing';
import { insuredCustomer, signInTo } from '../../support/dashboard';
import { getMe } from '../../support/quiz';

test.describe.configure({ mode: 'serial' });

// Back to real time whatever happened, so nothing after this file (or a rerun on the same stack) starts moved.
test.beforeAll(async () => {
  await resetClock();
});
test.afterEach(async () => {
  await resetClock();
});
test.afterAll(async () => {
  await resetClock();
});

const SHOTS_DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';

/** A new customer with one insured dog (bought through the API with a 4242 card) and their plan's dates. */
async function newPlan() {
  const customer = await insuredCustomer();
  const plan = customer.result.insuranceAgreements[0]!;
  const due = addMonths(plan.startDate, 1);
  return { ...customer, plan, due, periodEnd: addDays(addMonths(plan.startDate, 2), -1) };
}

/** The Payments section of /dashboard/profile, opened at #payments (where the billing emails link) and signed in. */
async function openPayments(page: Page, email: string, path = '/dashboard/profile#payments'): Promise<Locator> {
  await signInTo(page, path, email);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('table', { name: 'Payment history' })).toBeVisible();
  return payments;
}

/** The history's row for one period, found by the period as it reads ("Dec 26, 2026 – Jan 25, 2027"). */
const historyRow = (payments: Locator, start: string, end: string) =>
  payments
    .getByRole('table', { name: 'Payment history' })
    .getByRole('row')
    .filter({ hasText: formatPeriod(start, end) });

/** With SCREENSHOTS=1, the Payments section at 360 and 1280 px into SCREENSHOTS_DIR (default /tmp/shots). */
async function shootPayments(page: Page, payments: Locator, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const before = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The page from its top, cut to the section: an element shot scrolls, and the sticky header would cover it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const clip = await payments.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
    });
    await page.screenshot({
      path: `${SHOTS_DIR}/billing-${name}-${width}.png`,
      fullPage: true,
      clip,
      animations: 'disabled',
    });
  }
  if (before) await page.setViewportSize(before);
}

/** After `count` emails of `template` arrived, a billing run later there are still `count` (none sent twice). */
async function expectNoMore(email: string, template: string, count: number) {
  await moveClock({ advanceDays: 0 }); // queues a billing run at the same day: it must find nothing left to send
  for (let i = 0; i < 6; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await emailsTo(email, template), `${template} emails to ${email}`).toHaveLength(count);
  }
}

test('a purchase sends the welcome email with the declarations PDF attached, and the receipt', async () => {
  const { email, result, plan } = await newPlan();
  const [welcome] = await waitForEmails(email, 'welcome-policy', 1);
  expect(welcome!.attachments).toHaveLength(1);
  const pdf = welcome!.attachments[0]!;
  expect(pdf.filename).toBe(`tailwise-declarations-${plan.policyNumber}.pdf`);
  expect(pdf.filename).toMatch(/\.pdf$/);
  expect(pdf.contentType).toBe('application/pdf');
  expect(pdf.bytes).toBeGreaterThan(1000);
  expect(welcome!.text).toContain(plan.policyNumber!);
  expect(welcome!.text).toContain(result.pets[0]!.name);

  const [receipt] = await waitForEmails(email, 'receipt', 1);
  expect(receipt!.subject).toBe(`Your Tailwise receipt: ${dollars(result.chargedCents)}`);
  expect(receipt!.text).toContain(dollars(result.chargedCents));
  // The first period: from the start date to the day before the next one.
  expect(receipt!.text).toContain(formatDay(plan.startDate));
  expect(receipt!.text).toContain(formatDay(addDays(addMonths(plan.startDate, 1), -1)));
  expect(receipt!.links.some((l) => l.endsWith('/dashboard/profile#payments'))).toBe(true);
});

test('at the next period’s start the renewal is charged: a second receipt, and the period Paid in the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email, token, petName, plan, due, periodEnd } = await newPlan();
  await waitForEmails(email, 'receipt', 1); // the purchase's, so the next one is the renewal's

  expect((await moveClock({ asOf: due })).today).toBe(due);
  const renewal = await waitForPayment(token, due, { status: 'PAID' });
  expect(renewal).toMatchObject({
    periodEnd,
    petName,
    product: 'INSURANCE',
    method: 'CARD',
    attempts: 1,
    card: { brand: 'visa', last4: '4242' },
    takenAtCheckout: false,
  });
  // One dog, monthly, no promo: the renewal costs what the plan was bought for.
  expect(renewal.amountCents).toBe(plan.priceCents);
  expect((await paymentHistory(token)).pastDueCents).toBe(0);

  const receipts = await waitForEmails(email, 'receipt', 2);
  const [latest] = receipts;
  expect(latest!.subject).toBe(`Your Tailwise receipt: ${dollars(renewal.amountCents)}`);
  expect(latest!.text).toContain(formatDay(due));
  expect(latest!.text).toContain(formatDay(periodEnd));
  expect(latest!.text).toContain(petName);

  const payments = await openPayments(page, email);
  const row = historyRow(payments, due, periodEnd);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(dollars(renewal.amountCents));
  await expect(row).toContainText('Visa •••• 4242');
  await expect(row.getByRole('button', { name: /^Receipt/ })).toBeVisible();
  await expect(payments.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  // The purchase's own period is there too, taken at checkout.
  await expect(historyRow(payments, plan.startDate, addDays(due, -1))).toContainText('at checkout on');
});

test('a declined renewal: the payment-failed email, the past-due alert, a new card and Pay now, one receipt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, token, petName, due, periodEnd } = await newPlan();
  await saveCard(token, DECLINES_LATER_CARD);
  await waitForEmails(email, 'receipt', 1);

  await moveClock({ asOf: due });
  const pastDue = await waitForPayment(token, due, { status: 'PAST_DUE', nextAttemptOn: addDays(due, 3) });
  expect(pastDue).toMatchObject({
    attempts: 1,
    card: { brand: 'visa', last4: '0341' },
    lastAttemptOn: addDays(due, 7),
    coverEndsOn: addDays(due, -1),
  });
  expect(pastDue.declineMessage).toMatch(/declined/);
  expect((await paymentHistory(token)).pastDueCents).toBe(pastDue.amountCents);
  const amount = dollars(pastDue.amountCents);

  const [failed] = await waitForEmails(email, 'payment-failed', 1);
  expect(failed!.subject).toBe(`Your payment of ${amount} didn't go through`);
  expect(failed!.text).toContain(formatDay(addDays(due, 3)));
  const link = failed!.links.find((l) => l.endsWith('/dashboard/profile#payments'));
  expect(link, 'the email links to the payments').toBeTruthy();
  expect(await emailsTo(email, 'receipt')).toHaveLength(1);

  // The email's link, followed: the sign-in gate, then the payments with what is owed at the top.
  const { pathname, hash } = new URL(link!);
  const payments = await openPayments(page, email, `${pathname}${hash}`);
  await expect(payments.getByRole('heading', { name: 'Payments', level: 2 })).toBeFocused();
  const alert = payments.getByRole('alert').filter({ hasText: 'Your payment didn’t go through' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(amount);
  await expect(alert).toContainText(`We’ll try again on ${formatDay(addDays(due, 3))}`);
  await expect(alert).toContainText(`cover ends on ${formatDay(addDays(due, -1))}`);
  await expect(alert).toContainText('Pay now charges your card on file, Visa •••• 0341.');
  const row = historyRow(payments, due, periodEnd);
  await expect(row).toContainText('Past due');
  await expect(row).toContainText(amount);
  await shootPayments(page, payments, 'past-due');

  await alert.getByRole('button', { name: 'Update card' }).click();
  const form = payments.getByRole('form', { name: 'Replace your card' });
  await expect(form).toBeVisible();
  await form.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM / YY)', { exact: true }).fill('12 / 34');
  await form.getByLabel('Security code', { exact: true }).fill('123');
  await shootPayments(page, payments, 'update-card');
  await form.getByRole('button', { name: 'Use this card' }).click();
  await expect(form).toHaveCount(0);
  await expect(alert).toContainText('Visa •••• 4242 is now your card on file. Press Pay now to pay with it.');
  await expect(alert).toContainText('Pay now charges your card on file, Visa •••• 4242.');
  const wallet = (await getMe(token)).wallet.paymentProviders.find((m) => m.isDefault);
  expect(wallet).toMatchObject({ last4: '4242' });

  await alert.getByRole('button', { name: /^Pay now/ }).click();
  await expect(payments.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
    `${amount} for ${petName}’s Accident & illness insurance is paid with Visa •••• 4242.`,
  );
  await expect(alert).toHaveCount(0);
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText('Past due');
  await shootPayments(page, payments, 'paid');

  const paid = await waitForPayment(token, due, { status: 'PAID' });
  expect(paid).toMatchObject({ card: { brand: 'visa', last4: '4242' }, amountCents: pastDue.amountCents });
  expect((await paymentHistory(token)).pastDueCents).toBe(0);
  const [receipt] = await waitForEmails(email, 'receipt', 2);
  expect(receipt!.subject).toBe(`Your Tailwise receipt: ${amount}`);
  expect(receipt!.text).toContain(formatDay(due));
  await expectNoMore(email, 'receipt', 2);
  expect(await emailsTo(email, 'payment-failed')).toHaveLength(1);
});

test('with a card that keeps declining, the plan lapses after the retries 3 and 7 days after the due date', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, token, petName, plan, due, periodEnd } = await newPlan();
  await saveCard(token, DECLINES_LATER_CARD);

  await moveClock({ asOf: due });
  await waitForPayment(token, due, { status: 'PAST_DUE', nextAttemptOn: addDays(due, 3) });
  await waitForEmails(email, 'payment-failed', 1);

  await moveClock({ asOf: addDays(due, 3) });
  const retried = await waitForPayment(token, due, { status: 'PAST_DUE', nextAttemptOn: addDays(due, 7) });
  expect(retried.attempts).toBe(2);
  const failed = await waitForEmails(email, 'payment-failed', 2);
  expect(failed[0]!.text).toContain(formatDay(addDays(due, 7)));

  await moveClock({ asOf: addDays(due, 7) });
  const lapsed = await waitForPayment(token, due, { status: 'LAPSED' });
  expect(lapsed).toMatchObject({ attempts: 3, coverEndsOn: addDays(due, -1) });
  const [lapsedEmail] = await waitForEmails(email, 'plan-lapsed', 1);
  expect(lapsedEmail!.subject).toContain(formatDay(addDays(due, -1)));
  expect(lapsedEmail!.text).toContain(petName);
  await expectNoMore(email, 'plan-lapsed', 1);
  // The last decline lapses the plan instead of sending a third payment-failed email; no receipt but the purchase's.
  expect(await emailsTo(email, 'payment-failed')).toHaveLength(2);
  expect(await emailsTo(email, 'receipt')).toHaveLength(1);

  const agreement = (await getMe(token)).insuranceAgreements.find((a) => a.uuid === plan.uuid);
  expect(agreement).toMatchObject({ status: 'LAPSED', endsOn: addDays(due, -1) });

  const payments = await openPayments(page, email);
  const row = historyRow(payments, due, periodEnd);
  await expect(row).toContainText('Lapsed');
  await expect(row).toContainText(`cover stopped on ${formatDay(addDays(due, -1))}`);
  const ended = payments.getByRole('alert').filter({ hasText: 'A plan has ended' });
  await expect(ended).toContainText(`cover ended on ${formatDay(addDays(due, -1))}`);
  // A lapsed plan is reinstated through support, not paid from here.
  await expect(payments.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
});
