// A grey block the size of what is loading, so content arriving does not push the page around.
// The status text is for screen readers; the blocks themselves are hidden from them.
import { radii, usePageHold, visuallyHidden } from '@tailwise/shared';
import { SkeletonBlock as Block } from '@tailwise/shared/skeleton';

/** The shared block with the rounder corners of the dashboard's cards. */
export function SkeletonBlock({ height, width }: { height: number | string; width?: number | string }) {
  return <Block height={height} width={width} radius={radii.lg} />;
}

/** Says what is loading, and holds the shell's footer back meanwhile (content arriving would push it down). */
export function LoadingNote({ children }: { children: string }) {
  usePageHold();
  return (
    <p role="status" css={{ ...visuallyHidden }}>
      {children}
    </p>
  );
}
