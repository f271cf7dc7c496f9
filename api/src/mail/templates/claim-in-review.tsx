// A person, not the engine, decides this claim (or its appeal): why, in plain words, and the day we'll answer by.
import type { ClaimInReviewData } from '../messages';
import { ActionButton, EmailLayout, Facts, List, Notice, P, Subheading, Title, formatDay, possessive } from './layout';
import type { EmailTemplate } from './layout';
import { CLAIM_REASON, ClaimName, Visit, claimName, claimRows } from './claim-facts';

function ClaimInReview({ data }: { data: ClaimInReviewData }) {
  const firstName = data.firstName?.trim();
  const answerBy = formatDay(data.answerBy);
  const reasons = data.reasons.map((reason) => reason.trim()).filter(Boolean);
  return (
    <EmailLayout preview={`A person is reviewing it. We'll answer by ${answerBy}.`} reason={CLAIM_REASON}>
      {data.appeal ? (
        <>
          <Title>We received your appeal</Title>
          <P>
            {firstName ? `Thanks, ${firstName}. We` : 'Thanks. We'} have your appeal of our decision on{' '}
            <ClaimName data={data} />, for <Visit data={data} />. A person is now reviewing the claim again, with your
            note.
          </P>
        </>
      ) : (
        <>
          <Title>A person is checking {possessive(data.petName)} claim</Title>
          <P>
            {firstName ? `Hi ${firstName}, most` : 'Most'} claims are decided in seconds, but <ClaimName data={data} />,
            for <Visit data={data} />, needs a person to look at it. This is a routine check, not a judgment on you or
            your claim.
          </P>
        </>
      )}
      {reasons.length > 0 && (
        <>
          <Subheading>Why a person is looking</Subheading>
          <List items={reasons} />
        </>
      )}
      <Notice>
        <P>We'll answer by {answerBy}. If we need anything else from you, we'll email you to say exactly what.</P>
      </Notice>
      <Facts rows={claimRows(data)} />
      <ActionButton href={data.claimUrl}>View my claim</ActionButton>
    </EmailLayout>
  );
}

export const claimInReview: EmailTemplate<ClaimInReviewData> = {
  subject: (data) =>
    data.appeal ? `We received your appeal for ${claimName(data)}` : `A person is checking ${claimName(data)}`,
  links: (data) => [data.claimUrl],
  Email: ClaimInReview,
};
