// bench:lighthouse audits every route of spec §2: the product's route tables (shared/src/routes/paths.ts) are those
// routes, so each of their paths, and each quiz flow with its checkout beneath it, must be audited.
import {
  businessPaths,
  dashboardPaths,
  enrollmentPaths,
  publicPaths,
  quizCheckoutPath,
  quizFlows,
} from '../../shared/src/routes/paths';
import { LIGHTHOUSE_ROUTES, missesOf, selectRoutes } from './lighthouse-routes.mjs';

/** §2 writes a pattern's parameter as {groupId}; the route tables as :groupId. */
const asSpec = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

// Pages of the route tables that §2 does not list as screens: an article and a claim, reached from their lists.
const NOT_IN_SECTION_2 = new Set<string>([publicPaths.blogArticle, dashboardPaths.claim]);

const section2 = [
  ...Object.values(publicPaths),
  ...Object.values(businessPaths),
  ...Object.values(dashboardPaths),
  ...quizFlows.flatMap((flow) => [flow.path, quizCheckoutPath(flow.path)]),
  ...Object.values(enrollmentPaths),
]
  .filter((path) => !NOT_IN_SECTION_2.has(path))
  .map(asSpec);

describe('bench:lighthouse routes', () => {
  it('are the 46 routes of spec §2', () => {
    expect(new Set(section2).size).toBe(46);
  });

  it('audit every route of §2, each once', () => {
    const audited = LIGHTHOUSE_ROUTES.map((r) => r.spec).filter((spec) => spec !== null);
    expect([...audited].sort()).toEqual([...section2].sort());
  });

  it('audit a pattern at an address it matches', () => {
    for (const { route, spec } of LIGHTHOUSE_ROUTES) {
      if (spec === null) continue;
      const pattern = new RegExp(`^${spec.replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`);
      expect({ route, matches: pattern.test(route.split('?')[0]) }).toEqual({ route, matches: true });
    }
  });

  it('audit the dashboard signed in, and the quiz steps reached with a cart', () => {
    for (const path of Object.values(dashboardPaths).filter((p) => !NOT_IN_SECTION_2.has(p)))
      expect(LIGHTHOUSE_ROUTES.find((r) => r.route === path)?.as).toBe('customer');
    for (const step of ['/start/breed', '/start/contact', '/start/price', '/start/checkout'])
      expect(LIGHTHOUSE_ROUTES.find((r) => r.route === step)?.as).toBe('cart');
  });

  it('audit the upsell flows as a customer the dashboard offers them to, and their checkouts with a cart', () => {
    const visitorOf = (route: string) => LIGHTHOUSE_ROUTES.find((r) => r.route === route)?.as;
    expect(['/insurance', '/wellness', '/new'].map(visitorOf)).toEqual(['upsell', 'upsell', 'upsell']);
    expect(['/insurance/checkout', '/wellness/checkout', '/new/checkout'].map(visitorOf)).toEqual([
      'upsell-cart',
      'upsell-cart',
      'upsell-cart',
    ]);
    expect(LIGHTHOUSE_ROUTES.filter((r) => r.as.startsWith('upsell'))).toHaveLength(6);
  });

  it('flag a route that misses the goal: score under 95, LCP over 1.8 s or CLS over 0.02', () => {
    expect(missesOf({ score: 95, lcpMs: 1800, cls: 0.02 })).toEqual([]);
    expect(missesOf({ score: 94, lcpMs: 1801, cls: 0.021 })).toEqual([
      'score 94 < 95',
      'LCP 1801 ms > 1800 ms',
      'CLS 0.021 > 0.02',
    ]);
  });

  it('select routes by address or by §2 route, and refuse an unknown one', () => {
    expect(selectRoutes('/start,/benefits/{groupId}/onboard').map((r) => r.route)).toEqual([
      '/start',
      '/benefits/fenwick/onboard',
    ]);
    expect(selectRoutes(undefined)).toBe(LIGHTHOUSE_ROUTES);
    expect(() => selectRoutes('/nowhere')).toThrow(/not a route/);
  });
});
