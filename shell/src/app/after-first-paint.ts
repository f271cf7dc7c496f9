// Work that must not cost the first render (Firebase, Remote Config, analytics) starts once the
// route's content has rendered and the browser is idle, or after `maxWaitMs` at the latest.
import { whenRouteRendered } from '@tailwise/shared';
import { atIntentOrQuiet } from './intent-or-quiet';

export function afterFirstPaint(fn: () => void, maxWaitMs = 8000): () => void {
  let cancelled = false;
  let started = false;
  const run = () => {
    if (cancelled || started) return;
    started = true;
    fn();
  };
  const idle = () => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 50);
  };
  void whenRouteRendered().then(idle);
  const fallback = setTimeout(run, maxWaitMs);
  return () => {
    cancelled = true;
    clearTimeout(fallback);
  };
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Work nobody is waiting for (analytics, error monitoring, sign-in for visitors who are not signed
 * in): at the visitor's first interaction, or once the page has loaded and stayed quiet for
 * `quietMs`, whichever comes first. It then never competes with the page's own start-up.
 */
export function afterSettled(fn: () => void, quietMs = 4000): () => void {
  return atIntentOrQuiet(fn, { events: INTERACTIONS, quietMs, whenQuiet: (go) => afterFirstPaint(go) });
}
