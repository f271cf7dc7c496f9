// StartQuiz (/start) and PromoQuiz (/promo): a new visitor's pet, breed and age, ZIP and email, then the
// price. PromoQuiz also takes a promo code (the link's rpc, or typed) and sells only when its flag is on;
// with the flag off it ends at the price with "Email me this quote".
import { PageLoading } from '@tailwise/shared';
import { useSettledFlag } from '@tailwise/shared/settled-flag';
import { memo, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { buildFlowContext, flowDefinitions } from '../flow/flow-definitions';
import { FlowStepper, type FlowScreen } from '../flow/FlowStepper';
import { newVisitorScreens } from './new-visitor-screens';

interface FlowProps {
  flowId: 'StartQuiz' | 'PromoQuiz';
  screen: FlowScreen;
}

// Only PromoQuiz reads a flag. Reading one asks for Remote Config (Firebase's download, then its answer), and each
// change of the flags' state draws the reader again: /start's questions need neither, and PromoQuiz's answer
// redraws the flow only when it changes whether checkout is on (the flow is memoised on its props).
export function NewVisitorFlowPage({ flowId, screen }: FlowProps) {
  if (flowId === 'PromoQuiz') return <PromoQuizPage screen={screen} />;
  return <NewVisitorFlow flowId={flowId} screen={screen} checkoutEnabled />;
}

function PromoQuizPage({ screen }: { screen: FlowScreen }) {
  const promoCheckout = useSettledFlag('isPromoQuizCheckoutEnabled');
  // A direct visit to PromoQuiz's checkout is decided once Remote Config has answered: its default (off) would
  // send the visitor back to the price even where the flag is on.
  if (screen.kind === 'checkout' && promoCheckout === undefined)
    return <PageLoading label="Checking checkout availability" />;
  return <NewVisitorFlow flowId="PromoQuiz" screen={screen} checkoutEnabled={promoCheckout === true} />;
}

const NewVisitorFlow = memo(function NewVisitorFlow({
  flowId,
  screen,
  checkoutEnabled,
}: FlowProps & { checkoutEnabled: boolean }) {
  const def = flowDefinitions[flowId];
  const { search } = useLocation();
  const ctx = useMemo(
    () => buildFlowContext(def, { basePath: def.flow.path, search, checkoutEnabled }),
    [def, search, checkoutEnabled],
  );
  const options = useMemo(() => ({ promoField: flowId === 'PromoQuiz' }), [flowId]);
  return <FlowStepper def={def} screens={newVisitorScreens} ctx={ctx} screen={screen} options={options} />;
});
