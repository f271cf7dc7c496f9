// A flow's checkout route. Stands in for the checkout until features/checkout exports CheckoutPage.
import { IntroPage } from '@tailwise/shared';
import type { FlowContext } from '../quiz-state/flow-context';

export function CheckoutScreen({ ctx }: { ctx: FlowContext }) {
  return <IntroPage title="Checkout" purpose={`Review your plan and pay: ${ctx.flow.title.toLowerCase()}.`} />;
}
