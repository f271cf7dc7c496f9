// Claims staff for end-to-end tests: an Auth emulator account given the custom claim role "adjuster" (as the
// emulator's admin, through the gateway's same-origin emulator paths), signed in on /ops's sign-in screen.
import { expect, type Page } from '@playwright/test';
import { AUTH_EMULATOR_PROJECT } from '../../scripts/lib/auth-emulator.mjs';
import { uniqueEmail } from './auth';

export const STAFF_ROLE = 'adjuster';

/** Creates an emulator account with these custom claims; returns its email and password. */
export async function createAccount(page: Page, claims: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const password = 'staff-pass-123';
  const identity = '/identitytoolkit.googleapis.com/v1';
  const signUp = await page.request.post(`${identity}/accounts:signUp?key=e2e`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { localId } = (await signUp.json()) as { localId: string };
  const update = await page.request.post(`${identity}/projects/${AUTH_EMULATOR_PROJECT}/accounts:update`, {
    headers: { authorization: 'Bearer owner' },
    data: { localId, customAttributes: JSON.stringify(claims) },
  });
  expect(update.ok(), await update.text()).toBe(true);
  return { email, password };
}

/** Signs in on the sign-in screen /ops shows a signed-out visitor. */
export async function signInAtOps(page: Page, account: { email: string; password: string }, path = '/ops') {
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
