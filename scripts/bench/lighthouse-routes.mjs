// The routes `bench:lighthouse` audits, apart from the bench so a unit test can hold them to the product's route
// tables (shared/src/routes/paths.ts): every route of spec §2 (the one list in scripts/lib/spec-routes.mjs), each
// with the visitor who reaches it, plus the quiz steps a visitor reaches with a quote in progress. A checkout
// without its flow's cart sends the visitor to the flow's first unanswered step: the audit says where it ended
// (finalUrl), which is what such a visitor loads.
import { SPEC_ROUTES } from '../lib/spec-routes.mjs';

const withCart = (route) => ({ route, spec: null, as: 'cart' });

/** The upsell flows: a customer's, reached from the dashboard's offers. */
export const UPSELL_FLOWS = ['/insurance', '/wellness', '/new'];

/**
 * Who loads a route in the bench: its §2 visitor, except in the upsell flows. The dashboard offers /insurance only
 * for a pet without insurance and /wellness only for one without a wellness plan, and a customer opens a flow's
 * checkout from its price. So the flows are audited as the demo customer (an insured dog, a cat on a wellness
 * plan only: api/src/seed/demo.ts), and each checkout with that flow's cart ('upsell-cart'). The customer who has
 * just bought insures their only pet, so /insurance would be a page no link leads to, and a checkout without a cart
 * is only the way back to the flow's first step.
 */
const benchVisitor = ({ path, as }) => {
  if (UPSELL_FLOWS.includes(path)) return 'upsell';
  if (UPSELL_FLOWS.some((flow) => path === `${flow}/checkout`)) return 'upsell-cart';
  return as;
};

/** Every §2 route as its visitor reaches it, then the quiz steps a visitor reaches with a quote in progress. */
export const LIGHTHOUSE_ROUTES = [
  ...SPEC_ROUTES.map((entry) => ({ route: entry.path, spec: entry.spec, as: benchVisitor(entry) })),
  // Not routes of §2 of their own: the quiz steps a visitor reaches with a quote in progress.
  withCart('/start/breed'),
  withCart('/start/contact'),
  withCart('/start/price'),
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
