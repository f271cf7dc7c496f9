// StartQuiz (/start) and PromoQuiz (/promo): a new visitor's pet, breed and age, ZIP and email, then the
// price. PromoQuiz also takes a promo code (the link's rpc, or typed) and sells only when its flag is on;
// with the flag off it ends at the price with "Email me this quote".
import { PageLoading } from '@tailwise/shared';
import { useSettledFlag } from '@tailwise/shared/settled-flag';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { buildFlowContext, flowDefinitions } from '../flow/flow-definitions';
import { FlowStepper, type FlowScreen } from '../flow/FlowStepper';
import { newVisitorScreens } from './new-visitor-screens';

export function NewVisitorFlowPage({ flowId, screen }: { flowId: 'StartQuiz' | 'PromoQuiz'; screen: FlowScreen }) {
  const def = flowDefinitions[flowId];
  const { search } = useLocation();
  const promoCheckout = useSettledFlag('isPromoQuizCheckoutEnabled');
  const checkoutEnabled = flowId === 'PromoQuiz' ? promoCheckout === true : true;
  const ctx = useMemo(
    () => buildFlowContext(def, { basePath: def.flow.path, search, checkoutEnabled }),
    [def, search, checkoutEnabled],
  );
  const options = useMemo(() => ({ promoField: flowId === 'PromoQuiz' }), [flowId]);
  // A direct visit to PromoQuiz's checkout is decided once Remote Config has answered: its default (off) would
  // send the visitor back to the price even where the flag is on.
  if (flowId === 'PromoQuiz' && screen.kind === 'checkout' && promoCheckout === undefined)
    return <PageLoading label="Checking checkout availability" />;
  return <FlowStepper def={def} screens={newVisitorScreens} ctx={ctx} screen={screen} options={options} />;
}
