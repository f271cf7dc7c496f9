// The home page's quote: the newest published reviews and the API's average and count, loaded after the page has
// rendered so React Query and the contract stay out of the home page's first load.
import { colors, space } from '@tailwise/shared';
import { bodyText, card, grid } from '@tailwise/shared/layout';
import { useReviews } from '../reviews/api/reviews';
import { ReviewByline, sampleNote } from '../reviews/ReviewByline';
import { Stars } from '../reviews/Stars';
import { HomeReviewsPlaceholder } from './home-reviews-placeholder';

const SHOWN = 3;

export default function HomeReviews() {
  const reviews = useReviews(1, SHOWN);
  if (!reviews.data) {
    if (reviews.isError) return <p css={{ ...bodyText, margin: 0 }}>Reviews can’t be loaded right now.</p>;
    return <HomeReviewsPlaceholder />;
  }
  const { summary } = reviews.data;
  if (summary.count === 0) return <p css={{ ...bodyText, margin: 0 }}>No reviews yet.</p>;
  const note = sampleNote(summary.sampleCount);
  return (
    <>
      <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
        <Stars rating={summary.averageStars} size={22} />
        <span>
          <strong css={{ color: colors.ink }}>{summary.averageStars.toFixed(1)} out of 5</strong> from {summary.count}{' '}
          published review{summary.count === 1 ? '' : 's'}
        </span>
      </p>
      {note && <p css={{ ...bodyText, margin: `${space(2)} 0 0`, fontSize: '0.9375rem' }}>{note}</p>}
      <div css={{ ...grid(1, 3), marginTop: space(6) }}>
        {reviews.data.reviews.map((review) => (
          <figure
            key={review.uuid}
            css={{ ...card, margin: 0, display: 'flex', flexDirection: 'column', gap: space(3) }}
          >
            <Stars rating={review.stars} />
            <blockquote css={{ margin: 0, flex: 1 }}>
              <p css={{ ...bodyText, margin: 0, overflowWrap: 'anywhere' }}>{review.text}</p>
            </blockquote>
            <figcaption css={{ fontSize: '0.9375rem' }}>
              <ReviewByline review={review} />
            </figcaption>
          </figure>
        ))}
      </div>
    </>
  );
}
