// A charge was declined: what happened, why (in the card's words), when we try again, and what a lapse would mean:
// cover ends on the last day paid for. The one thing to do is to update the card.
import type { PaymentFailedData } from '../messages';
import {
  ActionButton,
  EmailLayout,
  Facts,
  Notice,
  P,
  Subheading,
  Title,
  capitalize,
  cardLabel,
  formatCents,
  formatDay,
  planTitle,
  possessive,
} from './layout';
import type { EmailTemplate } from './layout';

function PaymentFailed({ data }: { data: PaymentFailedData }) {
  const firstName = data.firstName?.trim();
  const amount = formatCents(data.amountCents);
  const card = cardLabel(data.cardBrand, data.cardLast4);
  const plan = `${possessive(data.petName)} ${planTitle(data.planName)}`;
  const lapses = formatDay(data.lapsesOn);
  return (
    <EmailLayout
      preview={`Update your card by ${lapses} to keep ${data.petName} covered.`}
      reason="You're getting this email because a payment for your Tailwise plan didn't go through."
    >
      <Title>Your payment didn't go through</Title>
      <P>
        {firstName ? `Hi ${firstName}, we` : 'We'} tried to charge {amount} to your {card} for {plan}, and the payment
        was declined.
      </P>
      <Facts
        rows={[
          ['Amount', amount],
          ['For', plan],
          ['Period starting', formatDay(data.periodStart)],
          ['Card', capitalize(card)],
          ['Why it was declined', data.declineMessage],
        ]}
      />
      <Notice>
        <Subheading>What happens next</Subheading>
        <P>
          {data.nextAttemptOn
            ? `We'll try your card again on ${formatDay(data.nextAttemptOn)}.`
            : "We won't try your card again on our own."}{' '}
          If it's still unpaid after our last try on {lapses}, the plan lapses: {possessive(data.petName)} cover ends on{' '}
          {formatDay(data.coverEndsOn)}, the last day paid for, and vet visits after that day won't be covered.
        </P>
      </Notice>
      <P>
        Update your card and pay before {lapses} to keep {data.petName} covered without a gap.
      </P>
      <ActionButton href={data.updateCardUrl}>Update your card</ActionButton>
    </EmailLayout>
  );
}

export const paymentFailed: EmailTemplate<PaymentFailedData> = {
  subject: (data) => `Your payment of ${formatCents(data.amountCents)} didn't go through`,
  links: (data) => [data.updateCardUrl],
  Email: PaymentFailed,
};
