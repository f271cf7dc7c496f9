// The claims page puts the customer's claims first and opens the claim form on request: at 360 px the list used to
// start about 2,400 px down, below an empty form. At 1280 px the amounts line up in columns. With SCREENSHOTS=1 it
// also saves the page, with claims and empty, at both widths (SCREENSHOTS_DIR, default /tmp/shots).
// covers: mfe-dashboard, api
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { claimForm, dashboard, DEMO, insuredCustomer, signInTo } from '../../support/dashboard';

const DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true, animations: 'disabled' });
}

test('at 360 px the claims come first, and “File a claim” opens the form', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInTo(page, '/dashboard/claims', DEMO.email, DEMO.password);
  const main = dashboard(page);
  const first = main.getByRole('list', { name: 'Claims' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(claimForm(page).form).toHaveCount(0);
  // The first claim starts on the first screen, not below a form.
  const top = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(800);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'claims-360');

  const open = main.getByRole('button', { name: 'File a claim' });
  await open.click();
  await expect(claimForm(page).form).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('heading', { name: 'File a claim' })).toBeFocused();
  await shoot(page, 'claims-form-open-360');
});

test('at 1280 px the claimed and paid-back amounts line up in right-aligned columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInTo(page, '/dashboard/claims', DEMO.email, DEMO.password);
  const list = dashboard(page).getByRole('list', { name: 'Claims' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const edges = async (testId: string) =>
    list.getByTestId(testId).evaluateAll((els) =>
      els.map((el) => ({
        right: Math.round(el.getBoundingClientRect().right),
        figures: getComputedStyle(el).fontVariantNumeric,
      })),
    );
  const claimed = await edges('claimed-amount');
  const outcome = await edges('outcome-amount');
  // The demo customer has five claims, most with an amount back.
  expect(claimed.length).toBeGreaterThanOrEqual(5);
  expect(outcome.length).toBeGreaterThanOrEqual(2);
  expect(new Set(claimed.map((c) => c.right)).size).toBe(1);
  expect(new Set(outcome.map((c) => c.right)).size).toBe(1);
  // Two columns, the outcome right of what was claimed.
  expect(outcome[0]!.right).toBeGreaterThan(claimed[0]!.right);
  expect([...claimed, ...outcome].every((c) => c.figures.includes('tabular-nums'))).toBe(true);
  await shoot(page, 'claims-1280');
});

test('a customer with no claims is told so, with the button to file one', async ({ page }) => {
  const customer = await insuredCustomer();
  await signInTo(page, '/dashboard/claims', customer.email);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const main = dashboard(page);
    await expect(main.getByText('You haven’t filed a claim yet.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'File a claim' })).toBeVisible();
    await expect(claimForm(page).form).toHaveCount(0);
    await shoot(page, `claims-empty-${width}`);
  }
});

test('the overview’s “File a claim” opens the form directly', async ({ page }) => {
  await signInTo(page, '/dashboard/claims#file-a-claim', DEMO.email, DEMO.password);
  await expect(claimForm(page).send).toBeVisible();
});
