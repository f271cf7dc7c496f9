// One rule for work that waits for the visitor: it runs at their first sign of reaching for the page, or
// once the page has loaded and then stayed quiet, whichever comes first. Free of the shared library, so the
// shell's first script (start.ts) and the app (after-first-paint.ts) both use it.

type RequestIdle = (cb: () => void, options?: { timeout: number }) => number;

/** In the browser's idle time (at most `timeoutMs` later), or at once where it has no idle callback. */
export const inIdleTime =
  (win: Window = window, timeoutMs = 1000) =>
  (go: () => void) => {
    const idle = (win as Window & { requestIdleCallback?: RequestIdle }).requestIdleCallback;
    if (idle) idle.call(win, go, { timeout: timeoutMs });
    else go();
  };

export interface IntentOrQuietOptions {
  /** What counts as reaching for the page. Captured on window, so nothing on the page can swallow them. */
  events: readonly string[];
  /** How long after load the page must have been quiet. */
  quietMs: number;
  /** What stands between the quiet period and `fn` (idle time by default). */
  whenQuiet?: (go: () => void) => void;
  win?: Window;
}

/** Calls `fn` once, at the first of `events` or `quietMs` after load; the returned function stops the wait. */
export function atIntentOrQuiet(
  fn: () => void,
  { events, quietMs, win = window, whenQuiet = inIdleTime(win) }: IntentOrQuietOptions,
): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    fn();
  };
  const onLoad = () => {
    timer = setTimeout(() => whenQuiet(run), quietMs);
  };
  const cleanup = () => {
    clearTimeout(timer);
    for (const type of events) win.removeEventListener(type, run, true);
    win.removeEventListener('load', onLoad);
  };
  for (const type of events) win.addEventListener(type, run, { capture: true, passive: true });
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}
