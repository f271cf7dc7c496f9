// Puts the one QueryClient around components that use React Query hooks, loading React Query the
// first time a scope renders. Remotes' pages sit in one by default (RemoteApp); a remote can opt out
// and scope only the parts that fetch, so pages that fetch nothing never load React Query.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenRouteRendered } from '../remote/route-rendered';
import { loadQueryClient } from './query-client-holder';

const QueryClientScope = lazy(async () => {
  const [{ QueryClientProvider }, client] = await Promise.all([import('@tanstack/react-query'), loadQueryClient()]);
  function Scope({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  return { default: Scope };
});

interface QueryScopeProps {
  children: ReactNode;
  /**
   * Shown until React Query has loaded; render the children's own loading state here, so nothing
   * flickers. Without one, the scope suspends to the nearest Suspense boundary instead: a page that
   * needs its data to count as rendered (and to take over its prerendered HTML) wants that.
   */
  fallback?: ReactNode;
  /** Wait until the route has rendered before loading, for data below the fold. */
  defer?: boolean;
}

export function QueryScope({ children, fallback, defer = false }: QueryScopeProps) {
  const [ready, setReady] = useState(!defer);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void whenRouteRendered().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  if (!ready) return <>{fallback ?? null}</>;
  const scope = <QueryClientScope>{children}</QueryClientScope>;
  return fallback === undefined ? scope : <Suspense fallback={fallback}>{scope}</Suspense>;
}
