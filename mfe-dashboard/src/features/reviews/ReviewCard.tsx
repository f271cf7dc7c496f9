// The overview's "Write a review" card, shown only when the API says the customer may write one (a plan older than
// 30 days): their review as published, or an invitation; the form loads when they open it.
import { Button, colors, space } from '@tailwise/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDate } from '@tailwise/shared/format';
import { SkeletonBlock } from '../common/Skeleton';
import { Card, CardHeading } from '../layout';
import { useReviewEligibility } from './api/review-eligibility';

const ReviewForm = lazy(() => import(/* webpackChunkName: "review-form" */ './ReviewForm'));

const PUBLIC_REVIEWS_PATH = '/reviews';

export function ReviewCard() {
  const eligibility = useReviewEligibility();
  const [mode, setMode] = useState<'idle' | 'writing' | 'sent'>('idle');
  const titleId = useId();
  // Nothing to offer (no plan past its first month) or nothing known: the overview stays as it was.
  if (!eligibility.data?.eligible) return null;
  const review = eligibility.data.review;

  return (
    <Card aria-labelledby={titleId}>
      <CardHeading id={titleId}>Tell others about Tailwise</CardHeading>
      {mode === 'writing' ? (
        <Suspense fallback={<SkeletonBlock height={320} />}>
          <ReviewForm
            titleId={titleId}
            current={review}
            onSent={() => setMode('sent')}
            onCancel={() => setMode('idle')}
          />
        </Suspense>
      ) : (
        <>
          {mode === 'sent' && (
            <p role="status" css={{ margin: `0 0 ${space(3)}`, color: colors.success, fontWeight: 600 }}>
              Thanks: your review is published. <Link to={PUBLIC_REVIEWS_PATH}>See it with the others</Link>
            </p>
          )}
          {review ? (
            <>
              <p css={{ margin: 0, color: colors.muted }}>
                Your review, {review.stars} out of 5 stars, published {formatIsoDate(review.publishedOn)}:
              </p>
              <blockquote css={{ margin: `${space(2)} 0 ${space(4)}`, color: colors.ink, overflowWrap: 'anywhere' }}>
                {review.text}
              </blockquote>
              <Button variant="secondary" onClick={() => setMode('writing')}>
                Edit your review
              </Button>
            </>
          ) : (
            <>
              <p css={{ margin: `0 0 ${space(4)}`, color: colors.muted, lineHeight: 1.5 }}>
                You’ve been with us over a month. A few words help other pet parents decide; we show your first name and
                state.
              </p>
              <Button variant="secondary" onClick={() => setMode('writing')}>
                Write a review
              </Button>
            </>
          )}
        </>
      )}
    </Card>
  );
}
