// A claim's status as a small tag; colour is never the only cue (the word is always there).
import { colors } from '@tailwise/shared';
import type { ClaimStatus } from '@tailwise/shared/contract';
import { Badge, type BadgeTone } from '../common/Badge';
import { CLAIM_STATUS_LABELS } from './claim-status';

const TONES: Record<ClaimStatus, BadgeTone> = {
  SUBMITTED: { background: colors.primarySoft, color: colors.ink },
  IN_REVIEW: { background: colors.accentSoft, color: colors.ink },
  // The one status that waits on the customer: the strongest tone short of an error.
  INFO_REQUESTED: { background: colors.accent, color: colors.ink },
  APPROVED: { background: colors.successSoft, color: colors.ink },
  PAID: { background: colors.success, color: colors.surface },
  DENIED: { background: colors.dangerSoft, color: colors.danger },
};

export function StatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge tone={TONES[status]}>{CLAIM_STATUS_LABELS[status]}</Badge>;
}
