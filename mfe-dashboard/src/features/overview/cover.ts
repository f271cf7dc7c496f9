// What the overview says about cover: the waiting periods still running on a policy. Pure, so the rules
// are tested without a page. (The next payment comes from the API's billing schedule, /me/'s nextPayment.)
import type { InsuranceAgreement } from '@tailwise/shared/contract';
import { daysBetween } from '../common/calendar';

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
