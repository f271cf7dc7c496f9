// How claim statuses and conditions read to a customer, and which count as still open.
import {
  CLAIM_REVIEW_WORKING_DAYS,
  WELLNESS_SERVICE_LABELS,
  type ClaimCondition,
  type ClaimStatus,
  type ClaimSummary,
} from '@tailwise/shared/contract';

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  SUBMITTED: 'Submitted',
  IN_REVIEW: 'In review',
  INFO_REQUESTED: 'Information needed',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  PAID: 'Paid',
};

export const CLAIM_STATUS_HINTS: Record<ClaimStatus, string> = {
  SUBMITTED: 'Most claims are decided in seconds.',
  IN_REVIEW: `A person answers within ${CLAIM_REVIEW_WORKING_DAYS} working days.`,
  INFO_REQUESTED: 'We need a document from you before we can decide.',
  APPROVED: 'Approved: the payment is on its way.',
  DENIED: 'We can’t reimburse this claim.',
  PAID: 'Paid to your account.',
};

export const CONDITION_LABELS: Record<ClaimCondition, string> = {
  ACCIDENT: 'Accident',
  ILLNESS: 'Illness',
  CRUCIATE_LIGAMENT: 'Cruciate ligament',
};

/** What a claim was for: the condition of an insurance claim, the service of a wellness item. */
export function claimSubject(claim: Pick<ClaimSummary, 'claimType' | 'condition' | 'wellnessService'>): string {
  if (claim.claimType === 'WELLNESS' && claim.wellnessService) return WELLNESS_SERVICE_LABELS[claim.wellnessService];
  return claim.condition ? CONDITION_LABELS[claim.condition] : 'Vet visit';
}

/** Not yet paid or denied: the customer is still waiting on these (or, asked for a document, we on them). */
export const OPEN_STATUSES: readonly ClaimStatus[] = ['SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED', 'APPROVED'];
export const isOpen = (status: ClaimStatus) => OPEN_STATUSES.includes(status);

/** Statuses the API leaves within seconds (the engine decides, the payout job pays): the page asks again until they pass. */
export const MOVING_STATUSES: readonly ClaimStatus[] = ['SUBMITTED', 'APPROVED'];
export const isMoving = (status: ClaimStatus) => MOVING_STATUSES.includes(status);
