// The home page's reviews before GET /reviews/ answers (and in the prerendered page): blocks the size of the rating
// line and three quotes, so the page does not move when they arrive.
import { space } from '@tailwise/shared';
import { card, grid } from '@tailwise/shared/layout';
import { SkeletonBlock, SkeletonStatus } from '@tailwise/shared/skeleton';

export function HomeReviewsPlaceholder() {
  return (
    <SkeletonStatus label="Loading reviews">
      <SkeletonBlock height={24} width="min(100%, 22rem)" />
      <div css={{ ...grid(1, 3), marginTop: space(6) }}>
        {[0, 1, 2].map((n) => (
          <div key={n} css={card}>
            <SkeletonBlock height={180} />
          </div>
        ))}
      </div>
    </SkeletonStatus>
  );
}
