import type { Page, Route } from '@playwright/test';

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
