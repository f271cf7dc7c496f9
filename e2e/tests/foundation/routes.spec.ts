// covers: shell, gateway, mfe-marketing, mfe-business
import { expect, test } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { waitForApp } from '../../support/app-ready';
import { signUpNewCustomer } from '../../support/auth';
import { SPEC_ROUTES } from '../../../scripts/lib/spec-routes.mjs';

/**
 * The dashboard and the upsell flows (/insurance, /wellness, /new) are for signed-in customers: one customer per
 * worker signs up once, and each of those routes opens in a browser holding their saved session (Firebase's
 * IndexedDB and the site's storage), as a returning customer's does.
 */
const asCustomer = test.extend<object, { customerSession: string }>({
  customerSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signUpNewCustomer(page);
      const file = path.join(os.tmpdir(), `tailwise-routes-customer-${process.pid}-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file, indexedDB: true });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ customerSession }, use) => use(customerSession),
});

test.describe('every route of the spec renders through the shell from the remote that owns it', () => {
  for (const { path: route, remote, as } of SPEC_ROUTES) {
    (as === 'customer' ? asCustomer : test)(`${route} → ${remote}`, async ({ page }) => {
      await page.goto(route);
      await waitForApp(page);
      await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main h1')).not.toBeEmpty();
      // The shell's layout is around it.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test('unknown paths show the 404 page with a dog image', async ({ page }) => {
  for (const path of ['/definitely-not-a-page', '/pet-insurance-plans/nope', '/benefits']) {
    await page.goto(path);
    await expect(page.locator('[data-remote="marketing"] [data-page="not-found"]')).toBeVisible();
    await expect(page.getByRole('img', { name: /dog/i })).toBeVisible();
  }
});

test('a remote shows the 404 page for a sub-path it does not know', async ({ page }) => {
  await page.goto('/business/no-such-page');
  await expect(page.locator('[data-remote="business"] [data-page="not-found"]')).toBeVisible();
});

test('client-side navigation moves between remotes without a page load', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For employers' }).click();
  await expect(page.locator('[data-remote="business"]')).toBeVisible();
  await page.getByRole('link', { name: 'Get a quote' }).first().click();
  await expect(page.locator('[data-remote="quiz"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('a remote loads only when one of its routes is visited', async ({ page }) => {
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/remoteEntry.js')) entries.push(new URL(r.url()).pathname.split('/')[1]!);
  });
  await page.goto('/faq');
  await waitForApp(page);
  expect(entries).toEqual(['mfe-marketing']);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For employers' }).click();
  await expect(page.locator('[data-remote="business"]')).toBeVisible();
  expect(entries).toEqual(['mfe-marketing', 'mfe-business']);
});

test('a page not prerendered preloads its remote’s entry (its document names it), and downloads the entry once', async ({
  page,
}) => {
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/remoteEntry.js')) entries.push(new URL(r.url()).pathname.split('/')[1]!);
  });
  await page.goto('/enroll/medmutual-pet');
  await waitForApp(page);
  await expect(page.locator('[data-remote="business"]')).toBeVisible();
  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!, location.href).pathname));
  // The shell's own entry (start.js loads it) and the remote's.
  expect(preloaded).toEqual([
    expect.stringMatching(/^\/shell\/[^/]+\/main\.[^/]+\.js$/),
    expect.stringMatching(/^\/mfe-business\/[^/]+\/remoteEntry\.js$/),
  ]);
  expect(entries).toEqual(['mfe-business']);
});

test('a prerendered page preloads no script, neither a remote nor the shell’s entry: its images load first', async ({
  page,
}) => {
  for (const path of ['/business/fenwick/success', '/business']) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator('head link[rel="preload"][as="script"]'), path).toHaveCount(0);
  }
});
