// A claim is approved but can't be paid yet: what we'll pay and how we got there, and the one thing left to do,
// which is to tell us where to send the money.
import type { ClaimApprovedData } from '../messages';
import {
  ActionButton,
  Amount,
  EmailLayout,
  Facts,
  List,
  Notice,
  P,
  Subheading,
  Title,
  formatCents,
  possessive,
} from './layout';
import type { EmailTemplate } from './layout';
import { CLAIM_REASON, ClaimName, Visit, claimName, claimRows } from './claim-facts';

/** An approval can pay nothing (a bill the deductible takes whole): then there is no payout to ask about. */
const paysNothing = (data: ClaimApprovedData) => data.approvedCents <= 0;

function ClaimApproved({ data }: { data: ClaimApprovedData }) {
  const firstName = data.firstName?.trim();
  const approved = formatCents(data.approvedCents);
  const breakdown = data.breakdown.map((line) => line.trim()).filter(Boolean);
  return (
    <EmailLayout
      preview={
        paysNothing(data)
          ? 'There is nothing for us to pay for this bill: here is how we worked it out.'
          : `We'll pay you ${approved} as soon as you tell us where to send it.`
      }
      reason={CLAIM_REASON}
    >
      <Title>{possessive(data.petName)} claim is approved</Title>
      <P>
        {firstName ? `Hi ${firstName}, we've` : "We've"} approved <ClaimName data={data} />, for <Visit data={data} />.
      </P>
      {paysNothing(data) ? (
        <P>
          {data.deductibleAppliedCents > 0
            ? `The bill counts toward your deductible (${formatCents(data.deductibleAppliedCents)} applied), so there's nothing for us to pay this time.`
            : "There's nothing for us to pay for this bill."}
        </P>
      ) : (
        <>
          <Amount caption="What we'll pay you">{approved}</Amount>
          <Notice>
            <P>
              We don't have a way to pay you yet. Add a bank account or a card where we should send the money, and we'll
              pay this claim once you have. We'll email you when it's paid.
            </P>
          </Notice>
          <ActionButton href={data.payoutSettingsUrl}>Add where we pay you</ActionButton>
        </>
      )}
      {breakdown.length > 0 && (
        <>
          <Subheading>How we worked it out</Subheading>
          <List items={breakdown} />
        </>
      )}
      <Facts
        rows={[
          ...claimRows(data),
          data.deductibleAppliedCents > 0 && ['Deductible applied', formatCents(data.deductibleAppliedCents)],
          ['We pay', <strong key="approved">{approved}</strong>],
        ]}
      />
      {paysNothing(data) && <ActionButton href={data.claimUrl}>View my claim</ActionButton>}
    </EmailLayout>
  );
}

export const claimApproved: EmailTemplate<ClaimApprovedData> = {
  subject: (data) =>
    paysNothing(data)
      ? `${claimName(data)} is approved`
      : `${claimName(data)} is approved: we'll pay you ${formatCents(data.approvedCents)}`,
  links: (data) => [paysNothing(data) ? data.claimUrl : data.payoutSettingsUrl],
  Email: ClaimApproved,
};
