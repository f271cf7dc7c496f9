// A checkout left unfinished comes back: a visitor prices a plan and opens checkout, signed in or not, and leaves before
// paying; signed in on another device (a fresh browser), or signed up there with the quiz's email once it is confirmed,
// the dashboard and the home page offer "Finish buying <pet>'s plan", and the link opens the same price, ready for
// checkout. With SCREENSHOTS=1 it also saves the dashboard card, the home page and the quote email's view at 360 and
// 1280 px into SCREENSHOTS_DIR.
// covers: mfe-quiz, mfe-dashboard, mfe-marketing, api
import { expect, test, type Page } from '@playwright/test';
import type { Outbox } from '@tailwise/shared/contract';
import { mkdirSync } from 'node:fs';
import { dashboard, dashboardHeading } from '../../support/dashboard';
import {
  apiOk,
  createAccountStep,
  expectStep,
  newVisitor,
  PASSWORD,
  quizToPrice,
  signInHere,
  waitForPrice,
} from '../../support/quiz';

const DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(DIR, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The newest email of this kind to the address, once the outbox has it. */
async function emailTo(to: string, template: string) {
  let found: Outbox['emails'][number] | undefined;
  await expect
    .poll(async () => {
      const outbox = await apiOk<Outbox>('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
      found = outbox.emails.find((m) => m.template === template);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A link from an email, on this stack's origin (the API writes its public site URL). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('a quote left at checkout follows the customer to a fresh browser, and resumes at its price', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const v = newVisitor();
  await page.goto('/start');
  const price = await quizToPrice(page, v);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  const kept = page.waitForResponse(
    (r) => /\/api\/1\.0\/leads\/[0-9a-f-]{36}\/cart\/$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await createAccountStep(page, v.email);
  await expectStep(page, 'Your details', 'Step 2 of 3');
  expect((await kept).status()).toBe(200);
  await page.close();

  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto('/dashboard');
    await signInHere(fresh, v.email);
    await expect(dashboardHeading(fresh)).toBeVisible();
    const card = dashboard(fresh).getByRole('region', { name: `Finish buying ${v.pet.name}’s plan` });
    await expect(card).toBeVisible();
    await shoot(fresh, 'dashboard-unfinished-quote');

    await fresh.goto('/');
    const cta = fresh.getByRole('link', { name: `Finish buying ${v.pet.name}’s plan` });
    await expect(cta).toBeVisible();
    await shoot(fresh, 'home-unfinished-quote');

    await cta.click();
    await expect(fresh).toHaveURL(/\/onboard\/price\?lid=[0-9a-f-]{36}$/);
    expect(await waitForPrice(fresh)).toBe(price);
    await fresh.getByRole('button', { name: 'Continue to checkout' }).click();
    await expectStep(fresh, 'Your details', 'Step 1 of 2');
  } finally {
    await other.close();
  }
});

test('a quote left at checkout signed out follows its email to a new account on a fresh browser, once confirmed', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const v = newVisitor();
  await page.goto('/start');
  const price = await quizToPrice(page, v);
  const kept = page.waitForResponse(
    (r) => /\/api\/1\.0\/leads\/[0-9a-f-]{36}\/cart\/$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expectStep(page, 'Create your account');
  const keptResponse = await kept;
  expect(keptResponse.status()).toBe(200);
  expect(keptResponse.request().headers().authorization).toBeUndefined();
  const leadUuid = /leads\/([0-9a-f-]{36})\/cart/.exec(keptResponse.url())![1];
  await shoot(page, 'checkout-account-signed-out');
  await page.close();

  // The copy of the quote the contact step promised: our link only, and no name the visitor typed.
  const saved = await emailTo(v.email, 'quote-saved');
  expect(saved.links.map(pathOf)).toEqual([`/onboard?lid=${leadUuid}`]);
  expect(saved.text).not.toContain(v.pet.name);

  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto('/dashboard');
    await expect(fresh.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await fresh.getByRole('button', { name: 'Create an account' }).click();
    await fresh.getByLabel('Email', { exact: true }).fill(v.email);
    await fresh.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await fresh.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    const askedBefore = fresh.waitForResponse((r) => r.url().endsWith('/api/1.0/me/unfinished-quote/'));
    await fresh.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(dashboardHeading(fresh)).toBeVisible();
    // Anyone can type an address into the quiz: until the account confirms it, the quote is not offered.
    expect(await (await askedBefore).json()).toEqual({ unfinishedQuote: null });
    await expect(dashboard(fresh).getByRole('region', { name: /^Finish buying/ })).toHaveCount(0);

    const confirmation = await emailTo(v.email, 'email-confirmation');
    await fresh.goto(pathOf(confirmation.links[0]!));
    await expect(fresh.getByRole('region', { name: 'Your email address is confirmed' })).toBeVisible();
    await dashboard(fresh).getByRole('link', { name: 'Overview' }).first().click();
    const card = dashboard(fresh).getByRole('region', { name: `Finish buying ${v.pet.name}’s plan` });
    await expect(card).toBeVisible();
    await shoot(fresh, 'dashboard-unfinished-quote-confirmed');

    await card.getByRole('link', { name: 'Finish buying' }).click();
    await expect(fresh).toHaveURL(new RegExp(`/onboard/price\\?lid=${leadUuid}$`));
    expect(await waitForPrice(fresh)).toBe(price);
    await shoot(fresh, 'resumed-price-signed-out-quote');
    await fresh.getByRole('button', { name: 'Continue to checkout' }).click();
    await expectStep(fresh, 'Your details', 'Step 1 of 2');
    await shoot(fresh, 'resumed-checkout-signed-out-quote');
  } finally {
    await other.close();
  }
});
