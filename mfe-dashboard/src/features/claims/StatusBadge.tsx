// A claim's status as a small tag; colour is never the only cue (the word is always there).
import type { ClaimStatus } from '@tailwise/shared/contract';
import { Pill, pillTones, type PillTone } from '@tailwise/shared/layout/pill';
import { CLAIM_STATUS_LABELS } from './claim-status';

const TONES: Record<ClaimStatus, PillTone> = {
  SUBMITTED: pillTones.neutral,
  IN_REVIEW: pillTones.pending,
  // The one status that waits on the customer.
  INFO_REQUESTED: pillTones.attention,
  APPROVED: pillTones.positive,
  PAID: pillTones.done,
  DENIED: pillTones.negative,
};

export function StatusBadge({ status }: { status: ClaimStatus }) {
  return <Pill tone={TONES[status]}>{CLAIM_STATUS_LABELS[status]}</Pill>;
}
