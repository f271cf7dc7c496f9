// What stands in an enrollment step's place while its code or data loads: a panel of the step's own height,
// so the step arrives without moving anything below it.
import { space } from '@tailwise/shared';
import { SkeletonBlock, SkeletonStatus } from '@tailwise/shared/skeleton';
import type { CSSObject } from '@emotion/react';
import { panelStyle } from './enroll-styles';

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
    <SkeletonStatus
      label={label}
      css={[framed ? panelStyle : { display: 'grid', gap: space(3) }, reserve, { alignContent: 'start' }]}
    >
      {framed ? (
        <>
          <SkeletonBlock width="55%" height={24} />
          <SkeletonBlock width="90%" height={16} />
          <SkeletonBlock width="70%" height={16} />
          <SkeletonBlock height={48} css={{ marginTop: space(3) }} />
          <SkeletonBlock height={48} />
        </>
      ) : (
        // A field (label, hint, control) and its button: no taller than the smallest reserve.
        <>
          <SkeletonBlock width="45%" height={20} />
          <SkeletonBlock width="85%" height={16} />
          <SkeletonBlock height={48} />
          <SkeletonBlock width="40%" height={48} />
        </>
      )}
    </SkeletonStatus>
  );
}
