import { PageLoading, type RemoteName } from '@tailwise/shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetRemoteApp, remoteAppComponent } from '../federation/load-remote-app';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

// Loaded only when a remote fails: "didn't load" when its code did not arrive, the shell's one Unexpected Error
// screen (and its Reload rules) when it crashed while rendering.
const RemoteFailure = lazy(() => import('./RemoteFailure').then((m) => ({ default: m.RemoteFailure })));

/** Renders the remote that owns the current route, isolated behind its own boundary. */
export function RemoteRoute({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt forces a fresh component after "Try again"
  const RemoteApp = useMemo(() => remoteAppComponent(remote), [remote, attempt]);
  const retry = () => {
    forgetRemoteApp(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      remote={remote}
      resetKey={`${pathname}#${attempt}`}
      onRetry={retry}
      fallback={(error, onRetry) => (
        <Suspense fallback={<PageLoading />}>
          <RemoteFailure remote={remote} error={error} onRetry={onRetry} />
        </Suspense>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
