// The shell's route table: which remote owns which path. Remotes own whole subtrees where they can
// (/dashboard/*, /business/*, each quiz flow), so a team can add pages beneath its own routes and
// release them without a shell release.
import { publicPaths } from '@tailwise/shared';
import { matchRoutes } from 'react-router-dom';
import { remoteRoutes, type ShellRoute } from './remote-routes';

export type { ShellRoute } from './remote-routes';

const marketingRoutes: ShellRoute[] = Object.values(publicPaths)
  .filter((path) => path !== publicPaths.blogArticle)
  .map((path) => ({ path, remote: 'marketing' }));

export const routeTable: readonly ShellRoute[] = [
  ...marketingRoutes,
  { path: `${publicPaths.blog}/*`, remote: 'marketing' },
  ...remoteRoutes,
  // Anything else is the marketing 404 page.
  { path: '*', remote: 'marketing' },
];

export interface ResolvedRoute {
  route: ShellRoute;
  params: Record<string, string | undefined>;
}

export function resolveRoute(pathname: string): ResolvedRoute {
  const matches = matchRoutes(routeTable as ShellRoute[], pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return { route: routeTable[routeTable.length - 1]!, params: {} };
  return { route: last.route, params: last.params };
}

/** The patterns of the routes that need a signed-in customer (the gateway serves them the sign-in screen first). */
export const signedInRoutePatterns = (): string[] => routeTable.filter((r) => r.requiresAuth).map((r) => r.path);

export const isCatchAll = (route: ShellRoute) => route.path === '*';
