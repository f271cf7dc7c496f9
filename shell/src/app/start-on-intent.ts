// When the app starts on a page prerendered whole. Such a page (its remote marks it
// data-app-start="on-intent": text, links, a form) is complete without the app, so on a first visit
// the app's start-up, about a second of main thread on a cheap phone, waits until the visitor reaches
// for the page (a tap, a key, focus, a scroll) or the page has sat quiet for a while after loading.
// Until then the page reads, scrolls and follows links as the plain document it is; what is typed or
// pressed meanwhile is carried into the app when it takes over (early-input.ts). Kept free of the
// shared library but for its constants: start.ts decides this before anything else loads.
import { STORED_PREFIX } from '@tailwise/shared/storage-keys/early';
import { hasSignedInCookie } from '../features/auth/auth-hint';
import { atIntentOrQuiet } from './intent-or-quiet';
import { prerenderedRoot } from './prerendered-page';

/** The attribute a remote's prerendered page root carries when it is whole without the app. */
export const APP_START_ATTRIBUTE = 'data-app-start';
export const ON_INTENT = 'on-intent';

/** The visitor reaching for the page. Captured on window, so nothing on the page can swallow them. */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** After load, the app starts anyway once the page has been quiet this long: page views, prefetching. */
export const QUIET_START_MS = 4000;

/** Whether the site has stored anything in `storage`: a visitor who has been here before. */
export function holdsState(storage: Storage | null): boolean {
  try {
    for (let i = 0; i < (storage?.length ?? 0); i++) if (storage!.key(i)?.startsWith(STORED_PREFIX)) return true;
  } catch {
    // storage blocked: nothing of ours is in it
  }
  return false;
}

/**
 * Whether the app waits for the visitor here: the page was prerendered whole, and the visitor brings
 * nothing the app might show differently at once: no query string (a saved quote, a promo, a referral,
 * campaign tags, a developer's flag), nothing the site stored on an earlier visit (answers, a cart, a
 * sign-in) and no signed-in cookie. So it is a first visit, which is whom the prerendered page is for.
 */
export function startsOnIntent(doc: Document, storages: Array<Storage | null>): boolean {
  const root = prerenderedRoot(doc);
  if (!root) return false;
  if (!root.querySelector(`[${APP_START_ATTRIBUTE}="${ON_INTENT}"]`)) return false;
  if (doc.location.search || hasSignedInCookie(doc.cookie)) return false;
  return !storages.some(holdsState);
}

/** Calls `start` once: at the first intent event, or `quietMs` after load (in idle time), whichever is first. */
export function startOnIntentOrQuiet(
  start: () => void,
  { quietMs = QUIET_START_MS, win = window }: { quietMs?: number; win?: Window } = {},
): () => void {
  return atIntentOrQuiet(start, { events: INTENT_EVENTS, quietMs, win });
}
