// A payment went through: how much, when, how, and which periods of which plans it paid for.
import type { ReceiptData } from '../messages';
import {
  ActionButton,
  EmailLayout,
  Facts,
  P,
  Subheading,
  Title,
  capitalize,
  cardLabel,
  formatCents,
  formatDay,
} from './layout';
import type { EmailTemplate } from './layout';
import { styles } from './theme';

export function paymentMethodLabel(data: Pick<ReceiptData, 'paymentMethod' | 'cardBrand' | 'cardLast4'>): string {
  return data.paymentMethod === 'PAYROLL'
    ? 'Payroll deduction through your employer'
    : capitalize(cardLabel(data.cardBrand, data.cardLast4));
}

function Receipt({ data }: { data: ReceiptData }) {
  const firstName = data.firstName?.trim();
  const amount = formatCents(data.amountCents);
  return (
    <EmailLayout
      preview={`Receipt ${data.receiptNumber}: ${amount} paid on ${formatDay(data.paidOn)}.`}
      reason="You're getting this email because a payment was made for your Tailwise plan."
    >
      <Title>Thanks for your payment</Title>
      <P>{firstName ? `Hi ${firstName}, here's` : "Here's"} your receipt. Keep it for your records.</P>
      <Facts
        rows={[
          ['Receipt number', data.receiptNumber],
          ['Date paid', formatDay(data.paidOn)],
          ['Amount paid', <strong key="amount">{amount}</strong>],
          ['Paid with', paymentMethodLabel(data)],
        ]}
      />
      <Subheading>What this paid for</Subheading>
      <Facts
        wideLabels
        rows={data.lines.map((line) => [
          line.description,
          formatCents(line.amountCents),
          <>
            <span style={styles.noWrap}>{formatDay(line.periodStart)}</span> –{' '}
            <span style={styles.noWrap}>{formatDay(line.periodEnd)}</span>
          </>,
        ])}
      />
      <ActionButton href={data.billingUrl}>See my billing history</ActionButton>
    </EmailLayout>
  );
}

export const receipt: EmailTemplate<ReceiptData> = {
  subject: (data) => `Your Tailwise receipt: ${formatCents(data.amountCents)}`,
  links: (data) => [data.billingUrl],
  Email: Receipt,
};
