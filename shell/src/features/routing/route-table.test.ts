import { SPEC_ROUTES } from '../../../../scripts/lib/spec-routes.mjs';
import { resolveRoute, routeTable } from './route-table';

// Every route of spec §2 (the list the end-to-end walk visits), plus routes the table owns that the walk does
// not visit: an article, and each quiz flow's restart. With the remote that must own each.
const ownedRoutes: Array<[string, string]> = [
  ...SPEC_ROUTES.map(({ path, remote }): [string, string] => [path.split('?')[0]!, remote]),
  ['/blog/how-much-does-a-vet-visit-cost', 'marketing'],
  ...SPEC_ROUTES.filter(({ path, remote }) => remote === 'quiz' && !path.endsWith('/checkout')).map(
    ({ path }): [string, string] => [`${path.split('?')[0]}/restart`, 'quiz'],
  ),
];

describe('route table', () => {
  it.each(ownedRoutes)('%s is owned by the %s remote', (path, remote) => {
    const { route } = resolveRoute(path);
    expect(route.remote).toBe(remote);
    expect(route.path).not.toBe('*');
  });

  it('sends unknown paths to the marketing 404 page', () => {
    for (const path of ['/nope', '/pet-insurance-plans/extra', '/benefits', '/benefits/acme', '/startx']) {
      const { route } = resolveRoute(path);
      expect(route).toEqual({ path: '*', remote: 'marketing' });
    }
  });

  it('gates the dashboard, the claims staff pages and the upsell flows behind sign-in, and nothing else', () => {
    const gated = routeTable.filter((r) => r.requiresAuth).map((r) => r.path);
    expect(gated).toEqual(['/dashboard/*', '/ops/*', '/insurance/*', '/wellness/*', '/new/*']);
    expect(resolveRoute('/ops/claims/b17d8c9e-0fa1-4c12-93d4-e5f6a7b8c9d0').route).toMatchObject({
      remote: 'ops',
      requiresAuth: true,
      requiredRole: 'adjuster',
    });
    expect(routeTable.filter((r) => r.requiredRole).map((r) => r.path)).toEqual(['/ops/*']);
    expect(resolveRoute('/dashboard/claims').route.requiresAuth).toBe(true);
    for (const path of ['/insurance', '/insurance/price', '/wellness/checkout', '/new/breed', '/new/restart']) {
      expect(resolveRoute(path).route).toMatchObject({ remote: 'quiz', requiresAuth: true });
    }
    for (const path of [
      '/start',
      '/start/checkout',
      '/promo/price',
      '/onboard',
      '/benefits/fenwick/onboard/checkout',
    ]) {
      expect(resolveRoute(path).route.requiresAuth).toBeFalsy();
    }
  });

  it('keeps the benefits onboarding group id as a route parameter', () => {
    expect(resolveRoute('/benefits/city-of-philadelphia/onboard/checkout').params.groupId).toBe('city-of-philadelphia');
  });
});
