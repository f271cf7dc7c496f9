import { ApiClientProvider, type ApiClient } from '@tailwise/shared';
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ShellAuthProvider } from '../features/auth/ShellAuthProvider';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { ShellFaultProbe } from '../features/errors/fault-injection';
import type { RemoteOverrides } from '../features/federation/remote-overrides-core';
import { ShellFlagsProvider } from '../features/flags/ShellFlagsProvider';
import { Layout } from '../features/layout/Layout';
import { SnackbarHost } from '../features/layout/SnackbarHost';
import { ShellRoutes } from '../features/routing/ShellRoutes';
import { afterFirstPaint } from './after-first-paint';

const ShellBackground = lazy(() => import('./ShellBackground'));

/** Mounts its children once the route has rendered and the browser is idle. */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const RemoteOverrideBanner = lazy(() =>
  import('../features/federation/RemoteOverrideBanner').then((m) => ({ default: m.RemoteOverrideBanner })),
);

interface AppProps {
  apiClient: ApiClient;
  overrides: RemoteOverrides;
}

/**
 * What the shell gives every remote: one API client, sign-in, flags and the snackbar. The one
 * QueryClient reaches remotes through QueryScope (shared), which loads React Query when needed.
 */
function ShellProviders({ apiClient, children }: Omit<AppProps, 'overrides'> & { children: ReactNode }) {
  return (
    <ApiClientProvider client={apiClient}>
      <ShellAuthProvider apiClient={apiClient}>
        <ShellFlagsProvider>
          <SnackbarHost>{children}</SnackbarHost>
        </ShellFlagsProvider>
      </ShellAuthProvider>
    </ApiClientProvider>
  );
}

export function App({ apiClient, overrides }: AppProps) {
  const banner = Object.keys(overrides).length > 0 && (
    <Suspense fallback={null}>
      <RemoteOverrideBanner overrides={overrides} />
    </Suspense>
  );
  return (
    <StrictMode>
      <AppErrorBoundary>
        <BrowserRouter>
          <ShellProviders apiClient={apiClient}>
            <ShellFaultProbe />
            <AfterFirstPaint>
              <ShellBackground />
            </AfterFirstPaint>
            <Layout banner={banner}>
              <ShellRoutes />
            </Layout>
          </ShellProviders>
        </BrowserRouter>
      </AppErrorBoundary>
    </StrictMode>
  );
}
