import { RemoteApp } from '@tailwise/shared';
import * as React from 'react';
import { marketingRoutes } from './routes';

// This remote's own import of React Query: the shell checks it is the one shared instance.
const loadReactQuery = () => import('@tanstack/react-query');

/** Exposed as ./App: every page this remote owns. */
export default function MarketingApp() {
  return (
    <RemoteApp
      name="marketing"
      version={__APP_VERSION__}
      react={React}
      loadReactQuery={loadReactQuery}
      queryScope="page"
      routes={marketingRoutes}
    />
  );
}
