// When the app starts on a page prerendered whole. Such a page (its remote marks it
// data-app-start="on-intent": text, links, a form) is complete without the app, so on a first visit
// the app's start-up, about a second of main thread on a cheap phone, waits until the visitor reaches
// for the page (a tap, a key, focus, a scroll) or the page has sat quiet for a while after loading.
// Until then the page reads, scrolls and follows links as the plain document it is; what is typed or
// pressed meanwhile is carried into the app when it takes over (early-input.ts). Kept free of the
// shared library: main.ts decides this before anything else loads.

/** The attribute a remote's prerendered page root carries when it is whole without the app. */
export const APP_START_ATTRIBUTE = 'data-app-start';
export const ON_INTENT = 'on-intent';

/** The visitor reaching for the page. Captured on window, so nothing on the page can swallow them. */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** After load, the app starts anyway once the page has been quiet this long: page views, prefetching. */
export const QUIET_START_MS = 4000;

/**
 * Whether the app waits for the visitor here: the page was prerendered whole, and the visitor has
 * nothing the app would show differently at once (a sign-in, or a query string: a saved quote, a
 * promo, a referral, campaign tags or a developer's flag).
 */
export function startsOnIntent(doc: Document, { signedIn }: { signedIn: boolean }): boolean {
  const root = doc.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return false;
  if (!root.querySelector(`[${APP_START_ATTRIBUTE}="${ON_INTENT}"]`)) return false;
  return !signedIn && !doc.location.search;
}

/** Calls `start` once: at the first intent event, or `quietMs` after load (in idle time), whichever is first. */
export function startOnIntentOrQuiet(
  start: () => void,
  { quietMs = QUIET_START_MS, win = window }: { quietMs?: number; win?: Window } = {},
): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    start();
  };
  const onLoad = () => {
    timer = setTimeout(() => {
      const idle = (win as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
        .requestIdleCallback;
      if (idle) idle.call(win, run, { timeout: 1000 });
      else run();
    }, quietMs);
  };
  const cleanup = () => {
    clearTimeout(timer);
    for (const type of INTENT_EVENTS) win.removeEventListener(type, run, true);
    win.removeEventListener('load', onLoad);
  };
  for (const type of INTENT_EVENTS) win.addEventListener(type, run, { capture: true, passive: true });
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}
