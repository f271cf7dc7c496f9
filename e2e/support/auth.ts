import { expect, type Page } from '@playwright/test';

export const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Creates a new account through the dashboard's sign-in screen and waits until it is signed in. */
export async function signUpNewCustomer(page: Page, password = 'pawsome123'): Promise<string> {
  const email = uniqueEmail();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  return email;
}
