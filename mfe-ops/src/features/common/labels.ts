// How the claims staff's pages name statuses, claim subjects and audit actions (words, so colour is never the
// only cue). The denial reasons' labels are the contract's own (CLAIM_DENIAL_REASON_LABELS).
import {
  WELLNESS_SERVICE_LABELS,
  type ClaimCondition,
  type ClaimStatus,
  type OpsAuditEntry,
  type OpsQueueItem,
} from '@tailwise/shared/contract';

export const STATUS_LABELS: Record<ClaimStatus, string> = {
  SUBMITTED: 'Submitted',
  IN_REVIEW: 'In review',
  INFO_REQUESTED: 'Information requested',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  PAID: 'Paid',
};

const CONDITION_LABELS: Record<ClaimCondition, string> = {
  ACCIDENT: 'Accident',
  ILLNESS: 'Illness',
  CRUCIATE_LIGAMENT: 'Cruciate ligament',
};

/** What the claim is for: an insurance claim's condition, a wellness claim's item. */
export function claimSubject(claim: Pick<OpsQueueItem, 'claimType' | 'condition' | 'wellnessService'>): string {
  if (claim.claimType === 'WELLNESS') {
    return claim.wellnessService ? `Wellness: ${WELLNESS_SERVICE_LABELS[claim.wellnessService]}` : 'Wellness';
  }
  return claim.condition ? CONDITION_LABELS[claim.condition] : 'Vet visit';
}

export const AUDIT_ACTION_LABELS: Record<OpsAuditEntry['action'], string> = {
  FILED: 'Filed',
  ENGINE_APPROVED: 'Approved by the engine',
  ENGINE_DENIED: 'Denied by the engine',
  ENGINE_REVIEW: 'Passed to a person',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  INFO_REQUESTED: 'Information requested',
  DOCUMENTS_ADDED: 'Documents added',
  APPEALED: 'Appealed',
  PAID: 'Paid',
};
