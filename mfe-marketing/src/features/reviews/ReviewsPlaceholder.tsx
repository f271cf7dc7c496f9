// What the reviews page shows until GET /reviews/ answers (and what its prerender holds): grey blocks the size of
// the summary and the first reviews, so nothing jumps when they arrive, and no review anyone made up.
import { mq, space } from '@tailwise/shared';
import { card } from '@tailwise/shared/layout';
import { SkeletonBlock, SkeletonStatus } from '@tailwise/shared/skeleton';

export function ReviewsPlaceholder() {
  return (
    <SkeletonStatus
      label="Loading reviews"
      css={{
        display: 'grid',
        gap: space(8),
        alignItems: 'start',
        [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
      }}
    >
      <div css={card}>
        <SkeletonBlock height={300} />
      </div>
      <div css={{ display: 'grid', gap: space(4) }}>
        <SkeletonBlock height={36} width="50%" />
        {[0, 1, 2].map((n) => (
          <div key={n} css={card}>
            <SkeletonBlock height={120} />
          </div>
        ))}
      </div>
    </SkeletonStatus>
  );
}
