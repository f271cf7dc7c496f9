// The quiz failing takes only its own route down: an entry answering 500 shows "This page didn't load", whose Try
// again loads the quiz once it is healthy again; a render crash shows the Unexpected Error screen, whose Reload on a
// checkout clears the quiz and cart and restarts the flow (§2). Apart from failure-isolation.spec.ts, whose other
// remotes' failures the quiz's pipeline need not run.
// covers: shell, gateway, mfe-quiz
import { expect, test } from '@playwright/test';
import { signUpNewCustomer } from '../../support/auth';
import {
  breakRemote,
  expectCrashScreen,
  expectFallback,
  expectOtherRoutesWork,
  home,
  repairRemote,
} from '../../support/remote-faults';

// Spec §3's stored quiz and cart state (shared/src/storage/storage-keys.ts, groups "quiz" and "cart"), which the
// Unexpected Error screen's Reload clears from both storages; the lead is kept. Listed here because the test runner
// cannot load the app's TypeScript modules.
const QUIZ_AND_CART_KEYS = [
  'currentBreeds',
  'rehydrationMethod',
  'rehydrationVariant',
  'currentPets',
  'currentPetIndex',
  'insuranceQuote',
  'quoteLoading',
  'waitingPeriod',
  'billingInterval',
  'promoInput',
  'quizFlow',
  'zipCode',
  'petsCart',
  'resetCartStatus',
  'shipping',
  'billing',
  'matchShipping',
  'backupEmail',
  'cid',
  'checkoutSubmittedData',
].map((name) => `tailwise.${name}`);
const LEAD_ID_KEY = 'tailwise.leadId';

test(`quiz: an entry answering 500 shows that route's "didn't load" fallback; the other routes still work`, async ({
  page,
}) => {
  // Signed in, so the dashboard route renders its remote rather than the sign-in screen.
  await signUpNewCustomer(page);
  await breakRemote(page, 'quiz', '500');
  await page.goto(home.quiz, { waitUntil: 'commit' });
  await expectFallback(page, 'quiz');
  await expectOtherRoutesWork(page, 'quiz');
});

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

test('quiz: a component that throws while rendering shows the Unexpected Error screen in its route; the other routes still work', async ({
  page,
}) => {
  await signUpNewCustomer(page);
  await breakRemote(page, 'quiz', 'throw-on-render');
  await page.goto(home.quiz);
  await expectCrashScreen(page, 'quiz');
  await expectOtherRoutesWork(page, 'quiz');
});

test('a crash while rendering checkout: Reload clears the quiz and cart keys from both storages and restarts the flow with the query string', async ({
  page,
}) => {
  const stale = JSON.stringify('left by the crashed checkout');
  const keys = QUIZ_AND_CART_KEYS;
  // The restart route clears the quiz too, so what Reload left is read as the restart document starts, before
  // any of the app's scripts run.
  await page.addInitScript(
    ({ keys, stale }) => {
      if (!location.pathname.endsWith('/restart')) return;
      const left = keys.flatMap((key) => [
        ...(localStorage.getItem(key) === stale ? [`localStorage ${key}`] : []),
        ...(sessionStorage.getItem(key) === stale ? [`sessionStorage ${key}`] : []),
      ]);
      sessionStorage.setItem('e2e.leftAtRestart', JSON.stringify(left));
    },
    { keys, stale },
  );
  await page.goto('/faq');
  await page.evaluate(
    ({ keys, stale, lead }) => {
      for (const key of keys) {
        localStorage.setItem(key, stale);
        sessionStorage.setItem(key, stale);
      }
      localStorage.setItem(lead, '42');
    },
    { keys, stale, lead: LEAD_ID_KEY },
  );
  await breakRemote(page, 'quiz', 'throw-on-render');
  await page.goto('/start/checkout?utm_source=x');
  await expectCrashScreen(page, 'quiz');

  // The crash was a one-off: the quiz renders again once Reload has cleared what it left behind.
  await repairRemote(page, 'quiz');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/start\?utm_source=x$/);
  await expect(page.locator('[data-remote="quiz"] h1')).toBeVisible();
  const leftAtRestart = await page.evaluate(() => sessionStorage.getItem('e2e.leftAtRestart'));
  expect(JSON.parse(leftAtRestart ?? 'null')).toEqual([]);
  expect(await page.evaluate((lead) => localStorage.getItem(lead), LEAD_ID_KEY)).toBe('42');
});
