// Breaking a remote in the browser (its entry failing to load, or a stand-in that throws) and what the page then
// shows, for the failure-isolation specs: each remote's specs break their own, and the others must keep working.
import { expect, type Page, type Route } from '@playwright/test';

export type RemoteKey = 'marketing' | 'quiz' | 'dashboard' | 'business';

/** Matches the remote's versioned entry, e.g. /mfe-quiz/1.0.0-abc/remoteEntry.js. */
export const entryPattern = (remote: RemoteKey) => new RegExp(`/mfe-${remote}/[^/]+/remoteEntry\\.js`);

/** A stand-in container whose ./App module does something bad, as a broken release would. */
export function fakeContainer(remote: RemoteKey, body: 'throw-on-import' | 'throw-on-render') {
  const factory =
    body === 'throw-on-import'
      ? `function () { throw new Error('${remote} module failed while importing'); }`
      : `function () { return { __esModule: true, default: function BrokenApp() { throw new Error('${remote} failed while rendering'); } }; }`;
  return `var tailwise_${remote} = { init: function () {}, get: function () { return Promise.resolve(${factory}); } };`;
}

export async function breakRemote(
  page: Page,
  remote: RemoteKey,
  how: '404' | '500' | 'hang' | 'throw-on-import' | 'throw-on-render',
) {
  await page.route(entryPattern(remote), async (route: Route) => {
    if (how === '404') return route.fulfill({ status: 404, body: 'not found' });
    if (how === '500') return route.fulfill({ status: 500, body: 'server error' });
    if (how === 'hang') return; // never answered: the runtime's timeout must give up on it
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeContainer(remote, how) });
  });
}

export async function repairRemote(page: Page, remote: RemoteKey) {
  await page.unroute(entryPattern(remote));
}

/** Each remote's home route: where it is broken, and where the others are checked to still render. */
export const home: Record<RemoteKey, string> = {
  marketing: '/faq',
  quiz: '/start',
  dashboard: '/dashboard',
  business: '/business',
};

export async function expectFallback(page: Page, remote: RemoteKey) {
  const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('heading', { name: 'This page didn’t load' })).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The layout around the failed route still works.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

export async function expectCrashScreen(page: Page, remote: RemoteKey) {
  const crash = page.locator(`[data-remote-crash="${remote}"]`);
  await expect(crash.getByRole('heading', { name: 'Unexpected Error' })).toBeVisible({ timeout: 20_000 });
  await expect(crash.getByText('Oops! Let’s try this again')).toBeVisible();
  await expect(crash.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page didn’t load' })).toHaveCount(0);
  // Inside the layout: the header and footer stay, and the page keeps one main landmark.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
}

export async function expectOtherRoutesWork(page: Page, broken: RemoteKey) {
  for (const remote of (Object.keys(home) as RemoteKey[]).filter((r) => r !== broken)) {
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, home[remote]);
    await expect(page.locator(`[data-remote="${remote}"] h1`)).toBeVisible();
  }
}
