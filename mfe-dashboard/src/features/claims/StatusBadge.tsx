// A claim's status as a small tag; colour is never the only cue (the word is always there).
import { colors, radii, space } from '@tailwise/shared';
import type { ClaimStatus } from '@tailwise/shared/contract';
import { CLAIM_STATUS_LABELS } from './claim-status';

const TONES: Record<ClaimStatus, { background: string; color: string }> = {
  SUBMITTED: { background: colors.primarySoft, color: colors.ink },
  IN_REVIEW: { background: colors.accentSoft, color: colors.ink },
  APPROVED: { background: colors.successSoft, color: colors.ink },
  PAID: { background: colors.success, color: colors.surface },
  DENIED: { background: colors.dangerSoft, color: colors.danger },
};

export function StatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <span
      css={{
        display: 'inline-block',
        padding: `${space(0.5)} ${space(2.5)}`,
        borderRadius: radii.pill,
        fontSize: '0.875rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        ...TONES[status],
      }}
    >
      {CLAIM_STATUS_LABELS[status]}
    </span>
  );
}
