// A claim's status as a word in a small tag, in the theme's colours.
import { colors, radii, space } from '@tailwise/shared';
import type { ClaimStatus } from '@tailwise/shared/contract';
import { STATUS_LABELS } from './labels';

const TONES: Record<ClaimStatus, { background: string; color: string }> = {
  SUBMITTED: { background: colors.primarySoft, color: colors.ink },
  IN_REVIEW: { background: colors.accentSoft, color: colors.ink },
  INFO_REQUESTED: { background: colors.primarySoft, color: colors.ink },
  APPROVED: { background: colors.successSoft, color: colors.ink },
  DENIED: { background: colors.dangerSoft, color: colors.danger },
  PAID: { background: colors.success, color: colors.surface },
};

/** A small word in a pill; each use gives its own background and colour. */
export const tagStyle = {
  display: 'inline-block',
  padding: `${space(0.5)} ${space(2.5)}`,
  borderRadius: radii.pill,
  fontSize: '0.875rem',
  fontWeight: 700,
  whiteSpace: 'nowrap',
} as const;

export function StatusTag({ status }: { status: ClaimStatus }) {
  return <span css={{ ...tagStyle, ...TONES[status] }}>{STATUS_LABELS[status]}</span>;
}
