// Pages the app draws after data or a decision arrives keep the footer back until their content is there, so
// nothing in view is pushed down (CLS): the VeTalk page waiting on Remote Config, the upsell's first step waiting
// on the account, and a checkout without a cart sending the visitor to the flow's first question.
// covers: shell, mfe-marketing, mfe-quiz
import { expect, test, type Page } from '@playwright/test';
import { layoutShift, waitForApp, watchLayoutShifts } from '../../support/app-ready';
import { insuredCustomer, signInTo } from '../../support/dashboard';

test.use({ viewport: { width: 412, height: 823 } });

async function footerShownWithoutShift(page: Page) {
  await waitForApp(page, { reach: false });
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // Settled: nothing else is coming that could move it.
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.001);
}

test('/vetalk while Remote Config answers: the footer waits for the page, nothing moves', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/vetalk');
  await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('This isn’t available right now');
  await footerShownWithoutShift(page);
});

test('/promo/checkout without a cart: the visitor lands on the first question and nothing moves', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/promo/checkout');
  await expect(page).toHaveURL(/\/promo$/);
  await expect(page.locator('[data-remote="quiz"] h1')).toBeVisible();
  await footerShownWithoutShift(page);
});

test('/wellness: the first step’s heading is drawn while the account loads, then the pets; nothing moves', async ({
  page,
}) => {
  const customer = await insuredCustomer();
  await signInTo(page, '/dashboard', customer.email);
  await watchLayoutShifts(page);
  await page.goto('/wellness');
  await expect(page.getByRole('heading', { level: 1, name: 'Which pets get a wellness plan?' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${customer.petName}`) })).toBeVisible();
  await footerShownWithoutShift(page);
});
