// How claim statuses and conditions read to a customer, and which count as still open.
import {
  WELLNESS_SERVICE_LABELS,
  type ClaimCondition,
  type ClaimStatus,
  type ClaimSummary,
} from '@tailwise/shared/contract';

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  SUBMITTED: 'Submitted',
  IN_REVIEW: 'In review',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  PAID: 'Paid',
};

export const CLAIM_STATUS_HINTS: Record<ClaimStatus, string> = {
  SUBMITTED: 'We have your claim and invoices.',
  IN_REVIEW: 'A claims specialist is checking the invoice and your pet’s cover.',
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

/** Not yet paid or denied: the customer is still waiting on these. */
export const OPEN_STATUSES: readonly ClaimStatus[] = ['SUBMITTED', 'IN_REVIEW', 'APPROVED'];
export const isOpen = (status: ClaimStatus) => OPEN_STATUSES.includes(status);

/** The path a claim normally takes; a denied claim leaves it after review. */
export const CLAIM_PATH: readonly ClaimStatus[] = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'PAID'];
