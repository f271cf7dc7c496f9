// A plan was canceled: the last day of cover, the refund and when it arrives (or that none is due), and the
// free-look promise when it applies.
import type { CancellationData } from '../messages';
import {
  ActionButton,
  EmailLayout,
  Facts,
  Notice,
  P,
  Title,
  formatCents,
  formatDay,
  planTitle,
  possessive,
} from './layout';
import type { EmailTemplate } from './layout';

function refundSentence(data: CancellationData): string {
  if (data.refundCents <= 0) return 'No refund is due.';
  const amount = formatCents(data.refundCents);
  return data.refundExpectedBy
    ? `We're refunding ${amount}. Expect it by ${formatDay(data.refundExpectedBy)}.`
    : `We're refunding ${amount}.`;
}

function Cancellation({ data }: { data: CancellationData }) {
  const firstName = data.firstName?.trim();
  const ends = formatDay(data.endsOn);
  const plan = planTitle(data.planName);
  return (
    <EmailLayout
      preview={`${possessive(data.petName)} last day of cover is ${ends}. ${refundSentence(data)}`}
      reason="You're getting this email because a Tailwise plan on your account was canceled."
    >
      <Title>Your cancellation is confirmed</Title>
      <P>
        {firstName ? `Hi ${firstName}, we've` : "We've"} canceled {possessive(data.petName)} {plan} (policy{' '}
        {data.policyNumber}). The last day of cover is {ends}: vet visits after that day aren't covered.
      </P>
      {data.freeLook && (
        <P>
          {data.refundCents > 0
            ? 'You canceled within your free-look period, so we refund every premium you paid for this plan.'
            : 'You canceled within your free-look period, so you owe nothing for this plan.'}
        </P>
      )}
      <Notice>
        <P>{refundSentence(data)}</P>
      </Notice>
      <Facts
        rows={[
          ['Plan', plan],
          ['Policy number', data.policyNumber],
          ['Last day of cover', ends],
          ['Refund', data.refundCents > 0 ? formatCents(data.refundCents) : 'None due'],
          data.refundCents > 0 &&
            data.refundExpectedBy !== null && ['Refund expected by', formatDay(data.refundExpectedBy)],
        ]}
      />
      <P>Changed your mind? You can get covered again any time from your dashboard.</P>
      <ActionButton href={data.dashboardUrl}>Go to my dashboard</ActionButton>
    </EmailLayout>
  );
}

export const cancellation: EmailTemplate<CancellationData> = {
  subject: (data) =>
    `Cancellation confirmed: ${possessive(data.petName)} last day of cover is ${formatDay(data.endsOn)}`,
  links: (data) => [data.dashboardUrl],
  Email: Cancellation,
};
