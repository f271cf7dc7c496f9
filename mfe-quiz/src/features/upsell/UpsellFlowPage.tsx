// /insurance, /wellness and /new: a signed-in customer adds cover (the shell's gate signs them in at the
// same address first). The ZIP comes from the profile's shipping address, else the flow asks for it; the
// email is the account's.
import { Alert, PageLoading, storageKeys, useAuth, useStoredState, writeStored } from '@tailwise/shared';
import { useMe } from '@tailwise/shared/queries';
import { lazy, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { buildFlowContext, flowDefinitions } from '../flow/flow-definitions';
import { FlowStepper, type FlowScreen, type FlowScreens } from '../flow/FlowStepper';
import { isZip } from '../flow/state/answers';
import { questionScreens } from '../flow/steps/screens';
import { checkoutScreen } from '../checkout/screens';
import { scoped } from '../common/scoped';
import { priceScreen } from '../price/screens';

const ChoosePetsStep = lazy(() => import('./ChoosePetsStep').then((m) => ({ default: m.ChoosePetsStep })));

/** Choose the account's pets (or a new pet's questions), the ZIP when the profile has none, the price, checkout. */
const upsellScreens: FlowScreens = {
  steps: { ...questionScreens, choose: scoped(ChoosePetsStep), price: priceScreen },
  checkout: checkoutScreen,
};

export type UpsellFlowId = 'UpsellInsuranceQuiz' | 'UpsellWellnessQuiz' | 'UpsellNewPetQuiz';

export function UpsellFlowPage({ flowId, screen }: { flowId: UpsellFlowId; screen: FlowScreen }) {
  const def = flowDefinitions[flowId];
  const { search } = useLocation();
  const auth = useAuth();
  const me = useMe();
  const [storedZip] = useStoredState(storageKeys.zipCode);
  const [storedEmail] = useStoredState(storageKeys.backupEmail);
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

  if (auth.status !== 'signed-in') {
    if (auth.status === 'loading') return <PageLoading label="Checking your account" />;
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
  return <FlowStepper def={def} screens={upsellScreens} ctx={ctx} screen={screen} env={env} ready={ready} />;
}
