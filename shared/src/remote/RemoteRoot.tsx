import { useEffect, type ReactNode } from 'react';
import { useApiClient } from '../api/api-client-context';
import { registerAppInstances } from '../diagnostics/instances';
import { loadQueryClient } from '../query/query-client-holder';
import { whenRouteRendered } from './route-rendered';

type ReactQueryModule = typeof import('@tanstack/react-query');

interface RemoteRootProps {
  /** The remote's short name: marketing, quiz, dashboard or business. */
  name: string;
  version: string;
  /** The remote's own React, and its own way to import React Query, so a duplicate would show. */
  react: unknown;
  loadReactQuery: () => Promise<ReactQueryModule>;
  children: ReactNode;
}

/** Wraps a remote's pages: marks which remote and version rendered them, and records its singletons. */
export function RemoteRoot({ name, version, react, loadReactQuery, children }: RemoteRootProps) {
  const apiClient = useApiClient();
  useEffect(() => {
    registerAppInstances(name, { react, apiClient });
  }, [name, react, apiClient]);
  useEffect(() => {
    // Once the route has rendered (React Query is not first-render code): the remote sees the one
    // QueryClient exactly when its own React Query is the shell's module.
    void whenRouteRendered()
      .then(() => Promise.all([loadReactQuery(), import('@tanstack/react-query'), loadQueryClient()]))
      .then(([own, shells, client]) => registerAppInstances(name, { queryClient: own === shells ? client : own }));
  }, [name, loadReactQuery]);
  return (
    <div data-remote={name} data-remote-version={version}>
      {children}
    </div>
  );
}
