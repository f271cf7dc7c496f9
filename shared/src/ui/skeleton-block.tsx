// The pulsing grey block of every loading placeholder, drawn in a colour its caller gives: the root's PageLoading
// passes the theme it bundles, @tailwise/shared/skeleton the root's, so the remotes bundle no copy of the theme.
import { keyframes } from '@emotion/react';

export const skeletonPulse = keyframes({ '0%, 100%': { opacity: 0.5 }, '50%': { opacity: 1 } });

export interface SkeletonBlockProps {
  height: number | string;
  width?: number | string;
  radius?: number | string;
  className?: string;
}

/**
 * A grey block the size of what is loading, so content arriving does not push the page around. Hidden from
 * screen readers: the placeholder around it says what is loading. A `css` prop adds to its style.
 */
export function SkeletonBlockIn({
  colour,
  height,
  width = '100%',
  radius = 8,
  className,
}: SkeletonBlockProps & { colour: string }) {
  return (
    <div
      aria-hidden="true"
      className={className}
      css={{
        width,
        height,
        borderRadius: radius,
        background: colour,
        animation: `${skeletonPulse} 1.4s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
