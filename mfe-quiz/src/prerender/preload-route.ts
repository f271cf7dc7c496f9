// A visitor who lands on a quiz address (a link, a refresh, checkout with a cart) waits for the quiz's
// code as a chain: the App's chunks, then React Query (every screen that fetches sits in a QueryScope), then the
// flow's page and the screen's own lazy chunk (the price, checkout). Evaluated with the App module
// (routes.tsx imports it), this starts the later links at once, in parallel: one to three round trips
// fewer before the screen renders. It only fetches what the address is about to load anyway.
import { loadQueryClient, quizFlows, type QuizFlowId } from '@tailwise/shared';
import { leadToRestore } from '../features/onboard/lead-link';

type Load = () => Promise<unknown>;

/**
 * The lazily loaded page of each flow that has one (routes.tsx); StartQuiz, PromoQuiz and OnboardQuiz are in the
 * App's chunk.
 */
const FLOW_PAGES: Partial<Record<QuizFlowId, Load>> = {
  UpsellInsuranceQuiz: () => import('../features/upsell/UpsellFlowPage'),
  UpsellWellnessQuiz: () => import('../features/upsell/UpsellFlowPage'),
  UpsellNewPetQuiz: () => import('../features/upsell/UpsellFlowPage'),
  BenefitsOnboardQuiz: () => import('../features/benefits/BenefitsFlowPage'),
};

/** The lazily loaded screen at each step or checkout segment (each feature's screens.ts). */
const SCREENS: Record<string, Load> = {
  breed: () => import('../features/flow/steps/BreedStep'),
  zip: () => import('../features/flow/steps/ZipStep'),
  contact: () => import('../features/lead/ContactStep'),
  choose: () => import('../features/upsell/ChoosePetsStep'),
  price: () => import('../features/price/PriceScreen'),
  checkout: () => import('../features/checkout/CheckoutScreen'),
};

const patternOf = (flowPath: string) => new RegExp(`^${flowPath.replace(/:[A-Za-z]+/g, '[^/]+')}(?:/([^/]+))?/?$`);
const flowPatterns = quizFlows.map((flow) => ({ id: flow.id, pattern: patternOf(flow.path) }));

/** What a quiz address loads after the App's own chunks: the page and screen chunks and React Query. */
export function loadsFor(pathname: string, search = ''): Load[] {
  for (const { id, pattern } of flowPatterns) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    // A saved quote's link still to be restored lands where the lead says: the page loads that step's code
    // once the lead has arrived (features/onboard/OnboardFlowPage.tsx).
    if (id === 'OnboardQuiz' && leadToRestore(search) !== null) return [];
    const page = FLOW_PAGES[id];
    const screen = match[1] ? SCREENS[match[1]] : undefined;
    // The first question of /start, /promo and /onboard fetches nothing, so it does not start React Query either;
    // nor does their checkout's first screen (the account step).
    if (!page && !screen) return [];
    if (!page && match[1] === 'checkout') return [screen!];
    return [
      () => import('@tanstack/react-query'),
      loadQueryClient,
      ...(page ? [page] : []),
      ...(screen ? [screen] : []),
    ];
  }
  return [];
}

export function preloadRoute(pathname: string, search = ''): void {
  for (const load of loadsFor(pathname, search)) {
    // The screen's own import reports a failure (its error boundary); a preload only saves time.
    load().catch(() => {});
  }
}

if (typeof window !== 'undefined' && typeof document !== 'undefined')
  preloadRoute(window.location.pathname, window.location.search);
