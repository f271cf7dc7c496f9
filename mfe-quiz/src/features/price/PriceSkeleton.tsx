// The price screen's shape while the plans load: the same cards and summary column, so the real
// content replaces it without moving anything.
import { keyframes } from '@emotion/react';
import { colors, mq, radii, space, visuallyHidden } from '@tailwise/shared';
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

/**
 * A pet card's sections as a new customer's card has them (PetPlanCard: the pet and its price, the insurance
 * options, the wellness plans, the waiting periods, "Why this price"), in pixels on phones and from 640 px,
 * where the option cards sit side by side: a card arriving on a page that is already rendered (a deep link, a
 * saved quote) then takes the skeleton's place without pushing the footer down.
 */
const PET_CARD_SECTIONS = [
  [100, 57],
  [594, 397],
  [661, 436],
  [221, 199],
  [61, 61],
] as const;

export function PriceSkeleton({ petCount }: { petCount: number }) {
  return (
    <div css={priceLayoutStyle} role="status" aria-busy="true">
      <span css={visuallyHidden}>Loading your price…</span>
      <div css={{ display: 'grid', gap: space(6) }}>
        {Array.from({ length: petCount }, (_, i) => (
          <div key={i} css={cardStyle} aria-hidden="true">
            {PET_CARD_SECTIONS.map(([phone, wide], section) => (
              <div
                key={section}
                css={{ ...barStyle(section === 0 ? '40%' : '100%', phone), [mq.sm]: { height: wide } }}
              />
            ))}
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
