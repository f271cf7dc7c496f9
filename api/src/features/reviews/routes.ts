// Reviews: the public list (first name, state, stars, text, date, and the real average and count) and the one
// review a customer whose plan is past its first 30 days may write.
import {
  REVIEW_MIN_PLAN_AGE_DAYS,
  ReviewEligibilitySchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  MyReviewSchema,
  ReviewRequestSchema,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { ApiError, unprocessable } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { longDate } from '../agreements/declarations';
import { reviewModerationRoutes } from './moderation-routes';
import { eligibilityOf, publishedReviews, saveReview } from './review-service';
import { reviewTextProblem } from './text-checks';

export function reviewRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/reviews/',
      summary: 'Published reviews',
      description:
        'Newest first, paged, with the average and count of every published review. Each review shows the first ' +
        'name and state only. Sample reviews (demo data, outside production) are marked `sample` and counted, so a ' +
        'page must label them. Cacheable by anyone for a minute.',
      tags: ['Reviews'],
      auth: 'none',
      query: ReviewListQuerySchema,
      responses: { 200: { description: 'A page of reviews and the summary', schema: ReviewListSchema } },
      handler: async ({ query }) => ({
        status: 200,
        body: await publishedReviews(ctx.db, query.page, query.per_page),
        headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=600' },
      }),
    }),
    defineRoute({
      method: 'GET',
      url: '/me/reviews/eligibility',
      summary: 'May I write a review?',
      description: `Yes once a plan is older than ${REVIEW_MIN_PLAN_AGE_DAYS} days; with the review already written.`,
      tags: ['Reviews'],
      auth: 'required',
      responses: { 200: { description: 'Eligibility and my review', schema: ReviewEligibilitySchema } },
      handler: async ({ user }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return {
          status: 200,
          body: await eligibilityOf(ctx.db, customer.id, await ctx.clock.today()),
          headers: { 'cache-control': 'private, no-store' },
        };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/me/reviews/',
      summary: 'Write my review',
      description:
        `One review per customer: the first is 201, writing again replaces it (200). Only once a plan is older than ` +
        `${REVIEW_MIN_PLAN_AGE_DAYS} days (403 ReviewNotAllowedYet). Swearing, emails, phone numbers, card numbers ` +
        'and street addresses are 422 ReviewTextRejected on `text`, saying what to remove. A review staff hid stays ' +
        'hidden when rewritten (`status`). Rate-limited.',
      tags: ['Reviews'],
      auth: 'required',
      body: ReviewRequestSchema,
      rateLimit: ctx.config.rateLimits.reviews,
      responses: {
        200: { description: 'My review, replaced (still hidden if staff hid it)', schema: MyReviewSchema },
        201: { description: 'My review, published', schema: MyReviewSchema },
      },
      handler: async ({ user, body }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const today = await ctx.clock.today();
        const eligibility = await eligibilityOf(ctx.db, customer.id, today);
        if (!eligibility.eligible) {
          throw new ApiError(
            403,
            'ReviewNotAllowedYet',
            eligibility.reason === 'NO_PLAN'
              ? `Reviews are written by customers: you can write one once your plan is ${REVIEW_MIN_PLAN_AGE_DAYS} days old.`
              : `You can write a review once your plan is more than ${REVIEW_MIN_PLAN_AGE_DAYS} days old` +
                  (eligibility.eligibleOn ? `, from ${longDate(eligibility.eligibleOn)}.` : '.'),
          );
        }
        const problem = reviewTextProblem(body.text);
        if (problem)
          throw unprocessable('ReviewTextRejected', 'This review cannot be published as written', { text: problem });
        const { review, created } = await saveReview(ctx.db, customer, body, today);
        ctx.log.info({ review: review.uuid, created }, 'review saved');
        return { status: created ? 201 : 200, body: review };
      },
    }),
    ...reviewModerationRoutes(ctx),
  ];
}
