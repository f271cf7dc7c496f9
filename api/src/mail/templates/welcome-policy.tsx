// After a purchase: what was bought for each pet, what it costs, and when each kind of cover starts (the
// waiting periods' ends), so nobody finds out at the vet that an illness wasn't covered yet.
import { COVER_START_RULE, waitingPeriodsSentence } from '@tailwise/shared/contract';
import { Fragment } from 'react';
import type { WelcomePolicyData, WelcomePolicyItem } from '../messages';
import {
  ActionButton,
  EmailLayout,
  Facts,
  Notice,
  P,
  Subheading,
  Title,
  formatCents,
  formatDay,
  listOf,
  perInterval,
  planTitle,
  possessive,
} from './layout';
import type { EmailProps, EmailTemplate, FactRow } from './layout';

function petNames(items: WelcomePolicyItem[]): string[] {
  return [...new Set(items.map((item) => item.petName))];
}

function itemRows(item: WelcomePolicyItem, data: WelcomePolicyData): FactRow[] {
  const insurance = item.kind === 'INSURANCE';
  const rows: FactRow[] = [
    [insurance ? 'Policy number' : 'Plan number', item.policyNumber],
    ['Price', perInterval(item.priceCents, data.billingInterval)],
    [insurance ? 'Policy starts' : 'Plan starts', formatDay(item.startDate)],
  ];
  if (!insurance) return rows;
  return [
    ...rows,
    item.accidentCoverageDate !== null && ['Accidents covered from', formatDay(item.accidentCoverageDate)],
    item.illnessCoverageDate !== null && ['Illnesses covered from', formatDay(item.illnessCoverageDate)],
    item.cruciateCoverageDate !== null && [
      'Cruciate ligament conditions covered from',
      formatDay(item.cruciateCoverageDate),
    ],
    item.deductible !== null && ['Deductible', `${formatCents(item.deductible * 100, { whole: true })} a year`],
    item.reimbursementPercent !== null && ['Reimbursement', `${item.reimbursementPercent}% of eligible vet bills`],
    [
      'Yearly limit',
      item.annualLimitCents === null ? 'Unlimited' : formatCents(item.annualLimitCents, { whole: true }),
    ],
  ];
}

function payment(data: WelcomePolicyData): string {
  const total = data.items.reduce((sum, item) => sum + item.priceCents, 0);
  const ongoing = perInterval(total, data.billingInterval);
  if (data.paymentMethod === 'PAYROLL') {
    return `Your employer collects your ${ongoing} through payroll deduction, so there's nothing to pay us directly.`;
  }
  if (data.chargedCents > 0) {
    return `We charged ${formatCents(data.chargedCents)} to your card for your first ${data.billingInterval}. After that, you pay ${ongoing}.`;
  }
  return `Nothing was charged today. After this, you pay ${ongoing}.`;
}

function WelcomePolicy({ data, attachments }: EmailProps<WelcomePolicyData>) {
  const names = petNames(data.items);
  const firstName = data.firstName?.trim();
  const declarations = attachments.filter((a) => a.kind === 'declarations');
  const insuranceStart = data.items.find((item) => item.kind === 'INSURANCE')?.startDate;
  return (
    <EmailLayout
      preview={`Your cover for ${listOf(names)}: policy numbers, prices and when each kind of cover starts.`}
      reason="You're getting this email because you bought a Tailwise plan with this address."
    >
      <Title>{firstName ? `Welcome to Tailwise, ${firstName}` : 'Welcome to Tailwise'}</Title>
      <P>
        Thanks for choosing us to look after {listOf(names)}. Here's what you bought and when each kind of cover starts.
      </P>
      <P>{payment(data)}</P>
      {insuranceStart && (
        <P>
          {COVER_START_RULE}: {formatDay(insuranceStart)}. {waitingPeriodsSentence()}, so insurance covers each kind of
          condition from the date shown for it. Vet visits for that kind of condition before that date aren't covered.
        </P>
      )}
      {data.items.map((item, index) => (
        <Fragment key={index}>
          <Subheading>
            {possessive(item.petName)} {planTitle(item.planName)}
          </Subheading>
          <Facts rows={itemRows(item, data)} />
        </Fragment>
      ))}
      {declarations.length > 0 && (
        <Notice>
          <P>
            {declarations.length === 1
              ? `Your declarations page is attached (${declarations[0]!.filename}). It's the official summary of your cover: keep it with ${possessive(listOf(names))} records.`
              : `Your declarations pages are attached (${listOf(declarations.map((a) => a.filename))}). They're the official summary of your cover: keep them with ${possessive(listOf(names))} records.`}
          </P>
        </Notice>
      )}
      <ActionButton href={data.dashboardUrl}>Go to my dashboard</ActionButton>
      <P small>In your dashboard you can file a claim, see your documents and manage your payment details.</P>
    </EmailLayout>
  );
}

function policyWord(item: WelcomePolicyItem): string {
  return `${item.kind === 'INSURANCE' ? 'policy' : 'plan'} ${item.policyNumber}`;
}

export const welcomePolicy: EmailTemplate<WelcomePolicyData> = {
  subject(data) {
    const names = petNames(data.items);
    if (names.length === 1)
      return `Welcome to Tailwise: ${possessive(names[0]!)} ${listOf(data.items.map(policyWord))}`;
    if (names.length === 0) return 'Welcome to Tailwise';
    return `Welcome to Tailwise: cover for ${listOf(names)}`;
  },
  links: (data) => [data.dashboardUrl],
  Email: WelcomePolicy,
};
