// The enrollment specs' shared steps: a member's account made on the group's page, the employer search, a seat proof
// with its code read from the local outbox, and a seat per test that no other test running beside it asks for.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForApp } from './app-ready';
import { uniqueEmail } from './auth';

export const SUPPORT = ', or contact support at support@tailwise.example.';

/**
 * Each test takes its own seat, 31 to 50 of the seed's 50 (the quiz's specs take 1 to 25): each of the two parallel
 * workers its own ten, from a random start, so tests running side by side never ask a code for the same work email.
 * One counter per worker, here, whichever enrollment spec asks: a seat once claimed is taken for the rest of the run.
 */
let taken = Math.floor(Math.random() * 10);
export const nextSeat = () => 31 + (test.info().parallelIndex % 2) * 10 + (taken++ % 10);

export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/1.0/dev/outbox?to=${encodeURIComponent(to)}`);
      const { emails } = (await res.json()) as { emails: Array<{ subject: string }> };
      code = /\b(\d{6})\b/.exec(emails[0]?.subject ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export async function startFor(page: Page, group: string) {
  await page.goto(`/enroll/start?group=${group}`);
  await expect(page.getByRole('heading', { name: 'Confirm you work there', level: 1 })).toBeVisible();
}

/** A new account made on the enrollment page itself (its account step). */
export async function signUpOnPage(page: Page, group: string) {
  await startFor(page, group);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('Pawsome-enroll-2024');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Confirm your place with/ })).toBeVisible();
}

/** /enroll arrives prerendered: its search is typed into once the app has taken the page over. */
export async function openEnroll(page: Page) {
  await page.goto('/enroll');
  await waitForApp(page);
}

export async function askCode(page: Page, email: string) {
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByLabel('Code from the email')).toBeVisible();
}
