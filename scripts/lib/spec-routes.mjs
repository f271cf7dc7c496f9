// Every route of spec §2, written once: the end-to-end route walk (e2e/tests/foundation/routes.spec.ts), the route
// table's test and `bench:lighthouse` all read it, so a route added to the spec is added to each by one line here.
//
// Each entry: `spec`, the §2 route (a pattern keeps §2's {groupId}); `path`, the address that stands for it (a seeded
// employer for a pattern, the query string a page needs); `remote`, the remote that renders it; `as`, who reaches it:
// - 'visitor': a first visit, nothing stored;
// - 'cart': a visitor with a quote in progress (the start quiz played to its price, then into checkout);
// - 'customer': a signed-in customer who bought a plan (the dashboard and the upsell flows, which are theirs).

/** A seeded employer with enrollment open (api/src/seed/organizations.ts). */
export const SEEDED_GROUP = 'fenwick';

const entry =
  (remote, as) =>
  (path, spec = path.split('?')[0]) => ({ spec, path, remote, as });
const marketing = entry('marketing', 'visitor');
const business = entry('business', 'visitor');
const dashboard = entry('dashboard', 'customer');
const quiz = entry('quiz', 'visitor');
const quizWithCart = entry('quiz', 'cart');
const upsell = entry('quiz', 'customer');

export const SPEC_ROUTES = [
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
  ].map((path) => marketing(path)),
  // The group pages the site links to: prerendered skeletons the group's data fills.
  ...[
    '/business',
    '/business/blog',
    '/business/brokers',
    '/business/contact',
    '/business/faq',
    '/business/hr',
    '/business/city-of-philadelphia/success',
    '/business/fenwick/success',
  ].map((path) => business(path)),
  ...['/dashboard', '/dashboard/claims', '/dashboard/pets', '/dashboard/profile', '/dashboard/refer'].map((path) =>
    dashboard(path),
  ),
  quiz(`/benefits/${SEEDED_GROUP}/onboard`, '/benefits/{groupId}/onboard'),
  quiz(`/benefits/${SEEDED_GROUP}/onboard/checkout`, '/benefits/{groupId}/onboard/checkout'),
  // Without `lid` (a saved quote's link, which depends on the visitor) OnboardQuiz starts fresh.
  quiz('/onboard'),
  quiz('/onboard/checkout'),
  // A promo link's quiz; its code comes from the link's `rpc` once the app runs, the page is the same without.
  quiz('/promo'),
  quiz('/promo/checkout'),
  quiz('/start'),
  quizWithCart('/start/checkout'),
  // The upsell flows are a customer's: a signed-out visitor gets the sign-in screen (as /dashboard does).
  ...['/insurance', '/wellness', '/new'].flatMap((flow) => [upsell(flow), upsell(`${flow}/checkout`)]),
  // /enroll/start is reached from /enroll's employer search with the chosen group (without it the page sends the
  // visitor back to /enroll); /benefits/enroll is behind isNewBenefitsEnrollmentEnabled (off by default: the page
  // sends the visitor to /enroll), so the override (honoured outside production) stands for it.
  business('/enroll'),
  business('/enroll/start?group=city-of-philadelphia'),
  business('/enroll/medmutual-pet'),
  business('/benefits/enroll?flag.isNewBenefitsEnrollmentEnabled=true'),
];
