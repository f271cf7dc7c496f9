// A flow's checkout route (<flow>/checkout): the shared checkout, told by the flow how it sells. Its own
// module so checkout (and Firebase sign-up with it) loads only when a visitor gets there.
import { CheckoutPage } from './CheckoutPage';
import type { FlowContext } from '../flow/state/flow-context';

export function CheckoutScreen({ ctx }: { ctx: FlowContext }) {
  return <CheckoutPage ctx={ctx} />;
}
