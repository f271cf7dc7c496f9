import { resolveRoute, routeTable } from './route-table';

// Every route of spec §2, with the remote that must own it.
const specRoutes: Array<[string, string]> = [
  ...[
    '/',
    '/pet-insurance-plans',
    '/pet-wellness-plans',
    '/careers',
    '/contact',
    '/blog',
    '/disclosure/ca',
    '/faq',
    '/privacy_policy',
    '/product/unavailable',
    '/reviews',
    '/terms',
    '/vetalk',
    '/work-with-us',
    '/404',
  ].map((p): [string, string] => [p, 'marketing']),
  ['/blog/how-much-does-a-vet-visit-cost', 'marketing'],
  ...[
    '/business',
    '/business/blog',
    '/business/brokers',
    '/business/contact',
    '/business/faq',
    '/business/hr',
    '/business/city-of-philadelphia/success',
    '/business/fenwick/success',
  ].map((p): [string, string] => [p, 'business']),
  ...['/dashboard', '/dashboard/claims', '/dashboard/pets', '/dashboard/profile', '/dashboard/refer'].map(
    (p): [string, string] => [p, 'dashboard'],
  ),
  ...['/benefits/fenwick/onboard', '/onboard', '/promo', '/start', '/insurance', '/wellness', '/new'].flatMap(
    (flow): Array<[string, string]> => [
      [flow, 'quiz'],
      [`${flow}/restart`, 'quiz'],
      [`${flow}/checkout`, 'quiz'],
    ],
  ),
  ...['/enroll', '/enroll/start', '/enroll/medmutual-pet', '/benefits/enroll'].map((p): [string, string] => [
    p,
    'business',
  ]),
];

describe('route table', () => {
  it.each(specRoutes)('%s is owned by the %s remote', (path, remote) => {
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

  it('gates the dashboard and the upsell flows behind sign-in, and nothing else', () => {
    const gated = routeTable.filter((r) => r.requiresAuth).map((r) => r.path);
    expect(gated).toEqual(['/dashboard/*', '/insurance/*', '/wellness/*', '/new/*']);
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
