// The price screen's shape while the plans load: the same cards and summary column, so the real
// content replaces it without moving anything.
import { mq, radii, space } from '@tailwise/shared';
import { SkeletonBlock, SkeletonStatus } from '@tailwise/shared/skeleton';
import { cardStyle, priceLayoutStyle, stickyColumnStyle } from './price-styles';

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
    <SkeletonStatus label="Loading your price" css={priceLayoutStyle}>
      <div css={{ display: 'grid', gap: space(6) }}>
        {Array.from({ length: petCount }, (_, i) => (
          <div key={i} css={cardStyle} aria-hidden="true">
            {PET_CARD_SECTIONS.map(([phone, wide], section) => (
              <SkeletonBlock
                key={section}
                width={section === 0 ? '40%' : '100%'}
                height={phone}
                radius={radii.sm}
                css={{ [mq.sm]: { height: wide } }}
              />
            ))}
          </div>
        ))}
      </div>
      <div css={stickyColumnStyle} aria-hidden="true">
        <div css={cardStyle}>
          <SkeletonBlock width="50%" height={24} radius={radii.sm} />
          <SkeletonBlock height={160} radius={radii.sm} />
          <SkeletonBlock height={52} radius={radii.sm} />
        </div>
      </div>
    </SkeletonStatus>
  );
}
