// Types of spec-routes.mjs for the TypeScript that reads it (the e2e route walk, the route table's test).
export interface SpecRoute {
  /** The route as spec §2 writes it ({groupId} for a parameter). */
  spec: string;
  /** The address that stands for it, with the query string its page needs. */
  path: string;
  remote: 'marketing' | 'quiz' | 'dashboard' | 'business';
  /** Who reaches it: a first visit, a visitor with a quote in progress, or a signed-in customer with a plan. */
  as: 'visitor' | 'cart' | 'customer';
}
export const SEEDED_GROUP: string;
export const SPEC_ROUTES: SpecRoute[];
