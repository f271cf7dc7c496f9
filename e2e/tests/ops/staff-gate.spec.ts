// /ops is for claims staff: a visitor gets the sign-in screen, a customer the shell's "staff only" screen, and
// neither downloads anything of mfe-ops; an adjuster gets the review queue from mfe-ops.
// covers: mfe-ops, shell
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../../support/app-ready';
import { signUpNewCustomer } from '../../support/auth';
import { createAccount, signInAtOps, STAFF_ROLE } from '../../support/staff';

/** Every mfe-ops file the page asks for, from now on. */
function opsRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/mfe-ops/')) urls.push(r.url());
  });
  return urls;
}

test('a visitor at /ops gets the sign-in screen and none of mfe-ops', async ({ page }) => {
  const ops = opsRequests(page);
  await page.goto('/ops/claims/b17d8c9e-0fa1-4c12-93d4-e5f6a7b8c9d0');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(ops).toEqual([]);
});

test('a signed-in customer at /ops gets the staff-only screen and none of mfe-ops', async ({ page }) => {
  const ops = opsRequests(page);
  const email = await signUpNewCustomer(page);
  await page.goto('/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for Tailwise claims staff' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(ops).toEqual([]);
  // The screen's Sign out leads back to the sign-in form, where a staff account can sign in.
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
});

test('an adjuster who signs in at /ops gets the review queue from mfe-ops', async ({ page }) => {
  const ops = opsRequests(page);
  await signInAtOps(page, await createAccount(page, { role: STAFF_ROLE }));
  await expect(page.locator('[data-remote="ops"] h1')).toHaveText('Claims to review');
  expect(ops.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  // A reload keeps the adjuster signed in and the remote loads again, without a preload (nobody's role is known
  // before Firebase answers).
  await page.reload();
  await expect(page.locator('[data-remote="ops"] h1')).toHaveText('Claims to review');
  await expect(page.locator('head link[rel="preload"][href*="/mfe-ops/"]')).toHaveCount(0);
});
