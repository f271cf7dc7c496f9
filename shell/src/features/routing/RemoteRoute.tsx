import { PageLoading, type RemoteName } from '@tailwise/shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetRemoteApp, remoteAppComponent } from '../federation/load-remote-app';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { remoteFailureScreen } from './remote-failure';

// Loaded only when a remote fails: "didn't load" when its code did not arrive, the shell's one Unexpected Error
// screen (and its Reload rules) when it crashed while rendering.
const RemoteFallback = lazy(() => import('./RemoteFallback').then((m) => ({ default: m.RemoteFallback })));
const UnexpectedError = lazy(() => import('../errors/UnexpectedError').then((m) => ({ default: m.UnexpectedError })));

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
          {remoteFailureScreen(error) === 'load-failed' ? (
            <RemoteFallback remote={remote} onRetry={onRetry} />
          ) : (
            <div data-remote-crash={remote} css={{ display: 'contents' }}>
              <UnexpectedError placement="route" />
            </div>
          )}
        </Suspense>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
