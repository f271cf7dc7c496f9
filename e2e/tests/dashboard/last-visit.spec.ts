// A returning customer's dashboard draws their pets from their last visit while Firebase Auth is still checking the
// stored session, asks the API nothing until it has, then fetches them again with the customer's token; signing out
// leaves nothing of theirs in the browser.
// covers: shell, mfe-dashboard
import { expect, test } from '@playwright/test';
import { insuredCustomer, signInTo } from '../../support/dashboard';

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
  await expect(petCard).toBeVisible();
  expect(petsRequests).toEqual([]);

  answerFirebase();
  await expect.poll(() => petsRequests.length).toBeGreaterThan(0);
  expect(petsRequests.every((auth) => auth?.startsWith('Token '))).toBe(true);
  await expect(petCard).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tailwise.lastVisit'))).toBeNull();
});
