// Customer reviews: the public list with its real average, and the one review a customer may write.
import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema, UsStateSchema, UuidSchema } from './common';

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

/** Published is on /reviews and in the average; hidden was taken down by staff and is in neither. */
export const ReviewStatusSchema = z.enum(['PUBLISHED', 'HIDDEN']).meta({ id: 'ReviewStatus' });
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

/** Why staff hid a review: a short list, so the customer can be told in plain words and hiding can be counted. */
export const REVIEW_HIDE_REASONS = ['ABUSIVE', 'PERSONAL_DATA', 'NOT_ABOUT_SERVICE', 'OTHER'] as const;
export const ReviewHideReasonSchema = z
  .enum(REVIEW_HIDE_REASONS, 'Choose why the review is hidden')
  .meta({ id: 'ReviewHideReason' });
export type ReviewHideReason = z.infer<typeof ReviewHideReasonSchema>;

/** Staff's words for each reason (the ops list and its form). */
export const REVIEW_HIDE_REASON_LABELS: Record<ReviewHideReason, string> = {
  ABUSIVE: 'Abusive or offensive',
  PERSONAL_DATA: 'Personal data (a name, contact details)',
  NOT_ABOUT_SERVICE: 'Not about our service',
  OTHER: 'Other',
};

/** The customer's own review, with whether it is still shown: theirs may have been hidden by staff. */
export const MyReviewSchema = ReviewSchema.extend({
  status: ReviewStatusSchema.describe('HIDDEN: staff took it down; rewriting it does not publish it again'),
  hiddenOn: IsoDateSchema.nullable().describe('The day staff hid it'),
  hiddenReason: ReviewHideReasonSchema.nullable().describe('Why, from the list (staff notes stay with staff)'),
}).meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof MyReviewSchema>;

export const ReviewEligibilitySchema = z
  .strictObject({
    eligible: z.boolean().describe('May write (or rewrite) their review now'),
    reason: z
      .enum(['NO_PLAN', 'PLAN_TOO_NEW'])
      .nullable()
      .describe('Why not: no plan yet, or no plan older than 30 days yet'),
    eligibleOn: IsoDateSchema.nullable().describe('The first day a review is allowed, when the plan is too new'),
    review: MyReviewSchema.nullable().describe('The review already written, which another POST replaces'),
  })
  .meta({ id: 'ReviewEligibility' });
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

export const REVIEW_HIDE_NOTE_MAX_CHARS = 500;
export const OPS_REVIEWS_PAGE_SIZE = 20;

export const OpsReviewListQuerySchema = z.strictObject({
  status: z
    .enum(['ALL', 'PUBLISHED', 'HIDDEN'], 'Use ALL, PUBLISHED or HIDDEN')
    .default('ALL')
    .describe('Which reviews; default ALL'),
  page: z.coerce.number().int().min(1).max(1000).default(1).describe('1-based page; default 1'),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(OPS_REVIEWS_PAGE_SIZE)
    .describe(`Reviews per page; default ${OPS_REVIEWS_PAGE_SIZE}`),
});
export type OpsReviewListQuery = z.input<typeof OpsReviewListQuerySchema>;

export const OpsReviewSchema = ReviewSchema.extend({
  status: ReviewStatusSchema,
  customer: z
    .strictObject({ uuid: UuidSchema, email: z.string().nullable() })
    .nullable()
    .describe('Who wrote it; null for a sample (demo) review'),
  updatedAt: IsoDateTimeSchema.describe('Last written, hidden or restored'),
  hidden: z
    .strictObject({
      at: IsoDateTimeSchema,
      by: z.string().describe("The staff member's email"),
      reason: ReviewHideReasonSchema,
      note: z.string().nullable(),
    })
    .nullable()
    .describe('While HIDDEN: who hid it, when and why'),
  restored: z
    .strictObject({ at: IsoDateTimeSchema, by: z.string() })
    .nullable()
    .describe('The last restore, if it was ever hidden and put back'),
}).meta({ id: 'OpsReview' });
export type OpsReview = z.infer<typeof OpsReviewSchema>;

export const OpsReviewListSchema = z
  .strictObject({
    reviews: z.array(OpsReviewSchema).describe('Newest first (by when written), published and hidden'),
    page: z.int().min(1),
    perPage: z.int().min(1),
    total: z.int().min(0).describe('Reviews matching the status, on every page'),
  })
  .meta({ id: 'OpsReviewList' });
export type OpsReviewList = z.infer<typeof OpsReviewListSchema>;

export const OpsHideReviewRequestSchema = z
  .strictObject({
    reason: ReviewHideReasonSchema,
    note: z
      .string('Write a short note')
      .trim()
      .max(REVIEW_HIDE_NOTE_MAX_CHARS, `Use at most ${REVIEW_HIDE_NOTE_MAX_CHARS} characters`)
      .optional()
      .describe('For staff only; required with OTHER'),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'OTHER' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the review is hidden' });
  })
  .meta({ id: 'OpsHideReviewRequest' });
export type OpsHideReviewRequest = z.input<typeof OpsHideReviewRequestSchema>;

export const OpsReviewParamsSchema = z.strictObject({ uuid: UuidSchema });
