// The shell's flags provider: defaults at once, then Remote Config and local overrides for every remote.
import {
  defaultFlagsState,
  enrollmentPaths,
  FlagsProvider,
  quizFlows,
  isProduction,
  publicPaths,
  readRuntimeConfig,
  type FlagsState,
} from '@tailwise/shared';
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../../app/after-first-paint';
import { resolveFlagOverrides } from './flag-overrides';
import { applyOverrides, flagsAfterFetch } from './flags-status';
import type { RemoteFlags } from './remote-config';

type LoadRemoteFlags = () => Promise<RemoteFlags | null>;

/** Remote Config needs an app id; without one (or without Firebase) the defaults stand, as after a failed fetch. */
const defaultLoader: LoadRemoteFlags = async () => {
  const { firebase } = readRuntimeConfig();
  if (!firebase?.appId) return null;
  const [{ firebaseApp }, { fetchRemoteFlags }] = await Promise.all([
    import('../firebase/firebase-app'),
    import('./remote-config'),
  ]);
  return fetchRemoteFlags(firebaseApp(firebase));
};

const now = (fn: () => void) => {
  fn();
  return () => undefined;
};

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The pages that draw nothing of their own until a flag has settled (useSettledFlag): there Remote Config is the
 * page's content, so it starts with the shell rather than after the page's code has loaded and painted a placeholder.
 */
const FLAG_FIRST_PATHS: readonly string[] = [
  publicPaths.vetalk,
  enrollmentPaths.benefitsEnroll,
  `${quizFlows.find((flow) => flow.id === 'PromoQuiz')?.path}/checkout`,
];

const startsWithShell = (pathname: string) => FLAG_FIRST_PATHS.includes(pathname.replace(/\/+$/, '') || '/');

/** Feature flags for the shell and every remote: defaults at once, Remote Config once a flag is read. */
export function ShellFlagsProvider({
  children,
  loadRemoteFlags = defaultLoader,
}: {
  children: ReactNode;
  loadRemoteFlags?: LoadRemoteFlags;
}) {
  const [overrides] = useState(() =>
    resolveFlagOverrides({
      search: window.location.search,
      storage: sessionStore(),
      production: isProduction(readRuntimeConfig()),
    }),
  );
  const [state, setState] = useState<FlagsState>(() => applyOverrides(defaultFlagsState, overrides));

  // Remote Config loads only once a component reads a flag (FlagsProvider's onRead), and then after the
  // route's first paint: most pages read none, and their visitors never download Firebase for it.
  const [atOnce] = useState(() => startsWithShell(window.location.pathname));
  const [requested, setRequested] = useState(atOnce);
  const request = useCallback(() => setRequested(true), []);

  useEffect(() => {
    if (!requested) return;
    let cancelled = false;
    const cancelStart = (atOnce ? now : afterFirstPaint)(() =>
      loadRemoteFlags()
        .then((remote) => remote ?? ('unavailable' as const))
        .catch(() => 'error' as const)
        .then((outcome) => {
          // A transition: the readers' redraw comes in small slices rather than one long task.
          if (!cancelled) startTransition(() => setState((s) => flagsAfterFetch(s, outcome, overrides)));
        }),
    );
    return () => {
      cancelled = true;
      cancelStart();
    };
  }, [requested, atOnce, loadRemoteFlags, overrides]);

  useEffect(() => {
    const g = globalThis as { __tailwise?: Record<string, unknown> };
    g.__tailwise ??= {};
    g.__tailwise.flags = state;
  }, [state]);

  return (
    <FlagsProvider value={state} onRead={request}>
      {children}
    </FlagsProvider>
  );
}
