// Checkout as a flow's screen, loaded with the visitor's first visit to it.
import { lazy, type ComponentType } from 'react';
import type { FlowContext } from '../flow/state/flow-context';

// Not in a QueryScope: a new visitor's first checkout screen (the account step) fetches nothing, so it
// renders without React Query; the steps after it bring their own scope (checkout/later-steps.tsx).
export const checkoutScreen: ComponentType<{ ctx: FlowContext }> = lazy(() =>
  import('./CheckoutScreen').then((m) => ({ default: m.CheckoutScreen })),
);
