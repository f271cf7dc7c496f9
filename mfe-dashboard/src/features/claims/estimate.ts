// When a policy starts covering each kind of condition: the claim form warns as soon as a date falls
// inside a waiting period, before the API's estimate confirms it.
import type { ClaimCondition, InsuranceAgreement } from '@tailwise/shared/contract';

export function coveredFrom(policy: InsuranceAgreement, condition: ClaimCondition): string {
  if (condition === 'ACCIDENT') return policy.accidentCoverageDate;
  if (condition === 'ILLNESS') return policy.illnessCoverageDate;
  return policy.cruciateLigamentCoverageDate;
}
