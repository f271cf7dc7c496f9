// Helpers for the quiz and checkout end-to-end tests: answer each step as a visitor would (by label and
// role), fill checkout, and read the API directly (E2E_API_URL, or the gateway) with a customer's ID token
// from the Auth emulator, so a test can check what was really bought.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type {
  CheckoutPet,
  CheckoutRequest,
  CheckoutResult,
  Lead,
  Me,
  Outbox,
  PetList,
} from '@tailwise/shared/contract';
import { uniqueEmail } from './auth';

export const PASSWORD = 'pawsome123';
export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

export interface PetAnswers {
  name: string;
  species: 'Dog' | 'Cat';
  /** The breed as listed, e.g. "Labrador Retriever". */
  breed: string;
  /** The age option's label, e.g. "3 years" or "Under 1 year". */
  age: string;
}

export const BISCUIT: PetAnswers = { name: 'Biscuit', species: 'Dog', breed: 'Labrador Retriever', age: '3 years' };
export const MISO: PetAnswers = { name: 'Miso', species: 'Cat', breed: 'Siamese', age: '2 years' };

/** A pet name no other test uses, so parallel tests never share pets. */
export const uniquePet = (base: PetAnswers): PetAnswers => ({
  ...base,
  name: `${base.name} ${Math.random().toString(36).slice(2, 6)}`,
});

/** The quiz's main heading (the remote's h1, not the prerendered copy or the header). */
export const stepHeading = (page: Page): Locator => page.locator('[data-remote="quiz"] h1');

export async function expectStep(page: Page, heading: string | RegExp, progress?: string) {
  await expect(stepHeading(page)).toHaveText(heading);
  if (progress) await expect(page.locator('[data-remote="quiz"]').getByText(progress, { exact: true })).toBeVisible();
}

/** Step 1: the pet's name and species (and, on /promo, a promo code). */
export async function answerPetStep(page: Page, pet: Pick<PetAnswers, 'name' | 'species'>, promoCode?: string) {
  await expect(stepHeading(page)).toHaveText(/Tell us about your (next )?pet/);
  const name = page.getByRole('textbox', { name: 'Your pet’s name' });
  await expect(name).toBeEnabled();
  await name.fill(pet.name);
  await page.getByRole('radiogroup', { name: 'Dog or cat?' }).getByRole('radio', { name: pet.species }).check();
  if (promoCode !== undefined) await page.getByRole('textbox', { name: /^Promo code/ }).fill(promoCode);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Step 2: breed (picked from the searchable list) and age. */
export async function answerBreedStep(page: Page, pet: PetAnswers) {
  await expect(stepHeading(page)).toHaveText(`What breed is ${pet.name}, and how old?`);
  const breed = page.getByRole('combobox', { name: `${pet.name}’s breed` });
  await breed.fill(pet.breed);
  await page.getByRole('option', { name: pet.breed, exact: true }).click();
  await expect(breed).toHaveValue(pet.breed);
  await page.getByLabel(`${pet.name}’s age`).selectOption({ label: pet.age });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Step 3 of the new-visitor flows: ZIP and email (creates the lead). */
export async function answerContactStep(page: Page, zipCode: string, email: string) {
  await expect(stepHeading(page)).toHaveText(/Last step before/);
  await page.getByRole('textbox', { name: 'ZIP code' }).fill(zipCode);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'See my price' }).click();
}

/** The ZIP step of the upsell and benefits flows. */
export async function answerZipStep(page: Page, zipCode: string) {
  await expect(stepHeading(page)).toHaveText(/^Where does .+ live\?$/);
  await page.getByRole('textbox', { name: 'ZIP code' }).fill(zipCode);
  await page.getByRole('button', { name: 'See my price' }).click();
}

export const quoteTotal = (page: Page): Locator => page.getByTestId('quote-total');

/** Waits until the price screen shows a figure (not the placeholder) and returns it, e.g. "$52.18/mo". */
export async function waitForPrice(page: Page): Promise<string> {
  await expect(stepHeading(page)).toHaveText(/’s plan$|^Your pets’ plan$/);
  await expect(quoteTotal(page)).toHaveText(/^\$[\d,]+\.\d\d\//);
  await expect(page.getByText('Updating your price…')).toBeHidden();
  return (await quoteTotal(page).innerText()).trim();
}

/** "$52.18/mo" → 5218 */
export const centsOf = (text: string): number => {
  const m = /\$([\d,]+)\.(\d\d)/.exec(text);
  if (!m) throw new Error(`No amount in "${text}"`);
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]);
};

