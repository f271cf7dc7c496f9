import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RequireSignIn } from '../auth/RequireSignIn';
import { RemoteRoute } from './RemoteRoute';
import { resolveRoute } from './route-table';

/** Picks the remote that owns the current path and renders it. */
export function ShellRoutes() {
  const { pathname, hash } = useLocation();
  const { route } = resolveRoute(pathname);

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  const content = <RemoteRoute key={route.remote} remote={route.remote} />;
  return route.requiresAuth ? <RequireSignIn>{content}</RequireSignIn> : content;
}
