// Money must be exact: a declined card keeps every entry but the number, a double click or a refresh
// while paying is one purchase, and a price that moved on the server is shown and confirmed again.
// Each test checks what the API holds afterwards with the customer's own ID token.
// covers: mfe-quiz, api
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  centsOf,
  createAccountStep,
  expectCovered,
  fillCard,
  fillDetailsStep,
  getMe,
  getPets,
  idTokenFor,
  newVisitor,
  payButton,
  quizToPrice,
  readyToPay,
  DECLINED_CARD,
  GOOD_CARD,
  NEW_YORK,
  type NewVisitor,
} from '../../support/quiz';

/** /start to the pay step with a new account and the New York address. */
async function toPayStep(page: Page, v: NewVisitor) {
  await page.goto('/start');
  const price = await quizToPrice(page, v);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await createAccountStep(page, v.email);
  await fillDetailsStep(page);
  return price;
}

async function expectOnePurchase(email: string, petName: string) {
  const token = await idTokenFor(email);
  const me = await getMe(token);
  expect(me.insuranceAgreements).toHaveLength(1);
  const pets = await getPets(token);
  expect(pets.map((p) => p.name)).toEqual([petName]);
}

const checkoutCalls = (page: Page) => {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/1.0/checkout/') calls.push(r);
  });
  return calls;
};

test('a declined card: the message sits next to the card number, says nothing was charged, and the whole card is cleared', async ({
  page,
}) => {
  const v = newVisitor();
  await toPayStep(page, v);
  await fillCard(page, DECLINED_CARD, '11 / 33', '321');
  await readyToPay(page);
  await payButton(page).click();

  const number = page.getByRole('textbox', { name: 'Card number' });
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(/declined/i);
  await expect(number).toBeFocused();
  await expect(number).toHaveValue('');
  // The refused card's expiry and code go with its number; the billing ZIP and the address stay.
  await expect(page.getByRole('textbox', { name: 'Expiry (MM / YY)' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Security code' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Billing ZIP' })).toHaveValue(NEW_YORK.zipCode);
  await expect(page.locator('address')).toContainText(NEW_YORK.address);
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was charged' })).toContainText(
    'Try another card, or call your bank',
  );
  const me = await getMe(await idTokenFor(v.email));
  expect(me.insuranceAgreements).toHaveLength(0);

  // The same form then buys with a good card.
  await fillCard(page, GOOD_CARD);
  await readyToPay(page);
  await payButton(page).click();
  await expectCovered(page, v.pet.name);
  await expectOnePurchase(v.email, v.pet.name);
});

test('a double click on Pay makes exactly one purchase', async ({ page }) => {
  const v = newVisitor();
  await toPayStep(page, v);
  await fillCard(page);
  await readyToPay(page);
  const calls = checkoutCalls(page);
  await payButton(page).dblclick();
  await expectCovered(page, v.pet.name);

  expect(calls.length).toBeGreaterThanOrEqual(1);
  expect(new Set(calls.map((c) => c.headers()['idempotency-key'])).size).toBe(1);
  await expectOnePurchase(v.email, v.pet.name);
});

test('a refresh while the payment is on its way resends the same attempt: one purchase', async ({ page }) => {
  const v = newVisitor();
  await toPayStep(page, v);
  await fillCard(page);
  await readyToPay(page);

  const calls = checkoutCalls(page);
  let reachedServer!: () => void;
  const firstProcessed = new Promise<void>((resolve) => (reachedServer = resolve));
  let held = false;
  await page.route('**/api/1.0/checkout/', async (route) => {
    if (held) return route.continue();
    held = true;
    await route.fetch(); // the server buys, but the answer never reaches the page
    reachedServer();
  });
  await payButton(page).click();
  await firstProcessed;
  await page.reload();
  await expectCovered(page, v.pet.name);

  expect(calls.length).toBe(2);
  expect(calls[1]!.headers()['idempotency-key']).toBe(calls[0]!.headers()['idempotency-key']);
  expect(calls[1]!.postData()).toBe(calls[0]!.postData());
  await expectOnePurchase(v.email, v.pet.name);
});

test('PriceChanged: the server’s new total is shown and a second confirmation buys at it', async ({ page }) => {
  const v = newVisitor();
  // Every quote the page sees is a dollar off the server's, as if prices moved while the visitor shopped.
  const SKEW = 100;
  // Only quotes asked before the checkout went out are skewed: the page's refetch after the 409 must see
  // the server's price, however quickly it follows the answer.
  let checkoutSent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/1.0/checkout/')) checkoutSent = true;
  });
  await page.route('**/api/1.0/quotes/', async (route) => {
    const skew = !checkoutSent;
    // A quote the page no longer waits for (a newer choice replaced it) is aborted: nothing to answer then.
    const response = await route.fetch().catch(() => null);
    if (!response) return;
    const body = (await response.json()) as { totalCents?: number };
    if (skew && typeof body.totalCents === 'number') body.totalCents -= SKEW;
    await route.fulfill({ response, json: body }).catch(() => undefined);
  });
  const shown = await toPayStep(page, v);
  await fillCard(page);
  const seen = await readyToPay(page);
  expect(seen).toBe(centsOf(shown));

  const calls = checkoutCalls(page);
  const conflict = page.waitForResponse((r) => r.url().endsWith('/api/1.0/checkout/') && r.status() === 409);
  await payButton(page).click();
  const answer = (await (await conflict).json()) as { error: { code: string; details: { totalCents: number } } };
  expect(answer.error.code).toBe('PriceChanged');
  const real = answer.error.details.totalCents;
  expect(real).toBe(seen! + SKEW);
  await page.unroute('**/api/1.0/quotes/');

  const money = (c: number) => `$${(c / 100).toFixed(2)}`;
  await expect(page.getByText(`The price changed from ${money(seen!)} to ${money(real)} per month`)).toBeVisible();
  await expect(page.getByTestId('quote-total')).toContainText(money(real));
  expect(await readyToPay(page)).toBe(real);
  await payButton(page).click();
  await expectCovered(page, v.pet.name);
  await expect(page.getByText(`We charged ${money(real)} to your Visa ending 4242.`)).toBeVisible();

  expect(calls).toHaveLength(2);
  expect(JSON.parse(calls[1]!.postData()!)).toMatchObject({ expectedTotalCents: real });
  await expectOnePurchase(v.email, v.pet.name);
});
