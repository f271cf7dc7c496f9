// /insurance, /wellness and /new: a signed-in customer adds cover (the shell's gate signs them in at the
// same address first). The ZIP comes from the profile's shipping address, else the flow asks for it; the
// email is the account's.
import { Alert, PageLoading, storageKeys, useAuth, useStoredState, writeStored } from '@tailwise/shared';
import { useMe } from '@tailwise/shared/queries';
import type { CUSTOMER_QUIZ_FLOWS } from '@tailwise/shared/routes/flow-paths';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { buildFlowContext, flowDefinitions, stepIndexOfSlug, type FlowDefinition } from '../flow/flow-definitions';
import { FlowStepper, type FlowScreen, type FlowScreens } from '../flow/FlowStepper';
import { isZip } from '../flow/state/answers';
import { ownsAnswers } from '../flow/state/flow-ownership';
import { checkoutSuccessOf } from '../flow/checkout-success';
import { usePrerendering } from '../../prerender/use-prerendering';
import { questionScreens } from '../flow/steps/screens';
import { checkoutScreen } from '../checkout/screens';
import { scoped } from '../common/scoped';
import { priceScreen } from '../price/screens';
import type { StepProgress } from '../common/StepShell';
import type { StepProps } from '../flow/step-props';
import { ChoosePetsFrame } from './ChoosePetsFrame';

const ChoosePetsStep = lazy(() => import('./ChoosePetsStep').then((m) => ({ default: m.ChoosePetsStep })));
const ScopedChoosePetsStep = scoped(ChoosePetsStep);

/** The choose step, its frame drawn while its code and React Query load (rather than the page's placeholder). */
function ChooseScreen(props: StepProps) {
  return (
    <Suspense fallback={<ChooseFrameOf def={props.def} progress={props.progress} />}>
      <ScopedChoosePetsStep {...props} />
    </Suspense>
  );
}

function ChooseFrameOf({ def, progress }: { def: FlowDefinition; progress: StepProgress | null }) {
  return (
    <ChoosePetsFrame
      stepKey={`${def.id}:choose`}
      product={def.mode === 'upsell-wellness' ? 'WELLNESS' : 'INSURANCE'}
      progress={progress}
      flowTitle={def.flow.title}
    />
  );
}

/** Choose the account's pets (or a new pet's questions), the ZIP when the profile has none, the price, checkout. */
const upsellScreens: FlowScreens = {
  steps: { ...questionScreens, choose: ChooseScreen, price: priceScreen },
  checkout: checkoutScreen,
};

export type UpsellFlowId = (typeof CUSTOMER_QUIZ_FLOWS)[number];

export function UpsellFlowPage({ flowId, screen }: { flowId: UpsellFlowId; screen: FlowScreen }) {
  const def = flowDefinitions[flowId];
  const location = useLocation();
  const { search } = location;
  const auth = useAuth();
  const me = useMe();
  const [storedZip] = useStoredState(storageKeys.zipCode);
  const [storedEmail] = useStoredState(storageKeys.backupEmail);
  const [storedOwner] = useStoredState(storageKeys.quizFlow);
  const prerendering = usePrerendering();
  const profileZip = me.data?.shippingAddress?.zipCode ?? null;
  const email = me.data?.email ?? null;

  // The profile's ZIP and email are this flow's answers (after the flow has claimed the stored answers,
  // which runs first: a child's effects run before its parent's).
  useEffect(() => {
    if (isZip(profileZip) && storedZip !== profileZip) writeStored(storageKeys.zipCode, profileZip);
    if (email && storedEmail !== email) writeStored(storageKeys.backupEmail, email);
  }, [profileZip, storedZip, email, storedEmail]);

  const ctx = useMemo(() => buildFlowContext(def, { basePath: def.flow.path, search }), [def, search]);
  const env = useMemo(() => ({ profileZip }), [profileZip]);

  // Arriving at the choose step, its frame stands in while the account loads: it reads the same for everyone.
  const current = screen.kind === 'step' ? def.steps[stepIndexOfSlug(def, screen.slug)] : undefined;
  const waiting = current === 'choose' ? <ChooseFrameOf def={def} progress={null} /> : null;
  // A new pet's first question needs nothing of the account: it is asked while the account loads (and prerendered).
  const askingEarly = current === 'pet';
  const stepper = (ready: boolean) => (
    <FlowStepper
      def={def}
      screens={upsellScreens}
      ctx={ctx}
      screen={screen}
      env={env}
      ready={ready || (askingEarly && 'first-step')}
    />
  );
  // Checkout of this flow's own cart needs nothing of the profile: it draws its steps while Firebase answers (and in
  // the prerendered page), then its form with the account. Rendered here, not by FlowStepper (which holds every
  // screen behind the profile), so it mounts once and what is typed is never redrawn. Its cart check sends a
  // visitor without a complete cart back to the price, where FlowStepper's guards take over. After the purchase
  // (which clears the cart and its owner) it stays here, so the success view is not mounted a second time.
  const Checkout = upsellScreens.checkout;
  if (
    screen.kind === 'checkout' &&
    ctx.checkoutEnabled &&
    auth.status !== 'signed-out' &&
    (prerendering ||
      // Its own answers, priced at a ZIP (as FlowStepper's guards would have them).
      (ownsAnswers(storedOwner, { flowId: def.id }) && isZip(storedZip)) ||
      checkoutSuccessOf(location.state) !== null)
  )
    return <Checkout ctx={ctx} />;
  // A returning customer's page has its user before Firebase has answered (the shell's last visit): go on with it.
  if (!auth.user) {
    if (auth.status === 'loading') {
      if (askingEarly) return stepper(false);
      return waiting ?? <PageLoading label="Checking your account" />;
    }
    return (
      <div css={{ padding: '2rem 1rem' }}>
        <Alert tone="info">Sign in to add cover for your pets.</Alert>
      </div>
    );
  }
  if (me.isError) {
    return (
      <div css={{ padding: '2rem 1rem' }}>
        <Alert tone="error">We couldn’t load your account just now. Please reload the page to try again.</Alert>
      </div>
    );
  }
  const ready = Boolean(me.data) && (!isZip(profileZip) || storedZip === profileZip);
  if (!ready && waiting) return waiting;
  return stepper(ready);
}
