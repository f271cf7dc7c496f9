// Claims decided and paid, end to end: the engine approves a small wellness item and the payout job pays it to the
// card on file within a second of filing; a bill over $1,000 waits for a person, and an adjuster at /ops approves it;
// a visit inside the waiting period is denied, appealed once with a note and approved by an adjuster. Each customer
// is new (bought through the API today), so parallel tests never share a claim, and nothing moves the product's
// clock. The ops API refuses a customer's own token.
// covers: mfe-dashboard, mfe-ops, api
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { dollars, waitForEmails } from '../../support/billing';
import {
  claimForm,
  openClaimForm,
  dashboard,
  dashboardHeading,
  insuranceOf,
  localToday,
  pdfFile,
  signInTo,
} from '../../support/dashboard';
import { apiDog, BISCUIT, customerWith, uniquePet } from '../../support/quiz';
import { createAccount, signInAtOps, STAFF_ROLE } from '../../support/staff';

/** "2026-11-26" → "Nov 26, 2026", as the API words a denial's days. */
const dayInWords = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/** The card customerWith saves (4242 4242 4242 4242) as the payout provider names it. */
const CARD = 'Visa ending 4242';
/** The Classic dog plan's yearly wellness exam allowance (api/src/seed/wellness-plans.ts). */
const EXAM_ALLOWANCE_CENTS = 7500;
const SHOTS = '/tmp/claims-e2e';

/** A date and time as the claim timeline and the audit log write them: "Nov 26, 2026, 2:05 PM". */
const MOMENT = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/;

/** Full-page screenshots of what the page shows now, at 1280 and 360 px wide, for a person to look at. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A customer whose dog has the Classic wellness plan (no insurance), bought today through the API. */
async function wellnessCustomer() {
  const petName = uniquePet(BISCUIT).name;
  const customer = await customerWith([apiDog(petName, { wellnessPlanId: 'dog-classic' })]);
  return { ...customer, petName };
}

/** Every status the page read from GET /claims/{uuid}, in order, by claim. */
function statusesSeen(page: Page) {
  const seen: Array<{ uuid: string; status: string }> = [];
  page.on('response', async (res) => {
    const uuid = /\/api\/1\.0\/claims\/([0-9a-f-]{36})$/.exec(res.url())?.[1];
    if (!uuid || res.request().method() !== 'GET' || !res.ok()) return;
    try {
      seen.push({ uuid, status: ((await res.json()) as { status: string }).status });
    } catch {
      // A response the page navigated away from has no body to read.
    }
  });
  return (uuid: string) => seen.filter((s) => s.uuid === uuid).map((s) => s.status);
}

