// Feature flags from Remote Config (waited for where a page needs one, defaults when it cannot answer, never asked by a
// page that reads none) and what the shell keeps of a landing (UTM, referrer). The quiz's own flag and its snackbar
// are quiz-flags.spec.ts, which the quiz's pipeline runs too.
// covers: shell, mfe-marketing
import { expect, test, type Page } from '@playwright/test';
import { holdScripts, waitForApp } from '../../support/app-ready';
import { flagsStatus, remoteConfigSays } from '../../support/remote-config';

/** Requests to Firebase's Remote Config (and the installation id it needs) from this page. */
function remoteConfigRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/firebaseremoteconfig|firebaseinstallations/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

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
