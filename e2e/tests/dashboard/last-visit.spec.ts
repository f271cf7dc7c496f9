// A returning customer's dashboard draws their pets from their last visit while Firebase Auth is still checking the
// stored session, asks the API nothing until it has, then fetches them again with the customer's token; before the
// app has even loaded, the page stands as they last saw it; signing out leaves nothing of theirs in the browser. With
// SCREENSHOTS=1 it also shoots the overview as the picture and as the app at 360 and 1280 px.
// covers: shell, mfe-dashboard, gateway
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { holdScripts, layoutShift, watchLayoutShifts } from '../../support/app-ready';
import { insuredCustomer, signInTo } from '../../support/dashboard';

const SHOTS = process.env.SCREENSHOTS === '1' ? (process.env.SCREENSHOTS_DIR ?? '/tmp/shots') : null;

/** The shell's last-page script as the gateway adds it to a document (not the start script's data-last-page). */
const LAST_PAGE_SCRIPT = /<script defer src="[^"]*\/last-page\.js"><\/script>/;

test('a returning customer sees their pets before Firebase answers, and nothing is kept after sign-out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await insuredCustomer();
  await signInTo(page, '/dashboard', customer.email);
  const petCard = page.getByRole('main').getByRole('heading', { name: customer.petName });
  await expect(petCard).toBeVisible();
  // The shell keeps the answers half a second after they arrive.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tailwise.lastVisit') ?? ''))
    .toContain(customer.petName);

  // The next visit: Firebase's check of the stored session is held, as on a slow network.
  let answerFirebase = () => {};
  const firebaseHeld = new Promise<void>((resolve) => (answerFirebase = resolve));
  await page.route(/accounts:lookup/, async (route) => {
    await firebaseHeld;
    await route.continue().catch(() => {});
  });
  const petsRequests: Array<string | null> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/1.0/pets/')
      petsRequests.push(request.headers()['authorization'] ?? null);
  });
  await page.goto('/dashboard');
  // The app's own page, not the picture of the last visit, while Firebase is still held.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(petCard).toBeVisible();
  expect(petsRequests).toEqual([]);

  answerFirebase();
  await expect.poll(() => petsRequests.length).toBeGreaterThan(0);
  expect(petsRequests.every((auth) => auth?.startsWith('Token '))).toBe(true);
  await expect(petCard).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tailwise.lastVisit'))).toBeNull();
});

test('a returning customer’s dashboard stands as they last saw it before the app loads, and the app takes it over', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await insuredCustomer();
  await signInTo(page, '/dashboard', customer.email);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: customer.petName })).toBeVisible();
  // The whole page, the profile's parts too (this customer has not confirmed their email), is what is kept: a picture
  // kept before the profile answered would lack the banner the app then draws above everything.
  await expect(main.getByRole('heading', { name: 'Please confirm your email address' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('tailwise.lastVisit') ?? '{}').pages?.['/dashboard']?.html ?? '',
      ),
    )
    .toContain('Please confirm your email address');
  // Only a signed-in customer's dashboard document asks for the picture.
  expect(await (await page.request.get('/dashboard')).text()).toMatch(LAST_PAGE_SCRIPT);
  expect(await (await page.request.get('/start')).text()).not.toMatch(LAST_PAGE_SCRIPT);

  // The next visit, with the app's code held back as on a slow phone: the page is the picture alone.
  const held = await holdScripts(page);
  await watchLayoutShifts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered="last-visit"]')).toBeAttached();
  await expect(main.getByRole('heading', { name: customer.petName })).toBeVisible();
  const referLink = main
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'Refer a friend' });
  await expect(referLink).toBeVisible();
  expect(await page.locator('#root script').count()).toBe(0);
  expect(held.requests.length).toBe(1);

  // The app loads, renders behind the picture and takes over in its place: nothing moves, the picture's styles go.
  held.release();
  await expect(page.locator('#root')).toHaveCount(0);
  await expect(page.locator('#app')).toBeVisible();
  await expect(page.locator('style[data-last-page]')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: customer.petName })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
  // It is the app's page now: a link moves within it, with no new document.
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await referLink.click();
  await expect(page).toHaveURL(/\/dashboard\/refer$/);
  expect(documents).toBe(0);

  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const shots = await holdScripts(page);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await expect(main.getByRole('heading', { name: customer.petName })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/dashboard-last-page-picture-${width}.png`, fullPage: true });
      shots.release();
      await expect(page.locator('#root')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/dashboard-last-page-app-${width}.png`, fullPage: true });
    }
  }

  // Signed out, nothing of the picture is left, and the document asks for none.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tailwise.lastVisit'))).toBeNull();
  expect(await (await page.request.get('/dashboard')).text()).not.toMatch(LAST_PAGE_SCRIPT);
});

test('a visit left before the profile answered keeps no picture: the next visit draws only what is whole', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await insuredCustomer();
  // The profile (with it the unconfirmed-email banner) is held for the whole first visit.
  await page.route(/\/api\/1\.0\/me\/$/, () => {});
  await signInTo(page, '/dashboard', customer.email);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: customer.petName })).toBeVisible();
  // The pets' answer is kept for the next visit; the page, still without its profile, is not.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tailwise.lastVisit') ?? ''))
    .toContain(customer.petName);
  // Left while the profile is still on its way (unheld only now: unheld before, it would answer this page).
  const held = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.unroute(/\/api\/1\.0\/me\/$/);
  expect(
    await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('tailwise.lastVisit') ?? '{}').pages ?? {})),
  ).toEqual([]);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  held.release();
  await expect(main.getByRole('heading', { name: 'Please confirm your email address' })).toBeVisible();
  await expect(main.getByRole('heading', { name: customer.petName })).toBeVisible();
});
