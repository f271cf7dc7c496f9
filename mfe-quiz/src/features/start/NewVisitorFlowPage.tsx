// StartQuiz (/start) and PromoQuiz (/promo): a new visitor's pet, breed and age, ZIP and email, then the
// price. PromoQuiz also takes a promo code (the link's rpc, or typed) and sells only when its flag is on;
// with the flag off it ends at the price with "Email me this quote".
import { useFlag } from '@tailwise/shared';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { buildFlowContext, flowDefinitions } from '../flow/flow-definitions';
import { FlowStepper, type FlowScreen } from '../flow/FlowStepper';
import { newVisitorScreens } from './new-visitor-screens';

export function NewVisitorFlowPage({ flowId, screen }: { flowId: 'StartQuiz' | 'PromoQuiz'; screen: FlowScreen }) {
  const def = flowDefinitions[flowId];
  const { search } = useLocation();
  const promoCheckout = useFlag('isPromoQuizCheckoutEnabled');
  const checkoutEnabled = flowId === 'PromoQuiz' ? promoCheckout : true;
  const ctx = useMemo(
    () => buildFlowContext(def, { basePath: def.flow.path, search, checkoutEnabled }),
    [def, search, checkoutEnabled],
  );
  const options = useMemo(() => ({ promoField: flowId === 'PromoQuiz' }), [flowId]);
  return <FlowStepper def={def} screens={newVisitorScreens} ctx={ctx} screen={screen} options={options} />;
}
