import {
  ApiClient,
  isProduction,
  loadQueryClient,
  readRuntimeConfig,
  registerAppInstances,
  remoteNames,
} from '@tailwise/shared';
import * as React from 'react';
import { afterFirstPaint } from './app/after-first-paint';
import { App } from './app/App';
import { mountApp } from './app/mount';
import { syncSignedInCookie } from './features/auth/auth-hint';
import { configureRemoteLoading } from './features/federation/load-remote-app';
import { ensureRemotesRegistered } from './features/federation/register-remotes';
import { setRemoteLoadTimeoutMs } from './features/federation/remote-load-failure';
import { mayHaveRemoteOverrides, type RemoteOverrides } from './features/federation/remote-overrides-core';
import { startMonitoring } from './features/monitoring/start-monitoring';

const config = readRuntimeConfig();
syncSignedInCookie();
setRemoteLoadTimeoutMs(config.remoteTimeoutMs);

// Developer overrides (outside production only): their code loads only when there may be one.
const overridesReady: Promise<RemoteOverrides> =
  !isProduction(config) && mayHaveRemoteOverrides(window.location.search, safeLocalStorage())
    ? import('./features/federation/remote-overrides').then((m) =>
        m.resolveRemoteOverrides({
          search: window.location.search,
          storage: safeLocalStorage(),
          production: false,
          knownRemotes: remoteNames,
        }),
      )
    : Promise.resolve({});

// The one API client for the shell and every remote. The one QueryClient is created on first use
// (a QueryScope, or here once the route has rendered), so React Query is not in the first render.
const apiClient = new ApiClient();
registerAppInstances('shell', { react: React, apiClient });
afterFirstPaint(() => void loadQueryClient().then((queryClient) => registerAppInstances('shell', { queryClient })));
startMonitoring(config);

void overridesReady.then((overrides) => {
  configureRemoteLoading(overrides);
  ensureRemotesRegistered(overrides).catch(() => {
    // The route that needs a remote shows its fallback.
  });
  mountApp(<App apiClient={apiClient} overrides={overrides} />);
});

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
