// The overview's "Write a review" card, shown only when the API says the customer may write one (a plan older than
// 30 days): their review as published (or, plainly, as hidden by our staff), or an invitation; the form loads when
// they open it.
import { Alert, Button, colors, space, SUPPORT_EMAIL } from '@tailwise/shared';
import type { MyReview, ReviewHideReason } from '@tailwise/shared/contract';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@tailwise/shared/site-config';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDate } from '@tailwise/shared/format';
import { SkeletonBlock } from '../common/Skeleton';
import { Card, CardHeading } from '../layout';
import { useReviewEligibility } from './api/review-eligibility';

const ReviewForm = lazy(() => import(/* webpackChunkName: "review-form" */ './ReviewForm'));

const PUBLIC_REVIEWS_PATH = '/reviews';

/** Why staff hid it, in the customer's words; OTHER has no sentence (the staff note is not theirs to read). */
const HIDDEN_BECAUSE: Record<ReviewHideReason, string | null> = {
  ABUSIVE: 'It contained language or remarks we don’t publish.',
  PERSONAL_DATA: 'It named someone or included personal details, which we keep off public pages.',
  NOT_ABOUT_SERVICE: 'It wasn’t about our insurance or service.',
  OTHER: null,
};

/** Said instead of "published": the review is off /reviews and out of the rating, and support can talk it over. */
function HiddenNotice({ review }: { review: MyReview }) {
  const because = review.hiddenReason ? HIDDEN_BECAUSE[review.hiddenReason] : null;
  return (
    <Alert>
      <p css={{ margin: 0, fontWeight: 700 }}>
        We’ve hidden your review{review.hiddenOn ? ` (since ${formatIsoDate(review.hiddenOn)})` : ''}.
      </p>
      <p css={{ margin: `${space(1)} 0 0`, lineHeight: 1.5 }}>
        {because && <>{because} </>}
        It isn’t shown on our reviews page or counted in our rating, and editing it won’t put it back. If you think this
        is a mistake, contact support at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or{' '}
        <a href={SUPPORT_PHONE_HREF} css={{ whiteSpace: 'nowrap' }}>
          {SUPPORT_PHONE}
        </a>
        .
      </p>
    </Alert>
  );
}

export function ReviewCard() {
  const eligibility = useReviewEligibility();
  const [mode, setMode] = useState<'idle' | 'writing' | 'sent'>('idle');
  const titleId = useId();
  // Nothing to offer (no plan past its first month) or nothing known: the overview stays as it was.
  if (!eligibility.data?.eligible) return null;
  const review = eligibility.data.review;
  const hidden = review?.status === 'HIDDEN';

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
          {mode === 'sent' && !hidden && (
            <p role="status" css={{ margin: `0 0 ${space(3)}`, color: colors.success, fontWeight: 600 }}>
              Thanks: your review is published. <Link to={PUBLIC_REVIEWS_PATH}>See it with the others</Link>
            </p>
          )}
          {mode === 'sent' && hidden && (
            <p role="status" css={{ margin: `0 0 ${space(3)}`, fontWeight: 600 }}>
              Your changes are saved. Your review stays hidden.
            </p>
          )}
          {review ? (
            <>
              {hidden && <HiddenNotice review={review} />}
              <p css={{ margin: hidden ? `${space(4)} 0 0` : 0, color: colors.muted }}>
                {hidden
                  ? `Your review, ${review.stars} out of 5 stars, written ${formatIsoDate(review.publishedOn)}:`
                  : `Your review, ${review.stars} out of 5 stars, published ${formatIsoDate(review.publishedOn)}:`}
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
