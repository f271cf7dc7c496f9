// What the overview says about cover: the waiting periods still running on a policy, and the next
// payment across every plan the customer pays for. Pure, so the rules are tested without a page.
import type { InsuranceAgreement, Me, PurchaseAgreement } from '@tailwise/shared/contract';
import { daysBetween, periodContaining } from '../common/calendar';

export interface RunningWaitingPeriod {
  label: string;
  /** The first day this kind of condition is covered. */
  coveredFrom: string;
  /** The waiting period's length as the policy states it ("14 days", "6 months"). */
  length: string;
}

/** The waiting periods of a policy that have not ended by `today`, soonest first. */
export function runningWaitingPeriods(policy: InsuranceAgreement, today: string): RunningWaitingPeriod[] {
  const cruciateMonths = Math.round(daysBetween(policy.startDate, policy.cruciateLigamentCoverageDate) / 30.4);
  const periods: RunningWaitingPeriod[] = [
    {
      label: 'Accidents',
      coveredFrom: policy.accidentCoverageDate,
      length: `${daysBetween(policy.startDate, policy.accidentCoverageDate)} days`,
    },
    {
      label: 'Illnesses',
      coveredFrom: policy.illnessCoverageDate,
      length: `${daysBetween(policy.startDate, policy.illnessCoverageDate)} days`,
    },
    {
      label: 'Cruciate ligament',
      coveredFrom: policy.cruciateLigamentCoverageDate,
      length: `${cruciateMonths} months`,
    },
  ];
  return periods.filter((p) => p.coveredFrom > today).sort((a, b) => a.coveredFrom.localeCompare(b.coveredFrom));
}

type Billable = Pick<
  InsuranceAgreement | PurchaseAgreement,
  'status' | 'billingInterval' | 'priceCents' | 'startDate'
> & {
  endsOn?: string | null;
};

/** The next date a plan is charged after `today`, or null when it ends (cancelled) before then. */
export function nextChargeDate(plan: Billable, today: string): string | null {
  if (plan.status !== 'ACTIVE') return null;
  const months = plan.billingInterval === 'year' ? 12 : 1;
  // The first charge was at purchase; a plan starting later is charged at its start.
  const next = plan.startDate > today ? plan.startDate : periodContaining(plan.startDate, today, months).to;
  if (plan.endsOn && next > plan.endsOn) return null;
  return next;
}

export interface NextPayment {
  date: string;
  totalCents: number;
  /** How many plans are charged that day. */
  plans: number;
}

/** The soonest charge across the customer's plans, adding up every plan charged that same day. */
export function nextPayment(
  me: Pick<Me, 'insuranceAgreements' | 'purchaseAgreements'>,
  today: string,
): NextPayment | null {
  const charges = [...me.insuranceAgreements, ...me.purchaseAgreements]
    .map((plan) => ({ date: nextChargeDate(plan, today), cents: plan.priceCents }))
    .filter((c): c is { date: string; cents: number } => c.date !== null);
  if (charges.length === 0) return null;
  const date = charges.reduce((soonest, c) => (c.date < soonest ? c.date : soonest), charges[0]!.date);
  const due = charges.filter((c) => c.date === date);
  return { date, totalCents: due.reduce((sum, c) => sum + c.cents, 0), plans: due.length };
}
