// The estimated reimbursement and how it is reached, shown before a claim is sent: nothing inside the
// condition's waiting period, then what is left of this policy year's deductible, then the
// reimbursement rate, then what is left of a capped yearly limit. The API's rule (README "Claims
// estimate"), with "used so far" taken from the customer's other claims of the same policy year.
import type { ClaimCondition, ClaimSummary, InsuranceAgreement } from '@tailwise/shared/contract';
import { periodContaining } from '../common/calendar';

export interface EstimateInput {
  condition: ClaimCondition;
  dateOfService: string;
  amountCents: number;
}

export interface EstimateBreakdown {
  amountCents: number;
  /** Deductible not yet met this policy year, before this claim. */
  deductibleLeftCents: number;
  deductibleAppliedCents: number;
  reimbursementPercent: number;
  /** Yearly limit not yet used, before this claim; null when the policy has no limit. */
  limitLeftCents: number | null;
  estimatedReimbursementCents: number;
  note: 'WAITING_PERIOD' | 'ANNUAL_LIMIT_REACHED' | null;
  /** The first day this condition is covered. */
  coveredFrom: string;
  policyYear: { from: string; to: string };
}

export function coveredFrom(policy: InsuranceAgreement, condition: ClaimCondition): string {
  if (condition === 'ACCIDENT') return policy.accidentCoverageDate;
  if (condition === 'ILLNESS') return policy.illnessCoverageDate;
  return policy.cruciateLigamentCoverageDate;
}

export function estimateClaim(
  policy: InsuranceAgreement,
  otherClaims: readonly ClaimSummary[],
  input: EstimateInput,
): EstimateBreakdown {
  const year = periodContaining(policy.startDate, input.dateOfService, 12);
  const sameYear = otherClaims.filter(
    (c) =>
      c.pet === policy.pet &&
      c.status !== 'DENIED' &&
      c.dateOfService >= year.from &&
      c.dateOfService < year.to &&
      c.dateOfService >= policy.startDate,
  );
  const deductibleUsed = sameYear.reduce((sum, c) => sum + c.estimate.deductibleAppliedCents, 0);
  const reimbursedUsed = sameYear.reduce((sum, c) => sum + c.estimate.estimatedReimbursementCents, 0);
  const deductibleLeftCents = Math.max(0, policy.deductible * 100 - deductibleUsed);
  const limitLeftCents =
    policy.annualLimitCents === null ? null : Math.max(0, policy.annualLimitCents - reimbursedUsed);
  const base = {
    amountCents: input.amountCents,
    deductibleLeftCents,
    reimbursementPercent: policy.reimbursementPercent,
    limitLeftCents,
    coveredFrom: coveredFrom(policy, input.condition),
    policyYear: year,
  };
  if (input.dateOfService < base.coveredFrom) {
    return { ...base, deductibleAppliedCents: 0, estimatedReimbursementCents: 0, note: 'WAITING_PERIOD' };
  }
  const deductibleAppliedCents = Math.min(deductibleLeftCents, input.amountCents);
  let reimbursement = Math.round(((input.amountCents - deductibleAppliedCents) * policy.reimbursementPercent) / 100);
  let note: EstimateBreakdown['note'] = null;
  if (limitLeftCents !== null && reimbursement > limitLeftCents) {
    reimbursement = limitLeftCents;
    note = 'ANNUAL_LIMIT_REACHED';
  }
  return { ...base, deductibleAppliedCents, estimatedReimbursementCents: reimbursement, note };
}
