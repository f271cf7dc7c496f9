// covers: shell, mfe-marketing, mfe-quiz
import { expect, test, type Page } from '@playwright/test';
import { holdScripts, waitForApp } from '../../support/app-ready';
import { newVisitor, quizToPrice } from '../../support/quiz';

/** Requests to Firebase's Remote Config (and the installation id it needs) from this page. */
function remoteConfigRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/firebaseremoteconfig|firebaseinstallations/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/**
 * Answers Remote Config (and the installation it needs) as the Firebase console would with these values set:
 * the local stack's demo app id makes the shell ask, and nothing else would answer here.
 */
async function remoteConfigSays(page: Page, entries: Record<string, string>) {
  const cors = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' };
  await page.route('https://firebaseinstallations.googleapis.com/**', (route) =>
    route.fulfill({
      status: 200,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify({
        name: 'projects/demo-tailwise/installations/cKb0FfHzmfR8H8fmRlNeLy',
        fid: 'cKb0FfHzmfR8H8fmRlNeLy',
        refreshToken: 'e2e-refresh',
        authToken: { token: 'e2e-token', expiresIn: '604800s' },
      }),
    }),
  );
  await page.route('https://firebaseremoteconfig.googleapis.com/**', (route) =>
    route.fulfill({
      status: 200,
      headers: { ...cors, etag: 'e2e-etag-1' },
      contentType: 'application/json',
      body: JSON.stringify({ entries, state: 'UPDATE', templateVersion: '1' }),
    }),
  );
}

const flagsStatus = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tailwise?: { flags?: { status: string } } }).__tailwise?.flags?.status);

test('/benefits/enroll waits for Remote Config: with the flag on there, the visitor stays on the one-page enrollment', async ({
  page,
}) => {
  await remoteConfigSays(page, { isNewBenefitsEnrollmentEnabled: 'true' });
  await page.goto('/benefits/enroll');
  await expect(page.getByLabel('Employer name or enrollment code')).toBeEnabled({ timeout: 20_000 });
  expect(await flagsStatus(page)).toBe('success');
  await expect(page).toHaveURL(/\/benefits\/enroll$/);
  await expect(page.getByRole('heading', { name: 'Enroll in your pet benefits', level: 1 })).toBeVisible();
});

test('a direct visit to /promo/checkout waits for Remote Config: with the flag on there, checkout opens', async ({
  page,
}) => {
  await remoteConfigSays(page, { isPromoQuizCheckoutEnabled: 'true' });
  await page.goto('/promo');
  await quizToPrice(page, newVisitor());
  await page.goto('/promo/checkout');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/promo\/checkout$/);
  expect(await flagsStatus(page)).toBe('success');
});

test('without a Remote Config app id the flags fail over to their defaults: /vetalk decides', async ({ page }) => {
  const requests = remoteConfigRequests(page);
  // The gateway's runtime configuration, without the app id Remote Config needs.
  await page.route('**/vetalk', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/,"appId":"[^"]*"/, '');
    await route.fulfill({ response, body });
  });
  await page.goto('/vetalk');
  await waitForApp(page);
  await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('This isn’t available right now', {
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/vetalk$/);
  expect(await flagsStatus(page)).toBe('failure');
  expect(requests).toEqual([]);
});

test('a page that reads no flag never asks Remote Config', async ({ page }) => {
  const requests = remoteConfigRequests(page);
  await page.goto('/pet-insurance-plans');
  await waitForApp(page);
  // Remote Config would start once the route has rendered and the browser is idle: give it that chance.
  await page.waitForTimeout(3000);
  expect(requests).toEqual([]);
  expect(
    await page.evaluate(
      () => (window as unknown as { __tailwise?: { flags?: { status: string } } }).__tailwise?.flags?.status,
    ),
  ).toBe('no-fetch-yet');
});

test('with Remote Config unreachable, every flag stays off and the page works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const requests = remoteConfigRequests(page);
  // The vet-chat page reads its flag, so it asks Remote Config, which cannot be reached here.
  await page.goto('/vetalk');
  await waitForApp(page);
  const flags = await page
    .waitForFunction(
      () => {
        const state = (
          window as unknown as { __tailwise?: { flags?: { status: string; values: Record<string, boolean> } } }
        ).__tailwise?.flags;
        return state && state.status !== 'no-fetch-yet' ? state : null;
      },
      undefined,
      { timeout: 20_000 },
    )
    .then((h) => h.jsonValue());
  expect(flags!.status).toBe('failure');
  expect(requests.length).toBeGreaterThan(0);
  expect(Object.values(flags!.values).every((v) => v === false)).toBe(true);
  expect(errors).toEqual([]);
  // The site still navigates.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
});

