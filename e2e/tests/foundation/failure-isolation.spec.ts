// One remote failing takes only its own route down. A remote that fails to load shows "This page didn't load" with
// Try again; one that throws while rendering shows the spec's Unexpected Error screen with its Reload rules (§2).
// Either way the header, the footer and the other routes keep working.
// The quiz's own failures are quiz-failures.spec.ts, which the quiz's pipeline runs too.
// covers: shell, gateway, mfe-marketing
import { expect, test } from '@playwright/test';
import { signUpNewCustomer } from '../../support/auth';
import {
  breakRemote,
  expectCrashScreen,
  expectFallback,
  expectOtherRoutesWork,
  home,
  repairRemote,
  type RemoteKey,
} from '../../support/remote-faults';

type LoadFailure = Exclude<Parameters<typeof breakRemote>[2], 'throw-on-render'>;

const cases: Array<[RemoteKey, LoadFailure]> = [
  ['marketing', '404'],
  ['dashboard', 'hang'],
  ['business', 'throw-on-import'],
];

const describe = {
  '404': 'an entry answering 404',
  '500': 'an entry answering 500',
  hang: 'an entry that never answers',
  'throw-on-import': 'a module that throws on import',
} as const;

for (const [remote, how] of cases) {
  test(`${remote}: ${describe[how]} shows that route's "didn't load" fallback; the other routes still work`, async ({
    page,
  }) => {
    // Signed in, so the dashboard route renders its remote rather than the sign-in screen.
    await signUpNewCustomer(page);
    await breakRemote(page, remote, how);
    // A hung entry holds the load event forever, so only wait for the navigation itself.
    await page.goto(home[remote], { waitUntil: 'commit' });
    await expectFallback(page, remote);
    await expectOtherRoutesWork(page, remote);
  });
}

test('a crash while rendering a page that is not checkout: Reload reloads that page, header and footer kept meanwhile', async ({
  page,
}) => {
  await breakRemote(page, 'marketing', 'throw-on-render');
  await page.goto('/reviews?utm_source=x');
  await expectCrashScreen(page, 'marketing');
  await repairRemote(page, 'marketing');
  const navigation = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Reload' }).click();
  await navigation;
  await expect(page).toHaveURL(/\/reviews\?utm_source=x$/);
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
});
