// Claims: submit with invoices, list, detail with history, invoice download.
import {
  CLAIM_APPEAL_DAYS,
  CLAIM_DOCUMENT_LIMITS,
  CLAIM_UPLOAD_LIMITS,
  ClaimAppealRequestSchema,
  ClaimDocumentFieldsSchema,
  ClaimEstimatePreviewSchema,
  ClaimEstimateRequestSchema,
  ClaimFieldsSchema,
  ClaimInvoiceParamsSchema,
  ClaimListSchema,
  ClaimParamsSchema,
  ClaimSchema,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { ApiError, validationFailed } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { addClaimDocuments, appealClaim } from './claim-actions';
import { findOwnInvoice, getClaim, listClaims, previewEstimate, submitClaim } from './claim-service';
import { readClaimForm } from './uploads';

const CLAIM_APPEAL_DAYS_TEXT = String(CLAIM_APPEAL_DAYS);

export function claimRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/claims/',
      summary: 'Submit a claim',
      description:
        `multipart/form-data: the fields below and 1-${CLAIM_UPLOAD_LIMITS.maxFiles} invoice files in "${CLAIM_UPLOAD_LIMITS.fileField}" ` +
        `(PDF, JPEG or PNG by content, at most ${CLAIM_UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB each). The estimate applies the ` +
        'waiting period of the condition, the deductible left this policy year, the coinsurance and a capped yearly limit; ' +
        'a WELLNESS claim (claimType, wellnessService) is paid in full up to what is left of that service allowance this plan year.',
      tags: ['Claims'],
      auth: 'required',
      rateLimit: ctx.config.rateLimits.claims,
      multipart: {
        fields: ClaimFieldsSchema,
        fileField: CLAIM_UPLOAD_LIMITS.fileField,
        maxFiles: CLAIM_UPLOAD_LIMITS.maxFiles,
        maxFileBytes: CLAIM_UPLOAD_LIMITS.maxFileBytes,
        contentTypes: CLAIM_UPLOAD_LIMITS.contentTypes,
      },
      responses: {
        201: {
          description:
            'The claim, SUBMITTED: the engine decides it within about a second (approved and paid, denied on a checkable fact, or passed to a person)',
          schema: ClaimSchema,
        },
        404: { description: 'No such pet of yours' },
        413: { description: 'Too many or too large files' },
        415: { description: 'Not multipart/form-data' },
        422: {
          description:
            'InvalidUpload, NoActiveInsurance, no active wellness plan (fields.petUuid), a service the plan lacks (fields.wellnessService), or a date before the cover or in the future',
        },
      },
      handler: async ({ user, request }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const form = await readClaimForm(request, ctx.config.uploadDir);
        try {
          const parsed = ClaimFieldsSchema.safeParse(form.fields);
          if (!parsed.success) throw validationFailed(parsed.error, 'claim');
          return { status: 201, body: await submitClaim(ctx, customer.id, parsed.data, form.uploads) };
        } finally {
          await form.cleanup();
        }
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/claims/estimate/',
      summary: 'Estimate a claim before filing it',
      description:
        'JSON with the claim form fields that decide the payout (pet, claim type, condition or wellness item, date of ' +
        'service, amount). Answers the estimated reimbursement and how it was reached: waiting period (warning, nothing ' +
        'paid), deductible left this policy year, reimbursement rate, yearly limit left; for a wellness item, the ' +
        'allowance left for it this plan year. Stores nothing; the filed claim is estimated the same way.',
      tags: ['Claims'],
      auth: 'required',
      body: ClaimEstimateRequestSchema,
      responses: {
        200: { description: 'The estimate', schema: ClaimEstimatePreviewSchema },
        404: { description: 'No such pet of yours (fields.petUuid)' },
        422: {
          description:
            'NoActiveInsurance or no active wellness plan (fields.petUuid), a service the plan lacks (fields.wellnessService), or fields.dateOfService: in the future, before the cover, after cancelled cover ended',
        },
      },
      handler: async ({ user, body }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await previewEstimate(ctx, customer.id, body) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/claims/',
      summary: 'List my claims',
      tags: ['Claims'],
      auth: 'required',
      responses: { 200: { description: 'Newest first', schema: ClaimListSchema } },
      handler: async ({ user }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: { claims: await listClaims(ctx, customer.id) } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/claims/:uuid',
      summary: 'Get one of my claims',
      description: 'With invoices and status history (SUBMITTED -> IN_REVIEW -> APPROVED or DENIED -> PAID).',
      tags: ['Claims'],
      auth: 'required',
      params: ClaimParamsSchema,
      responses: {
        200: { description: 'The claim', schema: ClaimSchema },
        404: { description: 'No such claim of yours' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await getClaim(ctx, customer.id, params.uuid) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/claims/:uuid/appeal/',
      summary: 'Appeal a denied claim',
      description: `Once per claim, within ${CLAIM_APPEAL_DAYS_TEXT} days of the denial, with a note: the claim goes to a person (IN_REVIEW).`,
      tags: ['Claims'],
      auth: 'required',
      params: ClaimParamsSchema,
      body: ClaimAppealRequestSchema,
      responses: {
        200: { description: 'The claim, IN_REVIEW', schema: ClaimSchema },
        404: { description: 'No such claim of yours' },
        409: { description: 'ClaimNotAppealable: not denied, appealed already, or too late' },
      },
      handler: async ({ user, params, body }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await appealClaim(ctx, customer.id, params.uuid, body.note) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/claims/:uuid/documents/',
      summary: 'Send the documents an adjuster asked for',
      description:
        `multipart/form-data: 1-${CLAIM_DOCUMENT_LIMITS.maxFiles} files in "${CLAIM_DOCUMENT_LIMITS.fileField}" (PDF, JPEG or PNG, ` +
        'same limits as invoices) and an optional "note". Only while the claim is INFO_REQUESTED; it goes back to the adjuster.',
      tags: ['Claims'],
      auth: 'required',
      params: ClaimParamsSchema,
      rateLimit: ctx.config.rateLimits.claims,
      multipart: {
        fields: ClaimDocumentFieldsSchema,
        fileField: CLAIM_DOCUMENT_LIMITS.fileField,
        maxFiles: CLAIM_DOCUMENT_LIMITS.maxFiles,
        maxFileBytes: CLAIM_DOCUMENT_LIMITS.maxFileBytes,
        contentTypes: CLAIM_DOCUMENT_LIMITS.contentTypes,
      },
      responses: {
        200: { description: 'The claim, IN_REVIEW, with the documents', schema: ClaimSchema },
        404: { description: 'No such claim of yours' },
        409: { description: 'ClaimAlreadyDecided: no information was asked for' },
        413: { description: 'Too many or too large files' },
        415: { description: 'Not multipart/form-data' },
        422: { description: 'InvalidUpload (fields.documents)' },
      },
      handler: async ({ user, params, request }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const form = await readClaimForm(request, ctx.config.uploadDir, CLAIM_DOCUMENT_LIMITS.fileField);
        try {
          const parsed = ClaimDocumentFieldsSchema.safeParse(form.fields);
          if (!parsed.success) throw validationFailed(parsed.error, 'documents');
          const claim = await addClaimDocuments(ctx, customer.id, params.uuid, form.uploads, parsed.data.note);
          return { status: 200, body: claim };
        } finally {
          await form.cleanup();
        }
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/claims/:uuid/invoices/:invoiceId',
      summary: 'Download an invoice of one of my claims',
      tags: ['Claims'],
      auth: 'required',
      params: ClaimInvoiceParamsSchema,
      responses: {
        200: { description: 'The file', contentType: 'application/octet-stream' },
        404: { description: 'No such invoice of yours' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const invoice = await findOwnInvoice(ctx, customer.id, params.uuid, params.invoiceId);
        // From the disk or the bucket: any instance serves an invoice another one received.
        const stream = await ctx.invoices.get(invoice.storage_key);
        if (!stream) throw new ApiError(404, 'NotFound', 'Invoice file not found');
        return {
          status: 200,
          stream,
          contentType: invoice.content_type,
          headers: {
            'content-disposition': `attachment; filename="${invoice.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"`,
            'x-content-type-options': 'nosniff',
          },
        };
      },
    }),
  ];
}
