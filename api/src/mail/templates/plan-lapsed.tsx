// Cover ended for an unpaid plan: the day it ended, that visits after it aren't covered, what is owed, and
// where to pay it to get covered again.
import type { PlanLapsedData } from '../messages';
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

function PlanLapsed({ data }: { data: PlanLapsedData }) {
  const firstName = data.firstName?.trim();
  const ended = formatDay(data.lapsedOn);
  const due = formatCents(data.amountDueCents);
  return (
    <EmailLayout
      preview={`Cover ended on ${ended}. Vet visits after that day aren't covered.`}
      reason="You're getting this email because a Tailwise plan on your account has ended."
    >
      <Title>{possessive(data.petName)} cover has ended</Title>
      <P>
        {firstName ? `Hi ${firstName}, we` : 'We'} didn't receive payment for {possessive(data.petName)}{' '}
        {planTitle(data.planName)}, so the cover ended on {ended}.
      </P>
      <Notice>
        <P>Vet visits after {ended} aren't covered, and claims for them won't be paid.</P>
      </Notice>
      <Facts
        rows={[
          ['Plan', planTitle(data.planName)],
          ['Policy number', data.policyNumber],
          ['Cover ended', ended],
          data.amountDueCents > 0 && ['Amount due', <strong key="due">{due}</strong>],
        ]}
      />
      <P>
        {`To get ${data.petName} covered again, reply to this email or call us: we'll help you reinstate the plan` +
          (data.amountDueCents > 0 ? ` once the ${due} is paid.` : '.')}
      </P>
      <ActionButton href={data.dashboardUrl}>See your plans</ActionButton>
    </EmailLayout>
  );
}

export const planLapsed: EmailTemplate<PlanLapsedData> = {
  subject: (data) => `${possessive(data.petName)} cover ended on ${formatDay(data.lapsedOn)}`,
  links: (data) => [data.dashboardUrl],
  Email: PlanLapsed,
};
