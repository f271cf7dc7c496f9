// @tailwise/shared/layout/pill: the one small word-in-a-pill every app tags things with (a claim's or a payment's
// status, a plan's state, "Default", "Most popular"), so a tag looks the same everywhere. The word is always there:
// colour is never the only cue.
import { colors, radii, space } from '@tailwise/shared';
import type { ReactNode } from 'react';

export interface PillTone {
  background: string;
  color: string;
}

/** In progress, or ending; its own export so a page with only this pill (the radio cards' badge) carries no other tone. */
export const pendingTone: PillTone = { background: colors.accentSoft, color: colors.ink };

/** The theme's tones for a pill, by what they say. */
export const pillTones = {
  /** Informational: received, default, sample. */
  neutral: { background: colors.primarySoft, color: colors.ink },
  /** The brand's own mark ("Default" on a card). */
  brand: { background: colors.primarySoft, color: colors.primary },
  pending: pendingTone,
  /** Waiting on the customer: the strongest tone short of an error. */
  attention: { background: colors.accent, color: colors.ink },
  positive: { background: colors.successSoft, color: colors.ink },
  /** Finished for good (paid). */
  done: { background: colors.success, color: colors.surface },
  negative: { background: colors.dangerSoft, color: colors.danger },
  /** Ended for want of something (a lapsed plan): the error's full strength. */
  severe: { background: colors.danger, color: colors.surface },
  /** No longer counts (a voided charge). */
  void: { background: colors.border, color: colors.ink },
} as const satisfies Record<string, PillTone>;

const pillStyle = {
  display: 'inline-block',
  padding: `${space(0.5)} ${space(2.5)}`,
  borderRadius: radii.pill,
  fontSize: '0.875rem',
  fontWeight: 700,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
} as const;

export function Pill({
  tone,
  children,
  className,
  id,
  testId,
}: {
  tone: PillTone;
  children: ReactNode;
  /** Where it sits (a margin); its look is the pill's. */
  className?: string;
  id?: string;
  testId?: string;
}) {
  return (
    <span css={{ ...pillStyle, ...tone }} className={className} id={id} data-testid={testId}>
      {children}
    </span>
  );
}
