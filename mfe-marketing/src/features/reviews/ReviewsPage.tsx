import { colors, Container, focusRing, mq, radii, space, usePageMeta } from '@tailwise/shared';
import { bodyText, card, eyebrow, introBand, leadText, pageTitle, sectionPadding } from '@tailwise/shared/layout';
import { useState } from 'react';
import { formatIsoDateLong } from '@tailwise/shared/format';
import { reviewsMeta } from '../../meta/reviews';
import { CtaBand } from '../common/CtaBand';
import { reviews, reviewSummary, type Review } from './reviews-data';
import { Stars } from './Stars';

const topics: Array<{ value: Review['topic'] | 'all'; label: string }> = [
  { value: 'all', label: 'All reviews' },
  { value: 'claims', label: 'Claims' },
  { value: 'wellness', label: 'Wellness' },
  { value: 'service', label: 'Customer care' },
  { value: 'price', label: 'Price' },
];

export default function ReviewsPage() {
  usePageMeta(reviewsMeta);
  const [topic, setTopic] = useState<(typeof topics)[number]['value']>('all');
  const shown = topic === 'all' ? reviews : reviews.filter((r) => r.topic === topic);
  const max = Math.max(...reviewSummary.distribution.map((d) => d.count));

  return (
    <>
      <section aria-labelledby="page-title" css={introBand}>
        <Container
          css={{
            display: 'grid',
            gap: space(8),
            [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)', alignItems: 'center' },
          }}
        >
          <div>
            <p css={eyebrow}>Reviews</p>
            <h1 id="page-title" css={pageTitle}>
              What pet parents say about Tailwise
            </h1>
            <p css={{ ...leadText, marginTop: space(4) }}>
              Real reviews from customers, good and less good. We publish every review that follows our guidelines, and
              we read every one of them.
            </p>
          </div>
          <div css={card} aria-labelledby="summary-title">
            <h2 id="summary-title" css={{ margin: 0, fontSize: '1.125rem', color: colors.ink }}>
              Review summary
            </h2>
            <p
              css={{
                margin: `${space(3)} 0 0`,
                display: 'flex',
                alignItems: 'center',
                gap: space(3),
                flexWrap: 'wrap',
              }}
            >
              <span css={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, color: colors.ink }}>
                {reviewSummary.average.toFixed(1)}
              </span>
              <span>
                <Stars rating={reviewSummary.average} size={22} />
                <br />
                <span css={{ color: colors.muted }}>{reviewSummary.count} reviews</span>
              </span>
            </p>
            <p css={{ ...bodyText, marginTop: space(3) }}>
              {reviewSummary.recommendPercent}% of reviewers rate us 4 or 5 stars.
            </p>
            <table css={{ width: '100%', marginTop: space(4), borderCollapse: 'collapse' }}>
              <caption css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Number of reviews by star rating
              </caption>
              <tbody>
                {reviewSummary.distribution.map((d) => (
                  <tr key={d.stars}>
                    <th
                      scope="row"
                      css={{
                        width: 70,
                        padding: `${space(1)} 0`,
                        textAlign: 'left',
                        fontWeight: 600,
                        color: colors.ink,
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
                            background: '#b45309',
                          }}
                        />
                      </div>
                    </td>
                    <td
                      css={{
                        width: 32,
                        padding: `${space(1)} 0`,
                        textAlign: 'right',
                        fontVariantNumeric: 'tabular-nums',
                        color: colors.ink,
                      }}
                    >
                      {d.count}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Container>
      </section>

      <section aria-labelledby="all-reviews-title" css={sectionPadding}>
        <Container>
          <h2 id="all-reviews-title" css={{ margin: 0, fontSize: '1.75rem', color: colors.ink }}>
            Customer reviews
          </h2>
          <div
            role="group"
            aria-label="Filter reviews by topic"
            css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), marginTop: space(5) }}
          >
            {topics.map((t) => (
              <button
                key={t.value}
                type="button"
                aria-pressed={topic === t.value}
                onClick={() => setTopic(t.value)}
                css={{
                  minHeight: 44,
                  padding: `${space(2)} ${space(4)}`,
                  borderRadius: radii.pill,
                  border: `2px solid ${topic === t.value ? colors.primary : colors.border}`,
                  background: topic === t.value ? colors.primary : colors.surface,
                  color: topic === t.value ? '#fff' : colors.ink,
                  fontWeight: 600,
                  cursor: 'pointer',
                  '&:focus-visible': focusRing,
                }}
              >
                {t.label}
              </button>
            ))}
          </div>
          <p aria-live="polite" css={{ ...bodyText, marginTop: space(4) }}>
            Showing {shown.length} of {reviews.length} reviews
          </p>
          <ul
            css={{
              listStyle: 'none',
              margin: `${space(4)} 0 0`,
              padding: 0,
              display: 'grid',
              gap: space(6),
              [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {shown.map((review) => (
              <li key={review.id}>
                <article aria-labelledby={`${review.id}-title`} css={{ ...card, height: '100%' }}>
                  <Stars rating={review.rating} />
                  <h3
                    id={`${review.id}-title`}
                    css={{ margin: `${space(3)} 0 0`, fontSize: '1.125rem', color: colors.ink }}
                  >
                    {review.title}
                  </h3>
                  <p css={{ ...bodyText, marginTop: space(2) }}>{review.text}</p>
                  <p css={{ margin: `${space(4)} 0 0`, fontSize: '0.9375rem', color: colors.muted }}>
                    <strong css={{ color: colors.ink }}>{review.author}</strong>, {review.location} · {review.pet}
                    <br />
                    <time dateTime={review.date}>{formatIsoDateLong(review.date)}</time>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand title="Join them" text="See what Tailwise would cost for your pet. It takes about two minutes." />
    </>
  );
}