/** The price screen offers wellness beside the insurance, unticked: this adds a plan (e.g. "Classic") for a pet. */
export async function addWellnessPlan(page: Page, petName: string, plan: string) {
  const before = (await quoteTotal(page).innerText()).trim();
  await page
    .getByRole('radiogroup', { name: `Add a wellness plan for ${petName}?` })
    .getByRole('radio', { name: new RegExp(`^${plan}`) })
    .check();
  await expect(quoteTotal(page)).not.toHaveText(before);
  return waitForPrice(page);
}

export interface NewVisitor {
  pet: PetAnswers;
  zipCode: string;
  email: string;
}

export const newVisitor = (overrides: Partial<NewVisitor> = {}): NewVisitor => ({
  pet: uniquePet(BISCUIT),
  zipCode: '10001',
  email: uniqueEmail(),
  ...overrides,
});

/** A new visitor who has answered /start's first question and stands on the breed question (Step 2 of 4). */
export async function newVisitorAtBreed(page: Page, visitor: NewVisitor = newVisitor()): Promise<NewVisitor> {
  await page.goto('/start');
  await answerPetStep(page, visitor.pet);
  await expectStep(page, `What breed is ${visitor.pet.name}, and how old?`, 'Step 2 of 4');
  return visitor;
}

/** From the first question of /start (or /promo, /onboard) to the price. */
export async function quizToPrice(page: Page, visitor: NewVisitor, promoCode?: string) {
  await answerPetStep(page, visitor.pet, promoCode);
  await answerBreedStep(page, visitor.pet);
  await answerContactStep(page, visitor.zipCode, visitor.email);
  return waitForPrice(page);
}

export interface Address {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

export const NEW_YORK: Address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '350 Fifth Avenue',
  city: 'New York',
  state: 'New York',
  zipCode: '10001',
  phone: '2125550123',
};

/** Checkout's account step: create the account with the quiz's email (prefilled). */
export async function createAccountStep(page: Page, email: string, password = PASSWORD) {
  await expectStep(page, 'Create your account', 'Step 1 of 3');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await page.getByLabel('Create a password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account and continue' }).click();
}

