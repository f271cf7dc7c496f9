// Customer reviews: the public list with its real average, and the one review a customer may write.
import { z } from 'zod';
import { IsoDateSchema, UsStateSchema, UuidSchema } from './common';

/** A customer may review once a plan has been theirs for longer than this (past the free look). */
export const REVIEW_MIN_PLAN_AGE_DAYS = 30;
export const REVIEW_TEXT_MIN_CHARS = 20;
export const REVIEW_TEXT_MAX_CHARS = 1000;
export const REVIEWS_PAGE_SIZE = 12;

export const ReviewStarsSchema = z
  .int('Choose from 1 to 5 stars')
  .min(1, 'Choose from 1 to 5 stars')
  .max(5, 'Choose from 1 to 5 stars');

export const ReviewSchema = z
  .strictObject({
    uuid: UuidSchema,
    stars: ReviewStarsSchema,
    text: z.string(),
    firstName: z.string().describe('The reviewer’s first name only'),
    state: UsStateSchema.nullable().describe('The reviewer’s state, from their address'),
    verifiedCustomer: z.boolean().describe('Written by a signed-in customer whose plan was older than 30 days'),
    sample: z
      .boolean()
      .describe('Demo data seeded outside production, not written by a customer: shown with a "Sample review" label'),
    publishedOn: IsoDateSchema,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1000).default(1).describe('1-based page; default 1'),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(REVIEWS_PAGE_SIZE)
    .describe(`Reviews per page; default ${REVIEWS_PAGE_SIZE}`),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

export const ReviewSummarySchema = z
  .strictObject({
    count: z.int().min(0).describe('Published reviews'),
    averageStars: z.number().min(0).max(5).describe('Mean of every published review, one decimal; 0 when none'),
    distribution: z
      .array(z.strictObject({ stars: ReviewStarsSchema, count: z.int().min(0) }))
      .describe('Reviews with each number of stars, 5 first'),
    sampleCount: z.int().min(0).describe('How many of them are sample (demo) reviews'),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewListSchema = z
  .strictObject({
    summary: ReviewSummarySchema,
    reviews: z.array(ReviewSchema).describe('Newest first'),
    page: z.int().min(1),
    perPage: z.int().min(1),
  })
  .meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const ReviewRequestSchema = z
  .strictObject({
    stars: ReviewStarsSchema,
    text: z
      .string('Write a few words about your experience')
      .trim()
      .min(REVIEW_TEXT_MIN_CHARS, `Write at least ${REVIEW_TEXT_MIN_CHARS} characters about your experience`)
      .max(REVIEW_TEXT_MAX_CHARS, `Keep it to ${REVIEW_TEXT_MAX_CHARS} characters or fewer`),
  })
  .meta({ id: 'ReviewRequest' });
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

export const ReviewEligibilitySchema = z
  .strictObject({
    eligible: z.boolean().describe('May write (or rewrite) their review now'),
    reason: z
      .enum(['NO_PLAN', 'PLAN_TOO_NEW'])
      .nullable()
      .describe('Why not: no plan yet, or no plan older than 30 days yet'),
    eligibleOn: IsoDateSchema.nullable().describe('The first day a review is allowed, when the plan is too new'),
    review: ReviewSchema.nullable().describe('The review already written, which another POST replaces'),
  })
  .meta({ id: 'ReviewEligibility' });
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;
