// The price screen's shape while the plans load: the same cards and summary column, so the real
// content replaces it without moving anything.
import { keyframes } from '@emotion/react';
import { colors, radii, space, visuallyHidden } from '@tailwise/shared';
import { cardStyle, priceLayoutStyle, stickyColumnStyle } from './price-styles';

const pulse = keyframes({ '0%, 100%': { opacity: 0.5 }, '50%': { opacity: 1 } });
const barStyle = (width: string, height: number) =>
  ({
    width,
    height,
    borderRadius: radii.sm,
    background: colors.border,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  }) as const;

export function PriceSkeleton({ petCount }: { petCount: number }) {
  return (
    <div css={priceLayoutStyle} role="status" aria-busy="true">
      <span css={visuallyHidden}>Loading your price…</span>
      <div css={{ display: 'grid', gap: space(6) }}>
        {Array.from({ length: petCount }, (_, i) => (
          <div key={i} css={cardStyle} aria-hidden="true">
            <div css={barStyle('40%', 28)} />
            <div css={barStyle('100%', 120)} />
            <div css={barStyle('100%', 120)} />
          </div>
        ))}
      </div>
      <div css={stickyColumnStyle} aria-hidden="true">
        <div css={cardStyle}>
          <div css={barStyle('50%', 24)} />
          <div css={barStyle('100%', 160)} />
          <div css={barStyle('100%', 52)} />
        </div>
      </div>
    </div>
  );
}
