// The frame every quiz step shares: progress ("Step 2 of 4"), the heading that takes focus when the step
// changes (so a screen reader announces the new question), and the page title. The price screen uses it too.
import { colors, Container, mq, radii, space, usePageMeta } from '@tailwise/shared';
import { textOf } from '@tailwise/shared/form';
import { useEffect, useRef, type ReactNode } from 'react';

export interface StepProgress {
  step: number;
  total: number;
}

/**
 * The step shown last, across remounts (each step is its own route). The heading takes focus only when
 * this changes, never on the first page of a visit: a visitor landing on /start starts at the top.
 */
let lastShownStep: string | null = null;

/** Focuses `ref` when the step named by `stepKey` replaces another step. */
export function useStepHeadingFocus(stepKey: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (lastShownStep !== null && lastShownStep !== stepKey) ref.current?.focus({ preventScroll: false });
    lastShownStep = stepKey;
  }, [stepKey]);
  return ref;
}

const progressTextStyle = { margin: 0, color: colors.muted, fontWeight: 600, fontSize: '0.9375rem' } as const;
const progressTrackStyle = {
  height: 6,
  marginTop: space(2),
  borderRadius: radii.pill,
  background: colors.border,
  overflow: 'hidden',
} as const;
const headingStyle = {
  margin: `${space(5)} 0 0`,
  fontSize: 'clamp(1.625rem, 3vw + 1rem, 2.25rem)',
  lineHeight: 1.2,
  color: colors.ink,
  letterSpacing: '-0.01em',
  '&:focus': { outline: 'none' },
} as const;
const introStyle = { margin: `${space(3)} 0 0`, color: colors.muted, fontSize: '1.0625rem', lineHeight: 1.6 } as const;
const sectionStyle = { paddingBlock: space(8), [mq.md]: { paddingBlock: space(12) } } as const;

/** "Step 2 of 4" as text (read in order before the heading) with a bar for the eye. */
export function ProgressIndicator({ step, total }: StepProgress) {
  return (
    <div>
      <p css={progressTextStyle}>
        Step {step} of {total}
      </p>
      <div aria-hidden="true" css={progressTrackStyle}>
        <div
          css={{
            height: '100%',
            width: `${(100 * step) / total}%`,
            background: colors.primary,
            borderRadius: radii.pill,
          }}
        />
      </div>
    </div>
  );
}

export interface StepShellProps {
  /** Unique per step and pet, e.g. "StartQuiz:breed:1": the heading takes focus when it changes. */
  stepKey: string;
  /** The heading; words from the answers may be marked for the prerendered page's first script (EarlyWord). */
  title: ReactNode;
  /** The document title (defaults to the heading's words). */
  pageTitle?: string;
  intro?: ReactNode;
  /** Null while the count is not known yet: the line keeps its place, hidden, so nothing moves when it comes. */
  progress: StepProgress | null;
  /** Above the progress: the employer's name, a note about a fresh start. */
  banner?: ReactNode;
  children: ReactNode;
  /** Wider for the price screen; questions read best narrow. */
  width?: 'narrow' | 'wide';
}

export function StepShell({
  stepKey,
  title,
  pageTitle,
  intro,
  progress,
  banner,
  children,
  width = 'narrow',
}: StepShellProps) {
  usePageMeta({ title: pageTitle ?? textOf(title) });
  const headingRef = useStepHeadingFocus(stepKey);
  return (
    <section css={sectionStyle}>
      <Container css={{ maxWidth: width === 'narrow' ? '40rem' : undefined }}>
        {banner && <div css={{ display: 'grid', gap: space(3), marginBottom: space(5) }}>{banner}</div>}
        {progress ? (
          <ProgressIndicator {...progress} />
        ) : (
          <div aria-hidden="true" css={{ visibility: 'hidden' }}>
            <ProgressIndicator step={1} total={1} />
          </div>
        )}
        <h1 ref={headingRef} tabIndex={-1} css={headingStyle}>
          {title}
        </h1>
        {intro && <p css={introStyle}>{intro}</p>}
        <div css={{ marginTop: space(6) }}>{children}</div>
      </Container>
    </section>
  );
}
