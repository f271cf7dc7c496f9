// covers: shell, gateway
import { expect, test, type Page } from '@playwright/test';
import { signUpNewCustomer } from '../../support/auth';
import { breakRemote, repairRemote, type RemoteKey } from '../../support/remote-faults';

const home: Record<RemoteKey, string> = {
  marketing: '/faq',
  quiz: '/start',
  dashboard: '/dashboard',
  business: '/business',
};

async function expectFallback(page: Page, remote: RemoteKey) {
  const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('heading', { name: 'This page didn’t load' })).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The layout around the failed route still works.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function expectOtherRoutesWork(page: Page, broken: RemoteKey) {
  for (const remote of (Object.keys(home) as RemoteKey[]).filter((r) => r !== broken)) {
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, home[remote]);
    await expect(page.locator(`[data-remote="${remote}"] h1`)).toBeVisible();
  }
}

const cases: Array<[RemoteKey, Parameters<typeof breakRemote>[2]]> = [
  ['marketing', '404'],
  ['quiz', '500'],
  ['dashboard', 'hang'],
  ['business', 'throw-on-import'],
  ['quiz', 'throw-on-render'],
];

const describe = {
  '404': 'an entry answering 404',
  '500': 'an entry answering 500',
  hang: 'an entry that never answers',
  'throw-on-import': 'a module that throws on import',
  'throw-on-render': 'a component that throws while rendering',
} as const;

for (const [remote, how] of cases) {
  test(`${remote}: ${describe[how]} shows that route's fallback; the other routes still work`, async ({ page }) => {
    // Signed in, so the dashboard route renders its remote rather than the sign-in screen.
    await signUpNewCustomer(page);
    await breakRemote(page, remote, how);
    // A hung entry holds the load event forever, so only wait for the navigation itself.
    await page.goto(home[remote], { waitUntil: 'commit' });
    await expectFallback(page, remote);
    await expectOtherRoutesWork(page, remote);
  });
}

test('"Try again" loads the remote once it is healthy again, without reloading the page', async ({ page }) => {
  await breakRemote(page, 'quiz', '500');
  await page.goto('/start');
  await expectFallback(page, 'quiz');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await repairRemote(page, 'quiz');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote="quiz"] h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('a remote that crashes while rendering one page does not take the header and footer with it', async ({ page }) => {
  await breakRemote(page, 'marketing', 'throw-on-render');
  await page.goto('/reviews');
  await expectFallback(page, 'marketing');
  await expect(page.getByText('Unexpected Error')).toHaveCount(0);
});
