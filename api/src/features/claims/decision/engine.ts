// The claims decision engine: given a claim, the terms that pay it, what the policy year has used and the pet's other
// claims, it approves with the amount the terms give, denies on a fact the customer can check, or passes the claim to
// a person with its reasons. Pure, so every rule is tested on its own and property-tested over sequences of claims.
import type { ClaimCondition, ClaimDenialReason, ClaimReviewReason, WellnessService } from '@tailwise/shared/contract';
import { formatCents } from '@tailwise/shared/contract';

export interface EngineConfig {
  /** Bills above this go to a person (the bill's total, in cents). */
  autoApproveMaxCents: number;
  /** An insurance claim for a visit within this many days of the cover starting, the pet's first, goes to a person. */
  firstClaimWindowDays: number;
  /** This many other claims for the pet filed within `burstWindowDays`, on other days of service, go to a person. */
  burstMaxOtherClaims: number;
  burstWindowDays: number;
}

export const DEFAULT_ENGINE_CONFIG: EngineConfig = {
  autoApproveMaxCents: 100_000,
  firstClaimWindowDays: 30,
  burstMaxOtherClaims: 3,
  burstWindowDays: 7,
};

export interface InsuranceTerms {
  kind: 'INSURANCE';
  startDate: string;
  /** Last day of cover once cancelled or lapsed; null while it runs. */
  endsOn: string | null;
  endedBy: 'CANCELLED' | 'LAPSED' | null;
  accidentCoverageDate: string;
  illnessCoverageDate: string;
  cruciateCoverageDate: string;
  deductibleCents: number;
  coinsurancePercent: number;
  annualLimitCents: number | null;
}

export interface WellnessTerms {
  kind: 'WELLNESS';
  planName: string;
  startDate: string;
  endsOn: string | null;
  endedBy: 'CANCELLED' | 'LAPSED' | null;
  /** The plan year [from, to) of the claim's date of service. */
  planYearTo: string;
  allowances: Array<{ service: WellnessService; label: string; annualAllowanceCents: number }>;
}

export type Terms = InsuranceTerms | WellnessTerms;

export interface EngineClaim {
  id: number;
  petName: string;
  condition: ClaimCondition | null;
  wellnessService: WellnessService | null;
  dateOfService: string;
  amountCents: number;
  clinic: string | null;
  signsBeforeCover: boolean;
  /** The day it was filed. */
  filedOn: string;
}

/**
 * What the other claims (not denied) of the same policy year have used, not counting this one. Insurance: the
 * deductible they met and what they pay or are expected to pay. Wellness: what they drew on this claim's service.
 */
export interface YearUsage {
  deductibleCents: number;
  paidCents: number;
}

export interface OtherClaim {
  id: number;
  status: string;
  dateOfService: string;
  amountCents: number;
  clinic: string | null;
  filedOn: string;
}

export interface Payable {
  amountCents: number;
  deductibleAppliedCents: number;
  /** How the amount was reached, for the customer and the adjuster. */
  text: string;
  /** One line per step, for emails. */
  breakdown: string[];
}

export interface ReviewReason {
  code: ClaimReviewReason;
  text: string;
}

export type Decision =
  | ({ outcome: 'APPROVE' } & Payable)
  | { outcome: 'DENY'; reason: ClaimDenialReason; text: string }
  | { outcome: 'REVIEW'; reasons: ReviewReason[]; proposal: Payable };

const CONDITION_WORDS: Record<ClaimCondition, [string, string]> = {
  ACCIDENT: ['accidents', 'coverage for accidents'],
  ILLNESS: ['illnesses', 'coverage for illnesses'],
  CRUCIATE_LIGAMENT: ['cruciate ligament conditions', 'coverage for cruciate ligament conditions'],
};

