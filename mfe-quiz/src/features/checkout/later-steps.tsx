// Checkout past its first screen, in one chunk: the details and pay steps with the profile and lead they
// start from, the stored details checked as the details form checks them (zod), and the success view.
// A new visitor's account step renders without any of it; it loads while they fill in that form
// (later-steps-loader.ts), or at once for a customer who is already signed in.
import { useLead, useMe } from '@tailwise/shared/queries';
import { AccountStep, type AccountStepProps } from './AccountStep';
import { DetailsStep, type DetailsStepProps } from './DetailsStep';
import { PayStep, type PayStepProps } from './PayStep';

export { detailsFromStorage } from './details-form';
export { SuccessView } from './SuccessView';

interface LeadRef {
  leadId: number | string | null | undefined;
  leadUuid: string | null | undefined;
}

/** The account step when the quiz holds no email: the lead's, once it has loaded. */
export function AccountStepFromLead({ leadId, leadUuid, ...props }: Omit<AccountStepProps, 'email'> & LeadRef) {
  const lead = useLead(leadUuid ?? leadId, leadUuid);
  return <AccountStep {...props} email={lead.data?.email ?? ''} />;
}

export function DetailsScreen({ leadId, leadUuid, ...props }: Omit<DetailsStepProps, 'me' | 'lead'> & LeadRef) {
  const me = useMe();
  const lead = useLead(leadUuid ?? leadId, leadUuid);
  return <DetailsStep {...props} me={me.data} lead={lead.data} />;
}

export function PayScreen(props: Omit<PayStepProps, 'me'>) {
  const me = useMe();
  return <PayStep {...props} me={me.data} />;
}
