// A finished purchase as the flow sees it: checkout puts the result in the history entry's state, and the
// flow's guard lets the checkout route render then (the quiz's answers are already cleared).
import type { CheckoutResult } from '@tailwise/shared/contract';

/** The route state after a purchase: the success view reads the result from it (the quiz keys are cleared). */
export interface CheckoutSuccessState {
  checkoutSuccess: CheckoutResult;
}

/** The purchase in this history entry, if it holds one. A flow's guard lets the checkout route render then. */
export function checkoutSuccessOf(state: unknown): CheckoutSuccessState['checkoutSuccess'] | null {
  const s = (typeof state === 'object' && state !== null ? state : {}) as Partial<CheckoutSuccessState>;
  return s.checkoutSuccess && typeof s.checkoutSuccess.purchaseId === 'string' ? s.checkoutSuccess : null;
}
