// The reviews page's summary and list, from GET /reviews/. Loaded after the page has rendered (React Query and the
// contract come with it); the prerendered page shows ReviewsPlaceholder in its place.
import { Button, colors, mq, radii, space } from '@tailwise/shared';
import { bodyText, card } from '@tailwise/shared/layout';
import { useState } from 'react';
import { useReviews } from './api/reviews';
import { ReviewByline, sampleNote } from './ReviewByline';
import { ReviewsPlaceholder } from './ReviewsPlaceholder';
import { STAR_COLOR, Stars } from './Stars';

const PER_PAGE = 12;

export default function ReviewsBoard() {
  const [page, setPage] = useState(1);
  const reviews = useReviews(page, PER_PAGE);

  if (!reviews.data) {
    if (reviews.isError)
      return (
        <div css={card} role="alert">
          <p css={{ margin: 0 }}>Reviews can’t be loaded right now.</p>
          <Button variant="secondary" onClick={() => void reviews.refetch()} css={{ marginTop: space(3) }}>
            Try again
          </Button>
        </div>
      );
    return <ReviewsPlaceholder />;
  }

  const { summary, reviews: shown, perPage } = reviews.data;
  const pages = Math.max(1, Math.ceil(summary.count / perPage));
  const max = Math.max(...summary.distribution.map((d) => d.count));
  const note = sampleNote(summary.sampleCount);

  return (
    <div
      css={{
        display: 'grid',
        gap: space(8),
        alignItems: 'start',
        [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
      }}
    >
      <section css={card} aria-labelledby="summary-title">
        <h2 id="summary-title" css={{ margin: 0, fontSize: '1.125rem', color: colors.ink }}>
          Review summary
        </h2>
        <p css={{ margin: `${space(3)} 0 0`, display: 'flex', alignItems: 'center', gap: space(3), flexWrap: 'wrap' }}>
          <span css={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, color: colors.ink }}>
            {summary.averageStars.toFixed(1)}
          </span>
          <span>
            <Stars rating={summary.averageStars} size={22} />
            <br />
            <span css={{ color: colors.muted }}>
              {summary.count} review{summary.count === 1 ? '' : 's'}
            </span>
          </span>
        </p>
        {note && <p css={{ ...bodyText, marginTop: space(3), fontSize: '0.9375rem' }}>{note}</p>}
        <table css={{ width: '100%', marginTop: space(4), borderCollapse: 'collapse' }}>
          <caption css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            Number of reviews by star rating
          </caption>
          <tbody>
            {summary.distribution.map((d) => (
              <tr key={d.stars}>
                <th
                  scope="row"
                  css={{
                    width: 70,
                    padding: `${space(1)} 0`,
                    textAlign: 'left',
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {d.stars} star{d.stars === 1 ? '' : 's'}
                </th>
                <td css={{ padding: `${space(1)} ${space(2)}` }}>
                  <div
                    aria-hidden="true"
                    css={{ height: 10, borderRadius: radii.pill, background: colors.border, overflow: 'hidden' }}
                  >
                    <div
                      css={{
                        width: `${max === 0 ? 0 : (d.count / max) * 100}%`,
                        height: '100%',
                        background: STAR_COLOR,
                      }}
                    />
                  </div>
                </td>
                <td
                  css={{ width: 32, padding: `${space(1)} 0`, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {d.count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="all-reviews-title">
        <h2 id="all-reviews-title" css={{ margin: 0, fontSize: '1.75rem', color: colors.ink }}>
          Customer reviews
        </h2>
        {shown.length === 0 ? (
          <p css={{ ...bodyText, marginTop: space(4) }}>
            No reviews yet. Customers can write one from their dashboard once their plan is a month old.
          </p>
        ) : (
          <ul css={{ listStyle: 'none', margin: `${space(4)} 0 0`, padding: 0, display: 'grid', gap: space(4) }}>
            {shown.map((review) => (
              <li key={review.uuid}>
                <article aria-label={`Review by ${review.firstName}`} css={card}>
                  <Stars rating={review.stars} />
                  <p css={{ ...bodyText, marginTop: space(3), overflowWrap: 'anywhere' }}>{review.text}</p>
                  <div css={{ marginTop: space(4), fontSize: '0.9375rem' }}>
                    <ReviewByline review={review} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav
            aria-label="Review pages"
            css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3), marginTop: space(6) }}
          >
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Newer reviews
            </Button>
            <span aria-live="polite" css={{ color: colors.muted }}>
              Page {page} of {pages}
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Older reviews
            </Button>
          </nav>
        )}
      </section>
    </div>
  );
}
