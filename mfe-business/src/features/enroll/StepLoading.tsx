// What stands in an enrollment step's place while its code or data loads: a panel of the step's own height,
// so the step arrives without moving anything below it.
import { keyframes } from '@emotion/react';
import { colors, space, visuallyHidden } from '@tailwise/shared';
import type { CSSObject } from '@emotion/react';
import { panelStyle } from './enroll-styles';

const pulse = keyframes({ '0%, 100%': { opacity: 0.5 }, '50%': { opacity: 1 } });

const barStyle = (width: string, height: number): CSSObject => ({
  width,
  height,
  borderRadius: 8,
  background: colors.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/**
 * A loading step. `reserve` is the height of what it stands for at each width (min-height rules), which the
 * caller also keeps around the step, so a shorter answer (a notice) does not pull the page up either. `framed`:
 * drawn as a panel, like the step it stands for (not for a part inside a panel).
 */
export function StepLoading({
  label,
  reserve,
  framed = true,
}: {
  label: string;
  reserve: CSSObject;
  framed?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      css={[framed ? panelStyle : { display: 'grid', gap: space(3) }, reserve, { alignContent: 'start' }]}
    >
      <span css={visuallyHidden}>{label}…</span>
      {framed ? (
        <>
          <div css={barStyle('55%', 24)} />
          <div css={barStyle('90%', 16)} />
          <div css={barStyle('70%', 16)} />
          <div css={[barStyle('100%', 48), { marginTop: space(3) }]} />
          <div css={barStyle('100%', 48)} />
        </>
      ) : (
        // A field (label, hint, control) and its button: no taller than the smallest reserve.
        <>
          <div css={barStyle('45%', 20)} />
          <div css={barStyle('85%', 16)} />
          <div css={barStyle('100%', 48)} />
          <div css={barStyle('40%', 48)} />
        </>
      )}
    </div>
  );
}
