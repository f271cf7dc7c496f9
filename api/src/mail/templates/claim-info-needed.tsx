// The person deciding a claim needs something from the customer: their request, quoted as they wrote it, and
// where to send it (the claim page).
import type { ClaimInfoNeededData } from '../messages';
import { ActionButton, EmailLayout, Facts, P, Quote, Title, possessive } from './layout';
import type { EmailTemplate } from './layout';
import { CLAIM_REASON, ClaimName, Visit, claimName, claimRows } from './claim-facts';

function ClaimInfoNeeded({ data }: { data: ClaimInfoNeededData }) {
  const firstName = data.firstName?.trim();
  return (
    <EmailLayout
      preview={`To decide ${possessive(data.petName)} claim we need something from you: upload it on the claim page.`}
      reason={CLAIM_REASON}
    >
      <Title>We need something from you for {possessive(data.petName)} claim</Title>
      <P>
        {firstName ? `Hi ${firstName}, the` : 'The'} person reviewing <ClaimName data={data} />, for{' '}
        <Visit data={data} />, needs more from you before they can decide it. They asked:
      </P>
      <Quote text={data.request} />
      <P>
        Upload it on the claim page, with a note if it helps. Once it arrives, the claim goes back to them, and we'll
        email you when it's decided.
      </P>
      <ActionButton href={data.claimUrl}>Upload it on the claim page</ActionButton>
      <Facts rows={claimRows(data)} />
    </EmailLayout>
  );
}

export const claimInfoNeeded: EmailTemplate<ClaimInfoNeededData> = {
  subject: (data) => `We need something from you for ${claimName(data)}`,
  links: (data) => [data.claimUrl],
  Email: ClaimInfoNeeded,
};
