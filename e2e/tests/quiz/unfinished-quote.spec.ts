// A checkout left unfinished comes back: a visitor prices a plan, makes their account at checkout and leaves before
// paying; signed in on another device (a fresh browser), the dashboard and the home page offer "Finish buying
// <pet>'s plan", and the link opens the same price, ready for checkout. With SCREENSHOTS=1 it also saves the
// dashboard card and the home page at 360 and 1280 px into SCREENSHOTS_DIR.
// covers: mfe-quiz, mfe-dashboard, mfe-marketing, api
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dashboard, dashboardHeading } from '../../support/dashboard';
import { createAccountStep, expectStep, newVisitor, quizToPrice, signInHere, waitForPrice } from '../../support/quiz';

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
