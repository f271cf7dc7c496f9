// A grey block the size of what is loading, so content arriving does not push the page around.
// The status text is for screen readers; the blocks themselves are hidden from them.
import { keyframes } from '@emotion/react';
import { colors, radii, visuallyHidden } from '@tailwise/shared';

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

export function SkeletonBlock({ height, width = '100%' }: { height: number | string; width?: number | string }) {
  return (
    <div
      aria-hidden="true"
      css={{
        height,
        width,
        borderRadius: radii.lg,
        background: colors.border,
        animation: `${pulse} 1.4s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

export function LoadingNote({ children }: { children: string }) {
  return (
    <p role="status" css={{ ...visuallyHidden }}>
      {children}
    </p>
  );
}
