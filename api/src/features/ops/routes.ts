// Claims staff endpoints under /ops: every one needs a token whose custom claim `role` is "adjuster" (403 otherwise).
import {
  ClaimInvoiceParamsSchema,
  ClaimParamsSchema,
  OpsApproveRequestSchema,
  OpsClaimSchema,
  OpsDenyRequestSchema,
  OpsInfoRequestSchema,
  OpsQueueQuerySchema,
  OpsQueueSchema,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';
import { approveClaim, denyClaim, opsClaim, opsInvoice, requestClaimInfo, reviewQueue } from './ops-service';

const decided = { description: 'ClaimAlreadyDecided: the claim is no longer in review (someone else acted)' };

export function opsRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/ops/claims/',
      summary: 'The review queue',
      description:
        'Claims waiting for a person (IN_REVIEW by default, or INFO_REQUESTED), oldest waiting first, a page at a time: `limit` claims (50, at most 100), then the next page from `cursor` (the previous nextCursor). Paged on the queue order (review_since, id), so a claim decided or added meanwhile never makes another skip or repeat.',
      tags: ['Ops'],
      auth: 'staff',
      query: OpsQueueQuerySchema,
      responses: {
        200: { description: 'A page of the queue', schema: OpsQueueSchema },
        400: { description: 'ValidationError: fields.limit or fields.cursor' },
      },
      handler: async ({ query }) => ({ status: 200, body: await reviewQueue(ctx, query) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/ops/claims/:uuid',
      summary: 'A claim, with what deciding it needs',
      description:
        "The terms and what is left of the deductible and limit, the pet's other claims, the engine's proposal and the most the terms allow, the files, and the audit log.",
      tags: ['Ops'],
      auth: 'staff',
      params: ClaimParamsSchema,
      responses: { 200: { description: 'The claim', schema: OpsClaimSchema }, 404: { description: 'No such claim' } },
      handler: async ({ params }) => ({ status: 200, body: await opsClaim(ctx, params.uuid) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/ops/claims/:uuid/invoices/:invoiceId',
      summary: "A claim's file, inline",
      description: 'For the preview beside the decision: PDF or image, served inline.',
      tags: ['Ops'],
      auth: 'staff',
      params: ClaimInvoiceParamsSchema,
      responses: {
        200: { description: 'The file', contentType: 'application/octet-stream' },
        404: { description: 'No such file' },
      },
      handler: async ({ params }) => {
        const invoice = await opsInvoice(ctx, params.uuid, params.invoiceId);
        const stream = await ctx.invoices.get(invoice.storage_key);
        if (!stream) throw new ApiError(404, 'NotFound', 'Invoice file not found');
        return {
          status: 200,
          stream,
          contentType: invoice.content_type,
          headers: {
            'content-disposition': `inline; filename="${invoice.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"`,
            'x-content-type-options': 'nosniff',
            'cache-control': 'private, no-store',
          },
        };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/ops/claims/:uuid/approve/',
      summary: 'Approve a claim in review',
      description:
        'At most what the terms allow (maxApprovableCents), with a note for the audit log. It is paid at once.',
      tags: ['Ops'],
      auth: 'staff',
      params: ClaimParamsSchema,
      body: OpsApproveRequestSchema,
      responses: {
        200: { description: 'The claim, APPROVED', schema: OpsClaimSchema },
        404: { description: 'No such claim' },
        409: decided,
        422: { description: 'ApprovalAboveTerms (fields.amountCents)' },
      },
      handler: async ({ user, params, body }) => ({
        status: 200,
        body: await approveClaim(ctx, user, params.uuid, body),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/ops/claims/:uuid/deny/',
      summary: 'Deny a claim in review',
      description: 'A reason from the list and the words the customer reads; they may appeal once.',
      tags: ['Ops'],
      auth: 'staff',
      params: ClaimParamsSchema,
      body: OpsDenyRequestSchema,
      responses: {
        200: { description: 'The claim, DENIED', schema: OpsClaimSchema },
        404: { description: 'No such claim' },
        409: decided,
      },
      handler: async ({ user, params, body }) => ({ status: 200, body: await denyClaim(ctx, user, params.uuid, body) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/ops/claims/:uuid/request-info/',
      summary: 'Ask the customer for more information',
      description: 'The customer is emailed and can upload documents into the claim, which then comes back to review.',
      tags: ['Ops'],
      auth: 'staff',
      params: ClaimParamsSchema,
      body: OpsInfoRequestSchema,
      responses: {
        200: { description: 'The claim, INFO_REQUESTED', schema: OpsClaimSchema },
        404: { description: 'No such claim' },
        409: decided,
      },
      handler: async ({ user, params, body }) => ({
        status: 200,
        body: await requestClaimInfo(ctx, user, params.uuid, body),
      }),
    }),
  ];
}