/** Sends the filled claim form and follows the claim to its page; returns the claim's uuid. */
async function sendAndFollow(page: Page, petName: string): Promise<string> {
  const f = claimForm(page);
  await f.send.click();
  await expect(page.getByRole('heading', { name: `Claim sent for ${petName}` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Follow this claim' }).click();
  await expect(page).toHaveURL(/\/dashboard\/claims\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Files a wellness exam through the dashboard's claim form (the customer is signed in on /dashboard/claims). */
async function fillWellnessExam(page: Page, amount: string) {
  const f = await openClaimForm(page);
  await expect(f.claimType('Wellness item')).toBeChecked();
  await f.wellnessItem.selectOption({ label: `Wellness exam (${dollars(EXAM_ALLOWANCE_CENTS)} left)` });
  await f.date.fill(localToday());
  await f.amount.fill(amount);
  await f.clinic.fill('Harbor Vets');
  await f.wellnessDescription.fill('Yearly check-up and nail trim.');
  await f.invoices.setInputFiles(pdfFile('exam-invoice.pdf', 'Wellness exam invoice'));
  await expect(f.toSend).toContainText('exam-invoice.pdf');
}

/** The claim page's parts, by their headings. */
function claimPage(page: Page) {
  const main = dashboard(page);
  const status = main.getByRole('region', { name: 'Status' });
  return {
    main,
    // The status badge sits beside the heading, in the heading's row.
    badge: main.locator('h1').locator('xpath=../..'),
    status,
    steps: status.getByRole('listitem'),
    amounts: main.getByRole('region', { name: 'Amounts' }),
  };
}

/** The customer's timeline reads exactly these steps, each reached with a time. */
async function expectReachedSteps(steps: Locator, titles: Array<string | RegExp>) {
  await expect(steps).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) {
    const step = steps.nth(index);
    await expect(step.locator('strong')).toHaveText(title);
    await expect(step.locator('time')).toHaveText(MOMENT);
    const at = Date.parse((await step.locator('time').getAttribute('datetime')) ?? '');
    expect(Math.abs(Date.now() - at), `step ${index + 1} happened just now`).toBeLessThan(10 * 60_000);
  }
}

/**
 * Reloads a signed-in page and waits for its heading: the session is restored through the Auth emulator first, which
 * takes a while on a busy machine.
 */
async function reload(page: Page, heading: Locator) {
  await page.reload();
  await expect(heading).toBeVisible({ timeout: 30_000 });
}

/** An adjuster (an Auth emulator account with the role claim) signed in at /ops, in a browser context of their own. */
async function adjusterAtOps(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createAccount(page, { role: STAFF_ROLE });
  await signInAtOps(page, account);
  await expect(page.locator('[data-remote="ops"] h1')).toHaveText('Claims to review', { timeout: 30_000 });
  return { context, page, account };
}

/** The queue's row for this pet's claim (the pet's name is unique to the test). */
function queueRow(ops: Page, petName: string) {
  return ops
    .getByRole('list', { name: 'Claims, oldest waiting first' })
    .getByRole('listitem')
    .filter({ has: ops.getByRole('link') })
    .filter({ hasText: petName });
}

/** The Authorization header the page's own API calls carry, taken from the next one it makes. */
function nextAuthorization(page: Page) {
  return page
    .waitForRequest((r) => r.url().includes('/api/1.0/') && !!r.headers()['authorization'])
    .then((r) => r.headers()['authorization']!);
}

test('a wellness item within its allowance is paid to the card on file in about a second, shown on the claim page', async ({
  page,
}) => {
  // A journey of several page loads, an upload and the claim's jobs: three times the usual time.
  test.slow();
  const customer = await wellnessCustomer();
  const seen = statusesSeen(page);
  await signInTo(page, '/dashboard/claims', customer.email);
  await fillWellnessExam(page, '60.00');
  const estimate = claimForm(page).form.getByRole('region', { name: 'Your estimated reimbursement' });
  await expect(estimate.getByTestId('estimated-reimbursement')).toHaveText('$60.00');
  const claimUuid = await sendAndFollow(page, customer.petName);

  const c = claimPage(page);
  await expect(dashboardHeading(page)).toHaveText(`Wellness exam claim for ${customer.petName}`);
  await expect(c.main.getByRole('status').filter({ hasText: `Paid $60.00 to ${CARD}.` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(c.badge.getByText('Paid', { exact: true })).toBeVisible();
  // The engine and the payout job are done within half a second of filing, before the upload's answer even reaches
  // the browser, so the page opens on Paid and stops there (it polls only while a claim is being decided or paid).
  // On a machine slow enough to open it sooner, it must move on by itself, without a reload, and say so.
  const read = seen(claimUuid);
  test.info().annotations.push({ type: 'statuses the claim page read', description: read.join(' → ') });
  expect(read.at(-1)).toBe('PAID');
  expect(read.filter((s) => s === 'PAID')).toHaveLength(1);
  if (read[0] !== 'PAID') {
    await expect(c.main.getByRole('status').filter({ hasText: 'This claim is now paid.' })).toBeAttached();
  }
  const [filedAt, paidAt] = await Promise.all(
    [c.steps.first(), c.steps.last()].map(async (step) =>
      Date.parse((await step.locator('time').getAttribute('datetime'))!),
    ),
  );
  expect(paidAt! - filedAt!, 'from filed to paid, in ms').toBeLessThan(5_000);

  await expectReachedSteps(c.steps, ['Filed', 'Approved · $60.00', `Paid $60.00 to ${CARD}`]);
  await expect(c.amounts).toContainText('Claimed$60.00');
  await expect(c.amounts).toContainText('Paid fromWellness allowance');
  await expect(c.amounts.getByTestId('approved-amount')).toHaveText('$60.00');
  await expect(c.amounts.getByTestId('payout')).toContainText(`Paid $60.00 to ${CARD} on `);
  await expect(c.amounts.getByTestId('payout')).toContainText('reference ');
  await shoot(page, 'wellness-paid');

  const [paid] = await waitForEmails(customer.email, 'claim-paid', 1);
  expect(paid!.text).toContain('$60.00');
  expect(paid!.text).toContain(CARD);
  // Paid once: the approved-but-nowhere-to-pay email never went.
  await waitForEmails(customer.email, 'claim-approved', 0);
});

test('a bill over $1,000 waits for a person; an adjuster approves it at /ops and the customer is paid', async ({
  page,
  browser,
}) => {
  // A journey of several page loads, an upload and the claim's jobs: three times the usual time.
  test.slow();
  const customer = await wellnessCustomer();
  const authorization = nextAuthorization(page);
  await signInTo(page, '/dashboard/claims', customer.email);
  await fillWellnessExam(page, '1200.00');
  const claimUuid = await sendAndFollow(page, customer.petName);

  const c = claimPage(page);
  const review = c.main.getByRole('region', { name: 'A person is reviewing this claim' });
  await expect(review.getByRole('list', { name: 'Why a person reviews this claim' })).toHaveText(
    'A person checks every bill over $1,000.00.',
    { timeout: 15_000 },
  );
  await expect(review).toContainText('A person answers within 2 working days.');
  await expect(c.badge.getByText('In review', { exact: true })).toBeVisible();
  await expect(c.amounts).toContainText('Claimed$1,200.00');
  await expect(c.amounts).toContainText('Estimated at filing$75.00');
  await expect(c.amounts).toContainText('DecisionNot yet');
  await expect(c.steps.nth(1).locator('strong')).toHaveText('Passed to a person');

  // The customer cannot decide their own claim through the staff API.
  const selfApprove = await page.request.post(`/api/1.0/ops/claims/${claimUuid}/approve/`, {
    headers: { authorization: await authorization },
    data: { amountCents: EXAM_ALLOWANCE_CENTS, note: 'Approving my own claim' },
  });
  expect(selfApprove.status()).toBe(403);

  const { context, page: ops, account } = await adjusterAtOps(browser);
  try {
    const row = queueRow(ops, customer.petName);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Wellness: Wellness exam');
    await expect(row).toContainText('Bill $1,200.00');
    await expect(row).toContainText('Proposed $75.00');
    await expect(row.getByRole('list', { name: 'Why a person reviews it' })).toHaveText(
      'A person checks every bill over $1,000.00.',
    );
    await row.getByRole('link').click();
    await expect(ops).toHaveURL(new RegExp(`/ops/claims/${claimUuid}$`));
    await expect(ops.locator('[data-remote="ops"] h1')).toHaveText(/^Claim /);
    await expect(ops.getByText(customer.email)).toBeVisible();
    // Still in review: the customer's attempt changed nothing.
    await expect(ops.getByRole('region', { name: 'Why it is here' })).toContainText(
      'A person checks every bill over $1,000.00.',
    );
    const decision = ops.getByRole('region', { name: 'Decision' });
    await expect(decision).toContainText('Bill$1,200.00');
    await expect(decision).toContainText('Proposed by the engine$75.00');
    await expect(decision).toContainText('Most the terms allow$75.00');
    await expect(decision).toContainText('$75.00: what was left of the $75.00 yearly Wellness exam allowance');

    const approve = ops.getByRole('form', { name: 'Approve the claim' });
    const amount = approve.getByLabel('Amount to pay (dollars)', { exact: true });
    await expect(amount).toHaveValue('75.00');
    // More than the terms allow is refused before it is sent.
    await amount.fill('75.01');
    await approve.getByRole('button', { name: 'Approve claim' }).click();
    await expect(approve).toContainText('At most $75.00: the most the terms allow for this bill');
    await amount.fill('75.00');
    await approve.getByLabel('Note', { exact: true }).fill('Exam invoice checked: the allowance pays $75.00.');
    await approve.getByRole('button', { name: 'Approve claim' }).click();
    await expect(decision.getByRole('status')).toHaveText(/^Approved: \$75\.00\b/);

    // In review the claim page does not poll (a person answers in days): the customer comes back to it.
    await reload(page, dashboardHeading(page));
    await expect(c.main.getByRole('status').filter({ hasText: `Paid $75.00 to ${CARD}.` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(c.badge.getByText('Paid', { exact: true })).toBeVisible();
    await expectReachedSteps(c.steps, ['Filed', 'Passed to a person', 'Approved · $75.00', `Paid $75.00 to ${CARD}`]);
    await expect(c.amounts.getByTestId('approved-amount')).toHaveText('$75.00');
    await expect(c.amounts.getByTestId('payout')).toContainText(`Paid $75.00 to ${CARD}`);
    await shoot(page, 'review-paid-customer');

    await reload(ops, ops.getByRole('list', { name: 'Audit log, oldest first' }));
    // The status tag beside the claim's heading.
    await expect(
      ops.locator('[data-remote="ops"] h1').locator('xpath=..').getByText('Paid', { exact: true }),
    ).toBeVisible();
    const audit = ops.getByRole('list', { name: 'Audit log, oldest first' }).getByRole('listitem');
    const approved = audit.filter({ hasText: account.email });
    await expect(approved).toHaveCount(1);
    await expect(approved).toContainText('Approved');
    await expect(approved).toContainText('In review → Approved');
    await expect(approved).toContainText('Exam invoice checked: the allowance pays $75.00.');
    await expect(audit.last()).toContainText('Paid');
    await expect(ops.getByRole('region', { name: 'Decision' })).toContainText('Nothing to decide: this claim is paid.');
    await shoot(ops, 'review-paid-ops');
  } finally {
    await context.close();
  }
  const [paid] = await waitForEmails(customer.email, 'claim-paid', 1);
  expect(paid!.text).toContain('$75.00');
  await waitForEmails(customer.email, 'claim-in-review', 1);
});

test('a visit inside the waiting period is denied, appealed once with a note, and approved by an adjuster', async ({
  page,
  browser,
}) => {
  // A journey of several page loads, an upload and the claim's jobs: three times the usual time.
  test.slow();
  const petName = uniquePet(BISCUIT).name;
  // The default deductible is $1,000, which would take a bill of $1,000 or less whole: $250 leaves one to pay.
  const customer = await customerWith([apiDog(petName, { insurance: { deductible: 250 } })]);
  const policy = await insuranceOf(customer.email, petName);
  expect(policy.deductible).toBe(250);
  expect(policy.startDate).toBe(localToday());
  expect(policy.illnessCoverageDate > localToday()).toBe(true);
  const billCents = 90_000;
  const payCents = Math.round(((billCents - policy.deductible * 100) * policy.reimbursementPercent) / 100);
  expect(payCents).toBeGreaterThan(0);

  await signInTo(page, '/dashboard/claims', customer.email);
  const f = await openClaimForm(page);
  await f.visit('Illness').check();
  await f.date.fill(localToday());
  await f.amount.fill('900.00');
  await f.clinic.fill('Harbor Vets');
  await f.description.fill('Vomiting since this morning; bloods and fluids.');
  await f.invoices.setInputFiles(pdfFile('illness-invoice.pdf'));
  await expect(f.form.getByTestId('waiting-period-warning')).toBeVisible();
  const claimUuid = await sendAndFollow(page, petName);

  const c = claimPage(page);
  const denied = c.main.getByRole('region', { name: 'Why this claim was denied' });
  const reason = `The visit on ${dayInWords(localToday())} was inside the waiting period for illnesses, which are covered from ${dayInWords(policy.illnessCoverageDate)}.`;
  await expect(denied.getByRole('alert')).toHaveText(reason, { timeout: 15_000 });
  await expect(c.badge.getByText('Denied', { exact: true })).toBeVisible();
  await expect(c.amounts).toContainText('DecisionDenied');
  await expect(c.amounts).toContainText('Nothing is paid on this claim.');
  // The estimate at filing was $0.00 (inside the waiting period), but nothing reads as paid.
  await expect(c.main).not.toContainText('Paid $0.00');
  await expect(c.main).not.toContainText(/\bPaid\b/);
  await expectReachedSteps(c.steps, ['Filed', 'Denied']);
  const [deniedEmail] = await waitForEmails(customer.email, 'claim-denied', 1);
  expect(deniedEmail!.text).toContain('waiting period');

  const note = 'She was first sick today and the vet says it is new: please look again.';
  await denied.getByRole('heading', { name: 'Appeal this decision' }).waitFor();
  await denied.getByLabel('Why should we look again?', { exact: true }).fill(note);
  await denied.getByRole('button', { name: 'Send appeal' }).click();
  const appealed = c.main.getByRole('region', { name: 'Appeal received' });
  await expect(appealed).toContainText(`: “${note}”`);
  await expect(appealed).toContainText('A person answers within 2 working days.');
  await expect(c.badge.getByText('In review', { exact: true })).toBeVisible();
  await expect(c.amounts).toContainText('DecisionNot yet');
  await expect(c.steps.nth(2).locator('strong')).toHaveText('Appeal received');
  // One appeal: no form offered again, here or after a reload.
  await expect(c.main.getByRole('button', { name: 'Send appeal' })).toHaveCount(0);
  await reload(page, dashboardHeading(page));
  await expect(c.main.getByRole('region', { name: 'Appeal received' })).toBeVisible();
  await expect(c.main.getByRole('button', { name: 'Send appeal' })).toHaveCount(0);
  await expect(c.main.getByLabel('Why should we look again?')).toHaveCount(0);

  const { context, page: ops, account } = await adjusterAtOps(browser);
  try {
    const row = queueRow(ops, petName);
    await expect(row).toContainText('Illness');
    await expect(row).toContainText('Bill $900.00');
    await expect(row).toContainText(`Proposed ${dollars(payCents)}`);
    await row.getByRole('link').click();
    await expect(ops).toHaveURL(new RegExp(`/ops/claims/${claimUuid}$`));
    const why = ops.getByRole('region', { name: 'Why it is here' });
    await expect(why.getByRole('status').filter({ hasText: 'The customer appealed on' })).toContainText(note);
    await expect(why.getByRole('status').filter({ hasText: 'The customer appealed on' })).toContainText(MOMENT);
    const decision = ops.getByRole('region', { name: 'Decision' });
    await expect(decision).toContainText(`Most the terms allow${dollars(payCents)}`);
    await expect(decision).toContainText(`less ${dollars(policy.deductible * 100)} deductible`);
    const approve = ops.getByRole('form', { name: 'Approve the claim' });
    await expect(approve.getByLabel('Amount to pay (dollars)', { exact: true })).toHaveValue(
      (payCents / 100).toFixed(2),
    );
    await approve.getByLabel('Note', { exact: true }).fill('Appeal accepted: first signs today, covered in goodwill.');
    await approve.getByRole('button', { name: 'Approve claim' }).click();
    await expect(decision.getByRole('status')).toHaveText(
      new RegExp(`^Approved: ${dollars(payCents).replace(/[$.]/g, '\\$&')}\\b`),
    );

    await reload(page, dashboardHeading(page));
    await expect(c.main.getByRole('status').filter({ hasText: `Paid ${dollars(payCents)} to ${CARD}.` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(c.badge.getByText('Paid', { exact: true })).toBeVisible();
    await expectReachedSteps(c.steps, [
      'Filed',
      'Denied',
      'Appeal received',
      `Approved · ${dollars(payCents)}`,
      `Paid ${dollars(payCents)} to ${CARD}`,
    ]);
    await expect(c.amounts.getByTestId('payout')).toContainText(`Paid ${dollars(payCents)} to ${CARD}`);
    await expect(c.main.getByRole('button', { name: 'Send appeal' })).toHaveCount(0);
    await shoot(page, 'appeal-paid-customer');

    await reload(ops, ops.getByRole('list', { name: 'Audit log, oldest first' }));
    await expect(
      ops.locator('[data-remote="ops"] h1').locator('xpath=..').getByText('Paid', { exact: true }),
    ).toBeVisible();
    const audit = ops.getByRole('list', { name: 'Audit log, oldest first' }).getByRole('listitem');
    await expect(audit.filter({ hasText: 'Appealed' })).toContainText(note);
    await expect(audit.filter({ hasText: account.email })).toContainText('In review → Approved');
    await expect(audit.last()).toContainText('Paid');
    await shoot(ops, 'appeal-paid-ops');
  } finally {
    await context.close();
  }
  const [paid] = await waitForEmails(customer.email, 'claim-paid', 1);
  expect(paid!.text).toContain(dollars(payCents));
});

test('a signed-in customer’s token gets 403 from the staff API; an adjuster’s gets the queue', async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins, one in a second browser
  const customer = await wellnessCustomer();
  const customerAuth = nextAuthorization(page);
  await signInTo(page, '/dashboard', customer.email);
  const headers = { authorization: await customerAuth };

  const queue = await page.request.get('/api/1.0/ops/claims/', { headers });
  expect(queue.status()).toBe(403);
  expect(await queue.json()).toMatchObject({ error: { code: 'Forbidden' } });
  const approve = await page.request.post(`/api/1.0/ops/claims/${randomUUID()}/approve/`, {
    headers,
    data: { amountCents: 100, note: 'Not mine to approve' },
  });
  expect(approve.status()).toBe(403);
  // The same token still works where a customer belongs.
  expect((await page.request.get('/api/1.0/me/', { headers })).status()).toBe(200);
  // Without a token it is 401, not 403.
  expect((await page.request.get('/api/1.0/ops/claims/')).status()).toBe(401);

  // The gate is the role: an adjuster's token, taken the same way from the /ops pages, reads the queue.
  const context = await browser.newContext();
  try {
    const ops = await context.newPage();
    const account = await createAccount(ops, { role: STAFF_ROLE });
    const staffAuth = nextAuthorization(ops);
    await signInAtOps(ops, account);
    const staffQueue = await ops.request.get('/api/1.0/ops/claims/', { headers: { authorization: await staffAuth } });
    expect(staffQueue.status()).toBe(200);
    expect(await staffQueue.json()).toHaveProperty('claims');
  } finally {
    await context.close();
  }
});
