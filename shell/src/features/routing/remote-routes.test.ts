import { STAFF_ROLE as CONTRACT_STAFF_ROLE } from '@tailwise/shared/contract';
import { remoteOwningPath, remoteRouteOwningPath, remoteRoutes, STAFF_ROLE } from './remote-routes';
import { resolveRoute, routeTable } from './route-table';

/** A path each pattern stands for, and some beneath it. */
const samplesOf = (pattern: string) => {
  const base = pattern.replace(/\/\*$/, '').replace(/:[A-Za-z]+/g, 'acme-co');
  return pattern.endsWith('/*') ? [base, `${base}/`, `${base}/checkout`, `${base}/a/b`] : [base, `${base}/`];
};

describe('remoteOwningPath (the entry script reads it before React Router loads)', () => {
  const paths = [
    ...routeTable.filter((route) => route.path !== '*').flatMap((route) => samplesOf(route.path)),
    '/',
    '/nope',
    '/benefits',
    '/benefits/acme',
    '/benefits//onboard',
    '/startx',
    '/Start/Checkout',
    '/business-ideas',
    '/dashboards',
    '/ops',
    '/ops/claims/b17d8c9e-0fa1-4c12-93d4-e5f6a7b8c9d0',
    '/opsroom',
    '/blog/enroll',
  ];

  it.each(paths)('agrees with the route table on %s', (path) => {
    const { route } = resolveRoute(path);
    expect(remoteOwningPath(path)).toBe(route.remote === 'marketing' ? null : route.remote);
  });

  it('covers every remote but marketing', () => {
    expect(new Set(remoteRoutes.map((route) => route.remote))).toEqual(
      new Set(['business', 'dashboard', 'ops', 'quiz']),
    );
    expect(remoteOwningPath('/start/checkout')).toBe('quiz');
    expect(remoteOwningPath('/enroll/start')).toBe('business');
    expect(remoteOwningPath('/dashboard/claims')).toBe('dashboard');
    expect(remoteOwningPath('/ops/claims/b17d8c9e-0fa1-4c12-93d4-e5f6a7b8c9d0')).toBe('ops');
  });

  it("asks the claims staff's role for /ops, and only there; the role is the contract's", () => {
    expect(STAFF_ROLE).toBe(CONTRACT_STAFF_ROLE);
    expect(remoteRouteOwningPath('/ops')).toEqual({
      path: '/ops/*',
      remote: 'ops',
      requiresAuth: true,
      requiredRole: STAFF_ROLE,
    });
    expect(remoteRoutes.filter((route) => route.requiredRole !== undefined).map((route) => route.path)).toEqual([
      '/ops/*',
    ]);
  });
});
