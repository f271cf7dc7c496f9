// A claim is denied: the plain reason, a fact the customer can check, and while it can still be appealed, how to
// appeal (once, within the window, from the claim page, with a note a person reads).
import type { ClaimDeniedData } from '../messages';
import { ActionButton, EmailLayout, Facts, Notice, P, Subheading, Title, possessive } from './layout';
import type { EmailTemplate } from './layout';
import { CLAIM_REASON, ClaimName, Visit, claimName, claimRows } from './claim-facts';

function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}

function ClaimDenied({ data }: { data: ClaimDeniedData }) {
  const firstName = data.firstName?.trim();
  return (
    <EmailLayout
      preview={
        data.canAppeal
          ? `Why we can't pay it, and how to appeal within ${days(data.appealWithinDays)}.`
          : "Why we can't pay it."
      }
      reason={CLAIM_REASON}
    >
      <Title>We can't pay {possessive(data.petName)} claim</Title>
      <P>
        {firstName ? `Hi ${firstName}, we're` : "We're"} sorry: we can't pay <ClaimName data={data} />, for{' '}
        <Visit data={data} />.
      </P>
      <Subheading>Why</Subheading>
      <P>{data.reason.trim()}</P>
      <Facts rows={claimRows(data)} />
      {data.canAppeal ? (
        <>
          <Notice>
            <Subheading>If you think we got it wrong</Subheading>
            <P>
              Each claim can be appealed once. Appeal within {days(data.appealWithinDays)} of this decision, from the
              claim page: add a note telling us why you think the decision is wrong, and a person reviews the claim
              again and answers you.
            </P>
          </Notice>
          <ActionButton href={data.claimUrl}>Appeal this decision</ActionButton>
        </>
      ) : (
        <>
          <P>This decision can't be appealed: a claim can be appealed once.</P>
          <ActionButton href={data.claimUrl}>View my claim</ActionButton>
        </>
      )}
    </EmailLayout>
  );
}

export const claimDenied: EmailTemplate<ClaimDeniedData> = {
  subject: (data) => `We can't pay ${claimName(data)}`,
  links: (data) => [data.claimUrl],
  Email: ClaimDenied,
};
