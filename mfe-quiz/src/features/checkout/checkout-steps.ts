// Checkout's steps and which one the visitor may be on. The step lives in the history entry's state, so a
// refresh keeps it and the browser's back button walks the steps; a step whose earlier steps are not done
// (a deep link, a refresh after signing out) shows the first one that is not.
import type { FlowContext } from '../flow/state/flow-context';

export type CheckoutStepId = 'account' | 'details' | 'pay';

export interface CheckoutRouteState {
  checkoutStep?: CheckoutStepId;
  /** Whether this checkout shows the account step: fixed on arrival, so "Step 1 of 3" never renumbers. */
  withAccount?: boolean;
}

export const STEP_TITLES: Record<CheckoutStepId, string> = {
  account: 'Create your account',
  details: 'Your details',
  pay: 'Review and pay',
};

/** The document title on each step (also the prerendered account step's, mfe-quiz/src/prerender-manifest.ts). */
export const checkoutPageTitle = (step: CheckoutStepId) => `Checkout: ${STEP_TITLES[step].toLowerCase()}`;

export function checkoutSteps(withAccount: boolean): CheckoutStepId[] {
  return withAccount ? ['account', 'details', 'pay'] : ['details', 'pay'];
}

export interface StepCompletion {
  signedIn: boolean;
  detailsDone: boolean;
}

/** The step to show: the one asked for, unless an earlier one still needs answers. */
export function resolveStep(
  steps: readonly CheckoutStepId[],
  requested: CheckoutStepId | undefined,
  done: StepCompletion,
): CheckoutStepId {
  const wanted = requested && steps.includes(requested) ? requested : steps[0]!;
  for (const step of steps) {
    if (step === wanted) return step;
    if (step === 'account' && !done.signedIn) return step;
    if (step === 'details' && !done.detailsDone) return step;
  }
  return wanted;
}

export const routeStateOf = (state: unknown): CheckoutRouteState =>
  typeof state === 'object' && state !== null ? (state as CheckoutRouteState) : {};

/** Where "Back" from the first checkout step goes: the flow's price step. */
export const priceStepUrl = (ctx: FlowContext) => `${ctx.basePath}/price${ctx.search}`;
