// A claim's status as a word in a small tag, in the theme's colours.
import type { ClaimStatus } from '@tailwise/shared/contract';
import { Pill, pillTones, type PillTone } from '@tailwise/shared/layout/pill';
import { STATUS_LABELS } from './labels';

const TONES: Record<ClaimStatus, PillTone> = {
  SUBMITTED: pillTones.neutral,
  IN_REVIEW: pillTones.pending,
  // For staff, waiting on the customer is not their next action: no louder than a new claim.
  INFO_REQUESTED: pillTones.neutral,
  APPROVED: pillTones.positive,
  DENIED: pillTones.negative,
  PAID: pillTones.done,
};

export function StatusTag({ status }: { status: ClaimStatus }) {
  return <Pill tone={TONES[status]}>{STATUS_LABELS[status]}</Pill>;
}
