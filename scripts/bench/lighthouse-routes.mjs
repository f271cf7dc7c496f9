// The routes `bench:lighthouse` audits, apart from the bench so a unit test can hold them to the product's route
// tables (shared/src/routes/paths.ts): every route of spec §2 (46), each with the visitor who reaches it, plus the
// quiz steps a visitor reaches with a quote in progress. A route carries the query string its page needs.
//
// `spec`: the §2 route the audited address stands for (a pattern such as /benefits/{groupId}/onboard is audited
// with a seeded employer, fenwick). `as`: who loads it:
// - 'visitor': a first visit, nothing stored;
// - 'cart': a visitor with a quote in progress (StartQuiz played to its price, then into checkout);
// - 'customer': a signed-in customer who bought a plan (the dashboard and the upsell flows, which are theirs).
// A checkout without its flow's cart sends the visitor to the flow's first unanswered step: the audit says
// where it ended (finalUrl), which is what such a visitor loads.

/** A seeded employer with enrollment open (api/src/seed/organizations.ts). */
export const SEEDED_GROUP = 'fenwick';

const visitor = (route, spec = route) => ({ route, spec, as: 'visitor' });
const customer = (route, spec = route) => ({ route, spec, as: 'customer' });
const withCart = (route, spec = route) => ({ route, spec, as: 'cart' });

export const LIGHTHOUSE_ROUTES = [
  // Public (marketing).
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
  ].map((route) => visitor(route)),
  // Business, with the two group pages the site links to (prerendered skeletons the group's data fills).
  ...[
    '/business',
    '/business/blog',
    '/business/brokers',
    '/business/contact',
    '/business/faq',
    '/business/hr',
    '/business/city-of-philadelphia/success',
    '/business/fenwick/success',
  ].map((route) => visitor(route)),
  // The dashboard, as its signed-in customer sees it.
  ...['/dashboard', '/dashboard/claims', '/dashboard/pets', '/dashboard/profile', '/dashboard/refer'].map((route) =>
    customer(route),
  ),
  // Quiz flows: each flow's first screen and its checkout. StartQuiz's checkout with the cart its visitor has.
  visitor(`/benefits/${SEEDED_GROUP}/onboard`, '/benefits/{groupId}/onboard'),
  visitor(`/benefits/${SEEDED_GROUP}/onboard/checkout`, '/benefits/{groupId}/onboard/checkout'),
  // Without `lid` (a saved quote's link, which depends on the visitor) OnboardQuiz starts fresh.
  visitor('/onboard'),
  visitor('/onboard/checkout'),
  // A promo link's quiz; its code comes from the link's `rpc` once the app runs, the page is the same without.
  visitor('/promo'),
  visitor('/promo/checkout'),
  visitor('/start'),
  withCart('/start/checkout'),
  // The upsell flows are a customer's: a signed-out visitor gets the sign-in screen (as /dashboard does).
  customer('/insurance'),
  customer('/insurance/checkout'),
  customer('/wellness'),
  customer('/wellness/checkout'),
  customer('/new'),
  customer('/new/checkout'),
  // Enrollment. /enroll/start is reached from /enroll's employer search with the chosen group (without it the
  // page sends the visitor back to /enroll); /benefits/enroll is behind isNewBenefitsEnrollmentEnabled (off by
  // default: the page sends the visitor to /enroll), so the override (honoured outside production) audits it.
  visitor('/enroll'),
  visitor('/enroll/start?group=city-of-philadelphia', '/enroll/start'),
  visitor('/enroll/medmutual-pet'),
  visitor('/benefits/enroll?flag.isNewBenefitsEnrollmentEnabled=true', '/benefits/enroll'),
  // Not routes of §2 of their own: the quiz steps a visitor reaches with a quote in progress.
  withCart('/start/breed', null),
  withCart('/start/contact', null),
  withCart('/start/price', null),
];

/** The goal on every route (issue 25 §4): mobile score, LCP and CLS. */
export const GOAL = { score: 95, lcpMs: 1800, cls: 0.02 };

/** What a route's medians miss of the goal, in words; empty when it meets it. */
export function missesOf({ score, lcpMs, cls }) {
  const misses = [];
  if (score < GOAL.score) misses.push(`score ${score} < ${GOAL.score}`);
  if (lcpMs > GOAL.lcpMs) misses.push(`LCP ${lcpMs} ms > ${GOAL.lcpMs} ms`);
  if (cls > GOAL.cls) misses.push(`CLS ${cls} > ${GOAL.cls}`);
  return misses;
}

/**
 * The routes LIGHTHOUSE_ROUTES names (comma-separated routes, or §2 routes), all when unset; an unknown name
 * fails, so a typo does not audit nothing.
 */
export function selectRoutes(filter) {
  if (!filter) return LIGHTHOUSE_ROUTES;
  return filter.split(',').map((name) => {
    const entry = LIGHTHOUSE_ROUTES.find((r) => r.route === name || r.spec === name);
    if (!entry) throw new Error(`LIGHTHOUSE_ROUTES: ${name} is not a route bench:lighthouse knows`);
    return entry;
  });
}
