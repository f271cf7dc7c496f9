// covers: shell, mfe-dashboard
import { expect, test, type Page } from '@playwright/test';
import { signUpNewCustomer, uniqueEmail } from '../../support/auth';

async function fillAndSubmit(page: Page, fields: Record<string, string>, button: string) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('sign up, sign out and sign in again; the dashboard gate returns you to the page you asked for', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/dashboard/pets');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: 'Create an account' }).click();
  await fillAndSubmit(
    page,
    { Email: email, Password: 'pawsome123', 'Confirm password': 'pawsome123' },
    'Create account',
  );
  await expect(page.locator('[data-remote="dashboard"] h1')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/pets$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/dashboard/refer?tab=rewards');
  await fillAndSubmit(page, { Email: email, Password: 'pawsome123' }, 'Sign in');
  await expect(page.locator('[data-remote="dashboard"] h1')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/refer\?tab=rewards$/);
});

test('the API receives the signed-in user’s ID token', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const meRequest = page.waitForRequest((r) => r.url().endsWith('/api/1.0/me/'));
  await fillAndSubmit(
    page,
    { Email: email, Password: 'pawsome123', 'Confirm password': 'pawsome123' },
    'Create account',
  );
  const request = await meRequest;
  expect(request.headers().authorization).toMatch(/^Token [\w-]+\.[\w-]*\.[\w-]*$/);
  const response = await request.response();
  expect(response?.status()).toBe(200);
});

test('helpful messages for a wrong password, an unknown user, a weak password and an email in use', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await fillAndSubmit(
    page,
    { Email: email, Password: 'pawsome123', 'Confirm password': 'pawsome123' },
    'Create account',
  );
  await expect(page.locator('[data-remote="dashboard"] h1')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.goto('/dashboard');

  await fillAndSubmit(page, { Email: email, Password: 'wrong-one-1' }, 'Sign in');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/password is not right/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  await fillAndSubmit(page, { Email: `nobody-${email}`, Password: 'whatever1' }, 'Sign in');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/could not find an account/);

  await page.getByRole('button', { name: 'Create an account' }).click();
  await fillAndSubmit(
    page,
    { Email: email, Password: 'pawsome123', 'Confirm password': 'pawsome123' },
    'Create account',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/already exists/);

  await fillAndSubmit(
    page,
    { Email: uniqueEmail(), Password: 'password', 'Confirm password': 'password' },
    'Create account',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Include at least one number\./,
  );
});

test('at 360 px the signed-in header keeps logo, account link and menu on one row', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpNewCustomer(page);
  const banner = page.getByRole('banner');
  const account = await banner.getByRole('link', { name: 'My account' }).boundingBox();
  const menu = await banner.getByRole('button', { name: 'Menu' }).boundingBox();
  // One line of text: the link keeps its 44 px touch height instead of growing to two lines.
  expect(account!.height).toBeLessThanOrEqual(44);
  expect(account!.y).toBeCloseTo(menu!.y, -1);
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