test('UTM and referrer parameters are captured on landing and kept across navigation', async ({ page }) => {
  await page.goto(
    '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&ri=medmutual-pet&rt=PARTNER&rpc=PAWS10&lid=123',
  );
  await waitForApp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For employers' }).click();
  await expect(page.locator('[data-remote="business"] h1')).toBeVisible();
  await page.getByRole('link', { name: 'Get a quote' }).first().click();
  await expect(page.locator('[data-remote="quiz"] h1')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  const stored = await page.evaluate(() => ({
    utm: JSON.parse(localStorage.getItem('tailwise.marketingSource') ?? 'null'),
    referrer: JSON.parse(localStorage.getItem('tailwise.referrerData') ?? 'null'),
    promo: JSON.parse(localStorage.getItem('tailwise.promoCode') ?? 'null'),
    lead: JSON.parse(localStorage.getItem('tailwise.leadId') ?? 'null'),
  }));
  expect(stored).toEqual({
    utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
    referrer: { ri: 'medmutual-pet', rt: 'PARTNER', rpc: 'PAWS10' },
    promo: 'PAWS10',
    lead: 123,
  });
  // A later visit without parameters keeps them.
  await page.goto('/faq');
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tailwise.marketingSource'))).toContain('newsletter');
});

test('a referrer type alone is kept as referrer data', async ({ page }) => {
  await page.goto('/faq?rt=PARTNER');
  await waitForApp(page);
  await expect
    .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('tailwise.referrerData'))) ?? 'null'))
    .toEqual({ rt: 'PARTNER' });
});

test('a snackbar raised by a remote appears at the top centre and goes away after about six seconds', async ({
  page,
}) => {
  // When the snackbar enters and leaves the page, by the page's own clock: the test's polling would
  // see it late on a busy machine and shorten the interval.
  await page.addInitScript(() => {
    const w = window as unknown as { __snackbar: { shown?: number; hidden?: number } };
    w.__snackbar = {};
    new MutationObserver(() => {
      const present = document.querySelector('[data-testid="snackbar"]') !== null;
      if (present && w.__snackbar.shown === undefined) w.__snackbar.shown = performance.now();
      if (!present && w.__snackbar.shown !== undefined) w.__snackbar.hidden ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/start');
  await expect(page.locator('[data-remote="quiz"] h1')).toBeVisible();
  await page.goto('/start/restart?utm_source=x');
  const snackbar = page.getByTestId('snackbar');
  await expect(snackbar).toHaveText(/We cleared your answers/);
  const box = (await snackbar.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(40);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  await expect(page).toHaveURL(/\/start\?utm_source=x$/);
  await expect(snackbar).toBeHidden({ timeout: 12_000 });
  const { shown, hidden } = await page.evaluate(
    () => (window as unknown as { __snackbar: { shown: number; hidden: number } }).__snackbar,
  );
  // Delays in the page only lengthen this, so the lower bound is safe on a busy machine.
  expect(hidden - shown).toBeGreaterThan(5000);
});

test('attribution survives a link followed on the prerendered page before the app has started', async ({ page }) => {
  // Hold back the shell's chunks (not its first script or its entry), as a slow phone would.
  const { release } = await holdScripts(page, /\/shell\/[^/]+\/(?!main\.|start\.)[^/]+\.js$/);
  await page.goto('/?utm_source=slowphone&utm_campaign=autumn', { waitUntil: 'commit' });
  await page.waitForFunction(() => sessionStorage.getItem('tailwise.landingQuery') !== null);
  await page.locator('#root[data-prerendered] header').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  release();
  await waitForApp(page);
  // Captured by the shell's background work, which loads once the route has rendered.
  await expect
    .poll(async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('tailwise.marketingSource'))) ?? 'null'),
    )
    .toEqual({ utm_source: 'slowphone', utm_campaign: 'autumn' });
});
