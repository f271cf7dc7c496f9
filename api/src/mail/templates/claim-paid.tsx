// A claim is paid: how much, where the money went and when it shows, the reference to quote, and how the amount
// was reached. A claim closed with nothing to pay (the deductible or the used-up limit took it) says so instead.
import type { ClaimPaidData } from '../messages';
import {
  ActionButton,
  Amount,
  EmailLayout,
  Facts,
  List,
  P,
  Subheading,
  Title,
  formatCents,
  formatDay,
  possessive,
} from './layout';
import type { EmailTemplate } from './layout';
import { CLAIM_REASON, ClaimName, Visit, claimName, claimRows } from './claim-facts';

/** Closed for $0: no money moved, so there is nowhere it went and no reference to quote. */
const paidNothing = (data: ClaimPaidData) => data.paidCents <= 0;

/** "your Visa ending 4242", "your bank account ending 6789": a card brand keeps its capital, a common noun doesn't. */
function yourPayout(paidTo: string): string {
  const to = paidTo.trim();
  return `your ${/^(bank|card|account)\b/i.test(to) ? to.charAt(0).toLowerCase() + to.slice(1) : to}`;
}

function Payment({ data }: { data: ClaimPaidData }) {
  const paid = formatCents(data.paidCents);
  const paidOn = formatDay(data.paidOn);
  const reference = data.payoutReference.trim();
  return (
    <>
      <Amount caption={`Sent to ${yourPayout(data.paidTo)} on ${paidOn}`}>{paid}</Amount>
      <P>
        It usually shows on your statement {data.arrives.trim()}.
        {reference && ` If you can't find it after that, reply to this email with the reference ${reference}.`}
      </P>
      <Facts
        rows={[
          ['Amount paid', <strong key="paid">{paid}</strong>],
          ['Paid to', data.paidTo.trim()],
          ['Date paid', paidOn],
          reference !== '' && ['Reference', reference],
        ]}
      />
    </>
  );
}

function ClaimPaid({ data }: { data: ClaimPaidData }) {
  const firstName = data.firstName?.trim();
  const breakdown = data.breakdown.map((line) => line.trim()).filter(Boolean);
  const nothing = paidNothing(data);
  return (
    <EmailLayout
      preview={
        nothing
          ? 'There was nothing for us to pay for this bill: here is how we worked it out.'
          : `${formatCents(data.paidCents)} sent to ${yourPayout(data.paidTo)} on ${formatDay(data.paidOn)}. It usually shows ${data.arrives.trim()}.`
      }
      reason={CLAIM_REASON}
    >
      {nothing ? (
        <>
          <Title>{possessive(data.petName)} claim is closed</Title>
          <P>
            {firstName ? `Hi ${firstName}, we've` : "We've"} closed <ClaimName data={data} />, for <Visit data={data} />
            , with nothing to pay:{' '}
            {data.deductibleAppliedCents > 0
              ? `the bill went toward your deductible (${formatCents(data.deductibleAppliedCents)} applied).`
              : 'the terms of the plan leave nothing to pay for this bill.'}
          </P>
        </>
      ) : (
        <>
          <Title>We paid {possessive(data.petName)} claim</Title>
          <P>
            {firstName ? `Hi ${firstName}, we've` : "We've"} paid <ClaimName data={data} />, for <Visit data={data} />.
          </P>
          <Payment data={data} />
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
        ]}
      />
      <ActionButton href={data.claimUrl}>View my claim</ActionButton>
    </EmailLayout>
  );
}

export const claimPaid: EmailTemplate<ClaimPaidData> = {
  subject: (data) =>
    paidNothing(data)
      ? `${claimName(data)} is closed: nothing to pay`
      : `We paid ${formatCents(data.paidCents)} for ${claimName(data)}`,
  links: (data) => [data.claimUrl],
  Email: ClaimPaid,
};
