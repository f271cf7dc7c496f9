// Estimated reimbursement of a claim: waiting periods, then the deductible left this policy year,
// then coinsurance, then what is left of a capped yearly limit. Pure.
import type { ClaimCondition } from '@tailwise/shared/contract';
import { addMonths } from '../agreements/mappers';

export interface EstimatePolicy {
  startDate: string;
  accidentCoverageDate: string;
  illnessCoverageDate: string;
  cruciateCoverageDate: string;
  deductibleDollars: number;
  coinsurancePercent: number;
  annualLimitCents: number | null;
}

export interface Estimate {
  deductibleAppliedCents: number;
  coinsurancePercent: number;
  estimatedReimbursementCents: number;
  note: 'WAITING_PERIOD' | 'ANNUAL_LIMIT_REACHED' | 'ALLOWANCE_REACHED' | null;
}

/** The policy year [from, to) that contains `day`. */
export function policyYear(startDate: string, day: string): { from: string; to: string } {
  let from = startDate;
  let years = 0;
  while (addMonths(startDate, 12 * (years + 1)) <= day) years += 1;
  from = addMonths(startDate, 12 * years);
  return { from, to: addMonths(startDate, 12 * (years + 1)) };
}

export function coverageDate(policy: EstimatePolicy, condition: ClaimCondition): string {
  if (condition === 'ACCIDENT') return policy.accidentCoverageDate;
  if (condition === 'ILLNESS') return policy.illnessCoverageDate;
  return policy.cruciateCoverageDate;
}

/**
 * `usedThisYear` sums the other claims (not DENIED) of the same policy year: deductible they used and
 * reimbursement they were estimated.
 */
export function estimateReimbursement(
  policy: EstimatePolicy,
  claim: { condition: ClaimCondition; dateOfService: string; amountCents: number },
  usedThisYear: { deductibleCents: number; reimbursedCents: number },
): Estimate {
  const base = { coinsurancePercent: policy.coinsurancePercent };
  if (claim.dateOfService < coverageDate(policy, claim.condition)) {
    return { ...base, deductibleAppliedCents: 0, estimatedReimbursementCents: 0, note: 'WAITING_PERIOD' };
  }
  const deductibleLeft = Math.max(0, policy.deductibleDollars * 100 - usedThisYear.deductibleCents);
  const deductibleAppliedCents = Math.min(deductibleLeft, claim.amountCents);
  let reimbursement = Math.round(
    ((claim.amountCents - deductibleAppliedCents) * (100 - policy.coinsurancePercent)) / 100,
  );
  let note: Estimate['note'] = null;
  if (policy.annualLimitCents !== null) {
    const limitLeft = Math.max(0, policy.annualLimitCents - usedThisYear.reimbursedCents);
    if (reimbursement > limitLeft) {
      reimbursement = limitLeft;
      note = 'ANNUAL_LIMIT_REACHED';
    }
  }
  return { ...base, deductibleAppliedCents, estimatedReimbursementCents: reimbursement, note };
}
