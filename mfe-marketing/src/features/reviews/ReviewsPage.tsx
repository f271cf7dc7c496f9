// /reviews: what customers wrote, from the API. The page itself is prerendered without any review; the summary and
// the list arrive in the browser (ReviewsBoard), so nothing is baked into the page that a customer did not write.
import { Container, QueryScope, space, usePageMeta } from '@tailwise/shared';
import { eyebrow, introBand, leadText, pageTitle, sectionPadding } from '@tailwise/shared/layout';
import { lazy } from 'react';
import { reviewsMeta } from '../../meta/reviews';
import { CtaBand } from '../common/CtaBand';
import { ReviewsPlaceholder } from './ReviewsPlaceholder';

const ReviewsBoard = lazy(() => import(/* webpackChunkName: "reviews-board" */ './ReviewsBoard'));

export default function ReviewsPage() {
  usePageMeta(reviewsMeta);
  return (
    <>
      <section aria-labelledby="page-title" css={introBand}>
        <Container>
          <p css={eyebrow}>Reviews</p>
          <h1 id="page-title" css={pageTitle}>
            What pet parents say about Tailwise
          </h1>
          <p css={{ ...leadText, marginTop: space(4), maxWidth: '46rem' }}>
            Reviews from customers whose plan is more than a month old, good and less good. Each one shows the writer’s
            first name and state. We publish every review that follows our guidelines: no swearing and no personal
            details.
          </p>
        </Container>
      </section>

      <div css={sectionPadding}>
        <Container>
          <QueryScope defer fallback={<ReviewsPlaceholder />}>
            <ReviewsBoard />
          </QueryScope>
        </Container>
      </div>
      <CtaBand title="Join them" text="See what Tailwise would cost for your pet. It takes about two minutes." />
    </>
  );
}
