// Helpers for the dashboard's end-to-end tests: a fresh customer who bought a plan (through the quiz, or
// straight through the API when the purchase is not what a test is about), signing in on the gate, the
// seeded demo customer (read only), invoice files to upload, and reading a PDF's text as a viewer would.
import { expect, type Locator, type Page } from '@playwright/test';
import type { InsuranceAgreement } from '@tailwise/shared/contract';
import {
  addWellnessPlan,
  apiDog,
  checkoutAsNewCustomer,
  customerWith,
  getMe,
  getPets,
  idTokenFor,
  newVisitor,
  quizToPrice,
  signInHere,
  uniquePet,
  BISCUIT,
  PASSWORD,
  type NewVisitor,
} from './quiz';

/** Seeded by the API outside production (api/README.md): Biscuit (insured, five claims) and Miso (wellness). */
export const DEMO = { email: 'demo@tailwise.example', password: process.env.DEMO_PASSWORD ?? 'Tailwise-demo-2024' };

/** The dashboard remote's own content (not the shell's header or footer). */
export const dashboard = (page: Page): Locator => page.locator('[data-remote="dashboard"]');
export const dashboardHeading = (page: Page): Locator => dashboard(page).locator('h1');

/** Opens `path`, signs in on the gate shown there, and waits for the dashboard page itself. */
export async function signInTo(page: Page, path: string, email: string, password = PASSWORD) {
  await page.goto(path);
  await signInHere(page, email, password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(dashboardHeading(page)).toBeVisible();
}

/**
 * A new visitor who plays /start and buys insurance and the classic wellness plan for one dog with a card, as a
 * customer would; the browser is then signed in as them. Their plan starts today, so it is inside the free-look period.
 */
export async function buyThroughQuiz(page: Page): Promise<NewVisitor & { chargedCents: number }> {
  const visitor = newVisitor();
  await page.goto('/start');
  await quizToPrice(page, visitor);
  // Wellness is offered, not chosen for the visitor: this customer adds the classic plan.
  await addWellnessPlan(page, visitor.pet.name, 'Classic');
  const chargedCents = await checkoutAsNewCustomer(page, visitor);
  if (chargedCents === null) throw new Error('A card purchase should charge an amount');
  return { ...visitor, chargedCents };
}

/** A fresh customer with one insured dog, bought through the API (the purchase is not under test). */
export async function insuredCustomer() {
  const petName = uniquePet(BISCUIT).name;
  const customer = await customerWith([apiDog(petName, { insurance: {} })]);
  return { ...customer, petName };
}

/** The customer's insurance agreement for a pet, as the API holds it now. */
export async function insuranceOf(email: string, petName: string, password = PASSWORD): Promise<InsuranceAgreement> {
  const token = await idTokenFor(email, password);
  const [me, pets] = await Promise.all([getMe(token), getPets(token)]);
  const pet = pets.find((p) => p.name === petName);
  const found = me.insuranceAgreements.find((a) => a.pet === pet?.uuid);
  if (!found) throw new Error(`${email} has no insurance for ${petName}`);
  return found;
}

/** Today in the browser's calendar (the stack and the browser share this machine's zone). */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A small but real PDF (the API checks the file's first bytes, not only its name). */
export function pdfFile(name = 'invoice.pdf', text = 'Vet invoice') {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >> endobj',
    `% ${text}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A file over the contract's 10 MB limit, with a PDF's type and first bytes. */
export function oversizedPdf(name = 'scan.pdf') {
  const buffer = Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20);
  buffer.write('%PDF-1.4\n', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

/** The text of a PDF as a viewer shows it (pdf.js, as the API's own tests read it). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    lines.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return lines.join('\n').replace(/\s+/g, ' ');
}

/** Opens the claim form on /dashboard/claims (the page shows the claims first) and returns it. */
export async function openClaimForm(page: Page) {
  await dashboard(page).getByRole('button', { name: 'File a claim' }).click();
  const f = claimForm(page);
  await expect(f.form).toBeVisible();
  return f;
}

/** The claim form on /dashboard/claims once it is open, its fields by their labels. */
export function claimForm(page: Page) {
  const form = page.getByRole('form', { name: 'File a claim' });
  return {
    form,
    visit: (condition: 'Accident' | 'Illness' | 'Cruciate ligament') =>
      form.getByRole('radiogroup', { name: 'What was the visit for?' }).getByRole('radio', { name: condition }),
    claimType: (type: 'Insurance' | 'Wellness item') =>
      form.getByRole('radiogroup', { name: 'Claim type' }).getByRole('radio', { name: new RegExp(`^${type}`) }),
    wellnessItem: form.getByLabel('Which wellness item?', { exact: true }),
    date: form.getByLabel('Date of service', { exact: true }),
    amount: form.getByLabel('Invoice total (US$)', { exact: true }),
    clinic: form.getByLabel('Vet clinic', { exact: true }),
    description: form.getByLabel('What happened?', { exact: true }),
    wellnessDescription: form.getByLabel('What was done?', { exact: true }),
    // A file input's role is a button named by its label and the "Choose files" button.
    invoices: form.getByRole('button', { name: 'Invoices Choose files', exact: true }),
    toSend: form.getByRole('list', { name: 'Invoices to send' }),
    send: form.getByRole('button', { name: 'Send claim' }),
  };
}

export type DashboardPageName = 'overview' | 'claims' | 'claim' | 'pets' | 'profile' | 'refer';

/** Goes to a dashboard section through its own navigation (no page load). */
export async function openSection(page: Page, name: 'Overview' | 'Claims' | 'Pets' | 'Profile' | 'Refer a friend') {
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name, exact: true }).click();
}

/**
 * The demo customer's every dashboard page, once each has loaded what it shows (no skeletons left), calling
 * `at(name)` on each. Read only: it changes nothing, so parallel tests may walk it at once. The claim detail
 * is the denied claim, which has the most to show (timeline, amounts, the reason, its invoice). Pages are
 * reached through the dashboard's navigation after one sign-in: the API re-saves the demo account's password
 * every 30 s, which ends its sessions, so a page load later on may find the demo customer signed out.
 */
export async function walkDemoDashboard(page: Page, at: (name: DashboardPageName) => Promise<void>) {
  const main = dashboard(page);
  await signInTo(page, '/dashboard', DEMO.email, DEMO.password);
  await expect(main.getByRole('article', { name: 'Biscuit' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Open claims' }).getByRole('link', { name: 'All claims' }),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Next payment' })).toContainText('$');
  await at('overview');

  await openSection(page, 'Claims');
  await expect(main.getByRole('list', { name: 'Claims' }).getByRole('listitem').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'File a claim' })).toBeVisible();
  await at('claims');

  await main.getByRole('list', { name: 'Claims' }).getByRole('link').filter({ hasText: 'Denied' }).first().click();
  await expect(dashboardHeading(page)).toHaveText(/claim for Biscuit$/);
  await expect(main.getByRole('heading', { name: 'Why this claim was denied' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Invoices' }).getByRole('button').first()).toBeVisible();
  await at('claim');

  await openSection(page, 'Pets');
  await expect(
    main.getByRole('article', { name: 'Biscuit' }).getByRole('button', { name: /^Download declarations/ }),
  ).toBeVisible();
  await expect(main.getByRole('article', { name: 'Miso' })).toBeVisible();
  await at('pets');

  await openSection(page, 'Profile');
  await expect(main.getByText(/Visa ending 4242/).first()).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Contact details' }).getByLabel('First name', { exact: true }),
  ).not.toHaveValue('');
  await at('profile');

  await openSection(page, 'Refer a friend');
  await expect(main.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(main.getByRole('region', { name: /reward/i })).toBeVisible();
  await at('refer');
}