export function coverageDateFor(terms: InsuranceTerms, condition: ClaimCondition): string {
  if (condition === 'ACCIDENT') return terms.accidentCoverageDate;
  if (condition === 'ILLNESS') return terms.illnessCoverageDate;
  return terms.cruciateCoverageDate;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-11-26" → "Nov 26, 2026": how the dashboard and the emails write a day, so a reason reads like the rest. */
export function dayInWords(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** Days from `from` to `to` (ISO days), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * What the terms pay for this bill after what the year has used: insurance takes the deductible left, then pays the
 * reimbursement share (rounded to the cent, half up), capped by the yearly limit left; wellness pays the bill up to
 * what is left of the item's allowance. Also the most an adjuster may approve.
 */
export function payableFor(terms: Terms, claim: EngineClaim, used: YearUsage): Payable {
  if (terms.kind === 'WELLNESS') {
    const allowance = terms.allowances.find((a) => a.service === claim.wellnessService);
    const total = allowance?.annualAllowanceCents ?? 0;
    const left = Math.max(0, total - used.paidCents);
    const amountCents = Math.min(claim.amountCents, left);
    const label = allowance?.label ?? 'This item';
    const breakdown = [
      `Bill: ${formatCents(claim.amountCents)}`,
      `${label} allowance left this plan year: ${formatCents(left)} of ${formatCents(total)}`,
      `We pay: ${formatCents(amountCents)}`,
    ];
    const text =
      amountCents < claim.amountCents
        ? `${formatCents(amountCents)}: what was left of the ${formatCents(total)} yearly ${label} allowance`
        : `${formatCents(amountCents)}: the bill in full, within the ${label} allowance`;
    return { amountCents, deductibleAppliedCents: 0, text, breakdown };
  }
  const deductibleLeft = Math.max(0, terms.deductibleCents - used.deductibleCents);
  const deductibleAppliedCents = Math.min(deductibleLeft, claim.amountCents);
  const share = 100 - terms.coinsurancePercent;
  const reimbursement = Math.round(((claim.amountCents - deductibleAppliedCents) * share) / 100);
  const limitLeft =
    terms.annualLimitCents === null ? Number.POSITIVE_INFINITY : Math.max(0, terms.annualLimitCents - used.paidCents);
  const amountCents = Math.min(reimbursement, limitLeft);
  const breakdown = [
    `Bill: ${formatCents(claim.amountCents)}`,
    `Deductible applied: ${formatCents(deductibleAppliedCents)}${deductibleLeft === 0 ? ' (already met this policy year)' : ''}`,
    `We reimburse ${share}% of ${formatCents(claim.amountCents - deductibleAppliedCents)}: ${formatCents(reimbursement)}`,
  ];
  if (amountCents < reimbursement) {
    breakdown.push(`Capped by the yearly limit left: ${formatCents(limitLeft)}`);
  }
  breakdown.push(`We pay: ${formatCents(amountCents)}`);
  const parts = [`${formatCents(claim.amountCents)} bill`];
  if (deductibleAppliedCents > 0) parts.push(`less ${formatCents(deductibleAppliedCents)} deductible`);
  parts.push(`${share}% reimbursed`);
  if (amountCents < reimbursement) parts.push(`capped by the ${formatCents(limitLeft)} left of the yearly limit`);
  return { amountCents, deductibleAppliedCents, text: `${formatCents(amountCents)}: ${parts.join(', ')}`, breakdown };
}

/** A denial on a fact the customer can check, or null. */
function denialFor(terms: Terms, claim: EngineClaim, used: YearUsage): Extract<Decision, { outcome: 'DENY' }> | null {
  if (claim.dateOfService < terms.startDate) {
    return {
      outcome: 'DENY',
      reason: 'BEFORE_COVER',
      text: `The visit on ${dayInWords(claim.dateOfService)} was before the cover started on ${dayInWords(terms.startDate)}.`,
    };
  }
  if (terms.endsOn !== null && claim.dateOfService > terms.endsOn) {
    const why = terms.endedBy === 'LAPSED' ? 'lapsed (a premium went unpaid)' : 'was cancelled';
    return {
      outcome: 'DENY',
      reason: 'AFTER_COVER_ENDED',
      text: `The visit on ${dayInWords(claim.dateOfService)} was after the cover ended on ${dayInWords(terms.endsOn)}: the plan ${why}.`,
    };
  }
  if (terms.kind === 'INSURANCE') {
    const condition = claim.condition ?? 'ILLNESS';
    const coveredFrom = coverageDateFor(terms, condition);
    if (claim.dateOfService < coveredFrom) {
      const [what] = CONDITION_WORDS[condition];
      return {
        outcome: 'DENY',
        reason: 'WAITING_PERIOD',
        text: `The visit on ${dayInWords(claim.dateOfService)} was inside the waiting period for ${what}, which are covered from ${dayInWords(coveredFrom)}.`,
      };
    }
    return null;
  }
  const allowance = terms.allowances.find((a) => a.service === claim.wellnessService);
  if (!allowance) {
    return {
      outcome: 'DENY',
      reason: 'NOT_IN_PLAN',
      text: `This item is not part of the ${terms.planName} plan.`,
    };
  }
  if (used.paidCents >= allowance.annualAllowanceCents) {
    return {
      outcome: 'DENY',
      reason: 'ALLOWANCE_USED_UP',
      text: `The ${formatCents(allowance.annualAllowanceCents)} yearly ${allowance.label} allowance is used up until the plan year ends on ${dayInWords(terms.planYearTo)}.`,
    };
  }
  return null;
}

const sameClinic = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase().replace(/\s+/g, ' ') === (b ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

function reviewReasonsFor(
  terms: Terms,
  claim: EngineClaim,
  others: OtherClaim[],
  config: EngineConfig,
): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (claim.amountCents > config.autoApproveMaxCents) {
    reasons.push({
      code: 'AMOUNT_ABOVE_THRESHOLD',
      text: `A person checks every bill over ${formatCents(config.autoApproveMaxCents)}.`,
    });
  }
  if (
    terms.kind === 'INSURANCE' &&
    others.length === 0 &&
    daysBetween(terms.startDate, claim.dateOfService) < config.firstClaimWindowDays
  ) {
    reasons.push({
      code: 'FIRST_CLAIM_SOON_AFTER_START',
      text: `It is ${claim.petName}'s first claim, for a visit in the first ${config.firstClaimWindowDays} days of cover: a person checks these.`,
    });
  }
  const duplicate = others.find(
    (o) =>
      o.status !== 'DENIED' &&
      o.dateOfService === claim.dateOfService &&
      o.amountCents === claim.amountCents &&
      sameClinic(o.clinic, claim.clinic),
  );
  if (duplicate) {
    reasons.push({
      code: 'POSSIBLE_DUPLICATE',
      text: 'Another claim has the same date, amount and clinic: a person checks that it is a different bill.',
    });
  }
  // Items of one visit are filed as one claim each: only claims for other days of service count as "several".
  const recent = others.filter(
    (o) =>
      o.dateOfService !== claim.dateOfService &&
      daysBetween(o.filedOn, claim.filedOn) <= config.burstWindowDays &&
      daysBetween(o.filedOn, claim.filedOn) >= 0,
  );
  if (recent.length >= config.burstMaxOtherClaims) {
    reasons.push({
      code: 'MANY_RECENT_CLAIMS',
      text: `Several claims for ${claim.petName} in ${config.burstWindowDays} days: a person looks at them together.`,
    });
  }
  if (terms.kind === 'INSURANCE' && claim.signsBeforeCover) {
    reasons.push({
      code: 'POSSIBLY_PRE_EXISTING',
      text: `You told us ${claim.petName} showed signs of this before the cover started: a person checks the vet records.`,
    });
  }
  return reasons;
}

/**
 * Decides a claim. Denies only on a fact the customer can check (dates of cover, waiting periods, the plan's items
 * and allowances); never denies for suspicion: anything uncertain goes to a person with the terms' proposal.
 */
export function decide(
  terms: Terms,
  claim: EngineClaim,
  used: YearUsage,
  others: OtherClaim[],
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): Decision {
  const denial = denialFor(terms, claim, used);
  if (denial) return denial;
  const payable = payableFor(terms, claim, used);
  const reasons = reviewReasonsFor(terms, claim, others, config);
  if (reasons.length > 0) return { outcome: 'REVIEW', reasons, proposal: payable };
  return { outcome: 'APPROVE', ...payable };
}
