// A claim arrived: its number and what it is for, how soon it is decided, and the promise to write at each step.
import { CLAIM_REVIEW_WORKING_DAYS } from '@tailwise/shared/contract';
import type { ClaimReceivedData } from '../messages';
import { ActionButton, EmailLayout, Facts, P, Title, formatCents, formatDay, possessive } from './layout';
import type { EmailTemplate } from './layout';

function workingDays(count: number): string {
  return count === 1 ? '1 working day' : `${count} working days`;
}

function ClaimReceived({ data }: { data: ClaimReceivedData }) {
  const firstName = data.firstName?.trim();
  const clinic = data.clinicName?.trim();
  return (
    <EmailLayout
      preview={`Claim ${data.claimNumber} for ${formatCents(data.amountCents)}. We'll email you at each step.`}
      reason="You're getting this email because a claim was filed from your Tailwise account."
    >
      <Title>We received your claim for {data.petName}</Title>
      <P>
        {firstName ? `Thanks, ${firstName}. We` : 'Thanks. We'} have {possessive(data.petName)} claim. Most claims are
        decided in seconds; if a person needs to look, we'll tell you why and answer within{' '}
        {workingDays(CLAIM_REVIEW_WORKING_DAYS)}. We'll email you at each step, and you can check on it any time.
      </P>
      <Facts
        rows={[
          ['Claim number', data.claimNumber],
          ['Pet', data.petName],
          ['Type', data.claimType === 'INSURANCE' ? 'Insurance claim' : 'Wellness claim'],
          ['Amount claimed', formatCents(data.amountCents)],
          ['Date of service', formatDay(data.dateOfService)],
          clinic ? ['Clinic', clinic] : null,
        ]}
      />
      <ActionButton href={data.claimUrl}>View my claim</ActionButton>
    </EmailLayout>
  );
}

export const claimReceived: EmailTemplate<ClaimReceivedData> = {
  subject: (data) => `We received your claim for ${data.petName}`,
  links: (data) => [data.claimUrl],
  Email: ClaimReceived,
};
