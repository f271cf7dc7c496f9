// Checkout past its first screen, in one chunk: the details and pay steps with the profile and lead they
// start from, the stored details checked as the details form checks them (zod), and the success view.
// A new visitor's account step renders without any of it; it loads while they fill in that form
// (later-steps-loader.ts), or at once for a customer who is already signed in. Each screen brings its own
// QueryScope (checkout's first screen has none), so React Query loads with them.
import { PageLoading } from '@tailwise/shared';
import { useLead, useMe } from '@tailwise/shared/queries';
import { scoped } from '../common/scoped';
import { asCheckoutSession, attemptOf } from './checkout-session';
import { AccountStep, type AccountStepProps } from './account/AccountStep';
import { DetailsSkeleton } from './details/DetailsSkeleton';
import { DetailsStep, type DetailsStepProps } from './details/DetailsStep';
import { PayStep, type PayStepProps } from './pay/PayStep';

export { detailsFromStorage } from './details/details-form';
export { DetailsSkeleton };

/** Whether a purchase was on its way when the page (re)loaded: checkout then finishes it on the pay step. */
export const purchaseInFlight = (session: unknown) => attemptOf(asCheckoutSession(session))?.inFlight === true;
export { SuccessView } from './SuccessView';

interface LeadRef {
  leadId: number | string | null | undefined;
  leadUuid: string | null | undefined;
}

/** The account step when the quiz holds no email: the lead's, once it has loaded (or failed to). */
export const AccountStepFromLead = scoped(function AccountStepFromLead({
  leadId,
  leadUuid,
  ...props
}: Omit<AccountStepProps, 'email'> & LeadRef) {
  const lead = useLead(leadUuid ?? leadId, leadUuid);
  // The form takes its email when it mounts, so it waits for the lead (a cold load has none cached).
  if (lead.isLoading) return <PageLoading label="Loading your account details" />;
  return <AccountStep {...props} email={lead.data?.email ?? ''} />;
});

export const DetailsScreen = scoped(function DetailsScreen({
  leadId,
  leadUuid,
  ...props
}: Omit<DetailsStepProps, 'me' | 'lead'> & LeadRef) {
  const me = useMe();
  const lead = useLead(leadUuid ?? leadId, leadUuid);
  // The form takes its starting values when it mounts: a customer's waits for their profile (a failed load starts
  // from the lead instead), in the skeleton their checkout showed while Firebase answered.
  if (me.isLoading) return <DetailsSkeleton />;
  return <DetailsStep {...props} me={me.data} lead={lead.data} />;
});

export const PayScreen = scoped(function PayScreen(props: Omit<PayStepProps, 'me'>) {
  const me = useMe();
  return <PayStep {...props} me={me.data} />;
});
