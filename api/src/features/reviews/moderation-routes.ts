// Staff endpoints for reviews under /ops (the same "adjuster" role as the claims queue): the list of every review,
// and hiding or restoring one, so a review that slipped past the text checks can be taken down and put back.
import {
  OpsHideReviewRequestSchema,
  OpsReviewListQuerySchema,
  OpsReviewListSchema,
  OpsReviewParamsSchema,
  OpsReviewSchema,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { hideReview, restoreReview, reviewsForStaff } from './moderation';

const noSuchReview = { description: 'No such review' };

export function reviewModerationRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/ops/reviews/',
      summary: 'Every review, for moderation',
      description:
        'Published and hidden (`?status=` ALL, PUBLISHED or HIDDEN), newest first, paged, with the customer who wrote ' +
        'each and, while hidden, who hid it, when and why.',
      tags: ['Ops'],
      auth: 'staff',
      query: OpsReviewListQuerySchema,
      responses: { 200: { description: 'A page of reviews', schema: OpsReviewListSchema } },
      handler: async ({ query }) => ({
        status: 200,
        body: await reviewsForStaff(ctx.db, query),
        headers: { 'cache-control': 'private, no-store' },
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/ops/reviews/:uuid/hide/',
      summary: 'Hide a review',
      description:
        'Takes it off /reviews and out of the average and count, with a reason from the list (a note is required ' +
        'with OTHER). Idempotent: a hidden review answers 200 as it is, keeping the first hide.',
      tags: ['Ops'],
      auth: 'staff',
      params: OpsReviewParamsSchema,
      body: OpsHideReviewRequestSchema,
      responses: { 200: { description: 'The review, HIDDEN', schema: OpsReviewSchema }, 404: noSuchReview },
      handler: async ({ user, params, body }) => ({
        status: 200,
        body: await hideReview(ctx, user, params.uuid, body),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/ops/reviews/:uuid/restore/',
      summary: 'Restore a hidden review',
      description: 'Back on /reviews and in the average. Idempotent: a published review answers 200 as it is.',
      tags: ['Ops'],
      auth: 'staff',
      params: OpsReviewParamsSchema,
      responses: { 200: { description: 'The review, PUBLISHED', schema: OpsReviewSchema }, 404: noSuchReview },
      handler: async ({ user, params }) => ({ status: 200, body: await restoreReview(ctx, user, params.uuid) }),
    }),
  ];
}
