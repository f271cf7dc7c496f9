// The shell's flags provider: defaults at once, then Remote Config and local overrides for every remote.
import { defaultFlagsState, FlagsProvider, isProduction, readRuntimeConfig, type FlagsState } from '@tailwise/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
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

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

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
  const [requested, setRequested] = useState(false);
  const request = useCallback(() => setRequested(true), []);

  useEffect(() => {
    if (!requested) return;
    let cancelled = false;
    const cancelStart = afterFirstPaint(() =>
      loadRemoteFlags()
        .then((remote) => remote ?? ('unavailable' as const))
        .catch(() => 'error' as const)
        .then((outcome) => {
          if (!cancelled) setState((s) => flagsAfterFetch(s, outcome, overrides));
        }),
    );
    return () => {
      cancelled = true;
      cancelStart();
    };
  }, [requested, loadRemoteFlags, overrides]);

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
