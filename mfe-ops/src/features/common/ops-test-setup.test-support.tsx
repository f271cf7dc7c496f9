// What the ops remote's tests share: its own routes rendered for a signed-in adjuster against the fake API, and a
// fixed clock (only Date is faked, so timers and user events run as usual).
import { configure } from '@testing-library/react';
import { renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { opsRoutes } from '../../routes';

// Pages load lazily and the machine is shared: give each wait room.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

/** Fakes only Date, so `Date.now()` is `iso`. */
export function fixNow(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
}

/** jsdom has no object URLs: each file previewed gets a numbered blob: address, and the Blob it was made of is kept. */
export const objectUrls: Blob[] = [];
beforeEach(() => {
  objectUrls.length = 0;
  URL.createObjectURL = (blob: Blob) => `blob:preview-${objectUrls.push(blob)}`;
  URL.revokeObjectURL = () => {};
});

export const ADJUSTER = { user: { uid: 'uid-grace', email: 'grace@tailwise.example', emailVerified: true } };

export function renderOps(route: string, api: FakeRoutes) {
  return renderRemote({ routes: opsRoutes, route, api, auth: ADJUSTER });
}