/** Checkout's details step. */
export async function fillDetailsStep(page: Page, address: Address = NEW_YORK) {
  await expect(stepHeading(page)).toHaveText('Your details');
  const own = page.getByRole('group', { name: 'Your address' });
  await own.getByRole('textbox', { name: 'First name' }).fill(address.firstName);
  await own.getByRole('textbox', { name: 'Last name' }).fill(address.lastName);
  await own.getByRole('textbox', { name: 'Street address' }).fill(address.address);
  await own.getByRole('textbox', { name: 'City' }).fill(address.city);
  await own.getByRole('textbox', { name: 'ZIP code' }).fill(address.zipCode);
  await own.getByRole('combobox', { name: 'State' }).selectOption({ label: address.state });
  await page.getByLabel('Mobile phone', { exact: true }).fill(address.phone);
  await expect(page.getByLabel('My billing address is the same as my address')).toBeChecked();
  await page.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export const payButton = (page: Page): Locator => page.getByRole('button', { name: /^(Pay \$[\d,.]+|Enroll)$/ });

/** The pay step's card fields. */
export async function fillCard(page: Page, number = GOOD_CARD, expiry = '12 / 34', cvc = '123') {
  await expect(stepHeading(page)).toHaveText('Review and pay');
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiry (MM / YY)', { exact: true }).fill(expiry);
  await page.getByLabel('Security code', { exact: true }).fill(cvc);
}

/** Waits until the pay button shows the confirmed total and returns it in cents (null for GROUP). */
export async function readyToPay(page: Page): Promise<number | null> {
  await expect(payButton(page)).toBeEnabled();
  const label = (await payButton(page).innerText()).trim();
  return label === 'Enroll' ? null : centsOf(label);
}

/** The success view's heading. */
export async function expectCovered(page: Page, petName: string) {
  await expect(stepHeading(page)).toHaveText(`${petName} is covered`, { timeout: 20_000 });
}

/** From the price screen of a new-visitor flow to a completed card purchase. */
export async function checkoutAsNewCustomer(page: Page, visitor: NewVisitor, address: Address = NEW_YORK) {
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await createAccountStep(page, visitor.email);
  await fillDetailsStep(page, address);
  await fillCard(page);
  const cents = await readyToPay(page);
  await payButton(page).click();
  await expectCovered(page, visitor.pet.name);
  return cents;
}

// ---- The API, read directly -------------------------------------------------------------------------

const apiBase = () => `${process.env.E2E_API_URL ?? process.env.E2E_BASE_URL}/api/1.0`;
const emulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

async function emulatorCall(action: 'signUp' | 'signInWithPassword', email: string, password: string) {
  const res = await fetch(`${emulator()}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!res.ok || !body.idToken) throw new Error(`Auth emulator ${action}: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

/** A customer's ID token, as the browser would send it. */
export const idTokenFor = (email: string, password = PASSWORD) => emulatorCall('signInWithPassword', email, password);

/** A new account made straight in the Auth emulator (the browser then signs in with it). */
export async function createAccount(email = uniqueEmail(), password = PASSWORD) {
  const token = await emulatorCall('signUp', email, password);
  return { email, password, token };
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${apiBase()}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function apiOk<T>(method: 'GET' | 'POST' | 'PUT', path: string, options?: Parameters<typeof api>[2]) {
  const res = await api<T>(method, path, options);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const getMe = (token: string) => apiOk<Me>('GET', '/me/', { token });
export const getPets = async (token: string) => (await apiOk<PetList>('GET', '/pets/', { token })).pets;
export const getLead = (uuid: string) => apiOk<Lead>('GET', `/leads/${uuid}`);

/** The newest email to this address, once the sandbox mailer has it. */
export async function latestEmailTo(to: string) {
  let found: Outbox['emails'][number] | undefined;
  await expect
    .poll(async () => {
      const outbox = await apiOk<Outbox>('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
      found = outbox.emails[0];
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/**
 * A customer who already owns these pets and what they bought (through the API, with a test card), for the
 * upsell flows. The card stays in their wallet and their address on their profile.
 */
export async function customerWith(pets: CheckoutPet[]) {
  const account = await createAccount();
  const card = await apiOk<{ token: string }>('POST', '/payments/tokens/', {
    token: account.token,
    body: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '10001' },
  });
  const request: CheckoutRequest = {
    billingInterval: 'month',
    isUncapped: false,
    shippingAddress: {
      firstName: 'Grace',
      lastName: 'Hopper',
      address: '1 Main Street',
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
    },
    phone: '2125550199',
    payment: { provider: 'CARD', token: card.token },
    pets,
  };
  const result = await apiOk<CheckoutResult>('POST', '/checkout/', {
    token: account.token,
    body: request,
    headers: { 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  return { ...account, result };
}

/** A dog as the API takes it: a Labrador Retriever (breed 177), 3 years old. */
export const apiDog = (name: string, buys: Pick<CheckoutPet, 'insurance' | 'wellnessPlanId'>): CheckoutPet => ({
  name,
  petType: 0,
  breedId: 177,
  age: 3,
  ...buys,
});

/** Signs in on the shell's sign-in screen, which a gated route (the upsells, the dashboard) shows in place. */
export async function signInHere(page: Page, email: string, password = PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

// ---- Accessibility ----------------------------------------------------------------------------------

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe with the WCAG 2.1 A/AA rules: the list of violations, each with the nodes it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page, where: string) {
  expect(await axeViolations(page), `axe violations on ${where}`).toEqual([]);
}

/** The step's heading has focus (as it should after each step change). */
export async function expectHeadingFocused(page: Page) {
  await expect(stepHeading(page)).toBeFocused();
}

/**
 * A new visitor's whole /start purchase, calling `at(name)` on each screen once it has settled: the three
 * questions, the price, the three checkout steps and the success screen. The accessibility checks and the
 * screenshots both walk it.
 */
export async function walkStartPurchase(page: Page, at: (name: string, progress: string | null) => Promise<void>) {
  const v = newVisitor();
  await page.goto('/start');
  await expect(page.getByRole('textbox', { name: 'Your pet’s name' })).toBeEnabled();
  await at('start-1-pet', 'Step 1 of 4');
  await answerPetStep(page, v.pet);
  await expect(page.getByRole('combobox', { name: `${v.pet.name}’s breed` })).toBeVisible();
  await at('start-2-breed', 'Step 2 of 4');
  await answerBreedStep(page, v.pet);
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toBeVisible();
  await at('start-3-contact', 'Step 3 of 4');
  await answerContactStep(page, v.zipCode, v.email);
  await waitForPrice(page);
  await at('start-4-price', 'Step 4 of 4');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByLabel('Create a password', { exact: true })).toBeVisible();
  await at('checkout-1-account', 'Step 1 of 3');
  await createAccountStep(page, v.email);
  await expect(page.getByLabel('Mobile phone', { exact: true })).toBeVisible();
  await at('checkout-2-details', 'Step 2 of 3');
  await fillDetailsStep(page);
  await readyToPay(page);
  await at('checkout-3-pay', 'Step 3 of 3');
  await fillCard(page);
  await readyToPay(page);
  await payButton(page).click();
  await expectCovered(page, v.pet.name);
  await at('checkout-success', null);
}
