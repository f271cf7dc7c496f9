import { RemoteApp } from '@tailwise/shared';
import * as React from 'react';
import { businessRoutes } from './routes';

// This remote's own import of React Query: the shell checks it is the one shared instance.
const loadReactQuery = () => import('@tanstack/react-query');

/** Exposed as ./App: every page this remote owns. */
export default function BusinessApp() {
  return (
    <RemoteApp
      name="business"
      version={__APP_VERSION__}
      react={React}
      loadReactQuery={loadReactQuery}
      routes={businessRoutes}
      // The employer pages fetch nothing on their first screen: pages that fetch sit in their own
      // QueryScope (routes.tsx, lazyPage), so /business does not load React Query before it is usable.
      queryScope="page"
    />
  );
}
