// Exposed as ./App: the claims staff's pages. The shell loads it only for a signed-in adjuster.
import { RemoteApp } from '@tailwise/shared';
import * as React from 'react';
import { opsRoutes } from './routes';

// This remote's own import of React Query: the shell checks it is the one shared instance.
const loadReactQuery = () => import('@tanstack/react-query');

export default function OpsApp() {
  return (
    <RemoteApp name="ops" version={__APP_VERSION__} react={React} loadReactQuery={loadReactQuery} routes={opsRoutes} />
  );
}
