import { remoteOwningPath, remoteRoutes } from './remote-routes';
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
    '/blog/enroll',
  ];

  it.each(paths)('agrees with the route table on %s', (path) => {
    const { route } = resolveRoute(path);
    expect(remoteOwningPath(path)).toBe(route.remote === 'marketing' ? null : route.remote);
  });

  it('covers every remote but marketing', () => {
    expect(new Set(remoteRoutes.map((route) => route.remote))).toEqual(new Set(['business', 'dashboard', 'quiz']));
    expect(remoteOwningPath('/start/checkout')).toBe('quiz');
    expect(remoteOwningPath('/enroll/start')).toBe('business');
    expect(remoteOwningPath('/dashboard/claims')).toBe('dashboard');
  });
});
