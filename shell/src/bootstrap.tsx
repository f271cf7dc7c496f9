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
import { prerenderedRoot } from './app/prerendered-page';
import { webStorage } from './app/web-storage';
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
  !isProduction(config) && mayHaveRemoteOverrides(window.location.search, webStorage())
    ? import('./features/federation/remote-overrides').then((m) =>
        m.resolveRemoteOverrides({
          search: window.location.search,
          storage: webStorage(),
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
// A page the app renders itself (not prerendered: checkout, the dashboard, a later quiz step) fetches from
// its first render: React Query loads beside the page's remote rather than after it, one round trip less.
if (!prerenderedRoot()) void loadQueryClient();
startMonitoring(config);

void overridesReady.then((overrides) => {
  configureRemoteLoading(overrides);
  ensureRemotesRegistered(overrides).catch(() => {
    // The route that needs a remote shows its fallback.
  });
  mountApp(<App apiClient={apiClient} overrides={overrides} />);
});
