import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RequireRole } from '../auth/RequireRole';
import { RequireSignIn } from '../auth/RequireSignIn';
import { RemoteRoute } from './RemoteRoute';
import { resolveRoute } from './route-table';

/** Picks the remote that owns the current path and renders it, behind sign-in and a role where the route asks. */
export function ShellRoutes() {
  const { pathname, hash } = useLocation();
  const { route } = resolveRoute(pathname);

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  const content = <RemoteRoute key={route.remote} remote={route.remote} />;
  const forRole = route.requiredRole ? <RequireRole role={route.requiredRole}>{content}</RequireRole> : content;
  return route.requiresAuth ? <RequireSignIn>{forRole}</RequireSignIn> : forRole;
}
