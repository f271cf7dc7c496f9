// Every enrollment dead end offers a way on: a seat someone else already claimed, and a closed employer, show
// support's phone and email and "Buy a plan directly". With SCREENSHOTS=1 the seat-taken screen is saved at 360 and
// 1280 px (SCREENSHOTS_DIR, default /tmp/shots).
// covers: mfe-business, api
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { uniqueEmail } from '../../support/auth';

const DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';

/** A new account made on the group's enrollment page, then its seat proof: Ridgeway checks the home ZIP. */
async function tryRidgewaySeat(page: Page, n: number) {
  await page.goto('/enroll/start?group=ridgeway-schools');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('Pawsome-enroll-2024');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Confirm your place with/ })).toBeVisible();
  // Seeded: RUS-00nn lives in ZIP 19100 + n.
  await page.getByLabel('Employee id').fill(`RUS-${String(n).padStart(4, '0')}`);
  await page.getByLabel('Home ZIP code').fill(String(19100 + n));
  await page.getByRole('button', { name: 'Confirm my seat' }).click();
}

test('a seat already taken offers support and buying directly', async ({ page, browser }) => {
  test.slow();
  const n = 11 + Math.floor(Math.random() * 30);
  await tryRidgewaySeat(page, n);
  await expect(page).toHaveURL(/\/benefits\/ridgeway-schools\/onboard/);

  const other = await browser.newPage();
  await tryRidgewaySeat(other, n);
  const wayOn = other.getByRole('region', { name: 'What you can do now' });
  await expect(wayOn).toBeVisible();
  await expect(wayOn.getByRole('link', { name: /^Call us on/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(wayOn.getByRole('link', { name: 'Buy a plan directly' })).toHaveAttribute('href', '/start');
  if (process.env.SCREENSHOTS) {
    mkdirSync(DIR, { recursive: true });
    for (const width of [360, 1280]) {
      await other.setViewportSize({ width, height: 900 });
      await other.screenshot({ path: `${DIR}/seat-taken-${width}.png`, fullPage: true, animations: 'disabled' });
    }
  }
  await wayOn.getByRole('link', { name: 'Buy a plan directly' }).click();
  await expect(other).toHaveURL(/\/start$/);
  await other.close();
});

test('a closed employer offers support and buying directly', async ({ page }) => {
  await page.goto('/enroll/start?group=northwind-freight');
  await expect(page.getByText(/Enrollment through Northwind Freight is closed/)).toBeVisible();
  const wayOn = page.getByRole('region', { name: 'What you can do now' });
  await expect(wayOn.getByRole('link', { name: 'Buy a plan directly' })).toHaveAttribute('href', '/start');
});
