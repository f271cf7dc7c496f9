// Claims staff (the /ops remote): the review queue, one claim with everything needed to decide it, and the
// decisions. Every /ops endpoint needs a token whose Firebase custom claim `role` is "adjuster".
import { z } from 'zod';
import { WellnessServiceSchema } from './catalog';
import {
  ClaimConditionSchema,
  ClaimDenialReasonSchema,
  ClaimInvoiceSchema,
  ClaimHistoryEntrySchema,
  ClaimReviewReasonSchema,
  ClaimStatusSchema,
  ClaimTypeSchema,
} from './claims';
import { AgreementStatusSchema, Cents, IsoDateSchema, IsoDateTimeSchema, UuidSchema } from './common';

export const STAFF_ROLE = 'adjuster';

export const OpsReasonSchema = z
  .strictObject({ code: ClaimReviewReasonSchema, text: z.string() })
  .meta({ id: 'OpsReason' });

export const OPS_QUEUE_PAGE_SIZE = 50;
export const OPS_QUEUE_MAX_PAGE_SIZE = 100;

export const OpsQueueQuerySchema = z.strictObject({
  status: z.enum(['IN_REVIEW', 'INFO_REQUESTED']).default('IN_REVIEW'),
  limit: z.coerce
    .number('Give the page size as a whole number')
    .int('Give the page size as a whole number')
    .min(1, 'Ask for at least 1 claim')
    .max(OPS_QUEUE_MAX_PAGE_SIZE, `Ask for at most ${OPS_QUEUE_MAX_PAGE_SIZE} claims`)
    .default(OPS_QUEUE_PAGE_SIZE)
    .describe(`Claims per page; default ${OPS_QUEUE_PAGE_SIZE}, at most ${OPS_QUEUE_MAX_PAGE_SIZE}`),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Use the nextCursor of the previous page as it was given')
    .optional()
    .describe("The previous page's nextCursor, as given (opaque); none for the first page"),
});
export type OpsQueueQuery = z.input<typeof OpsQueueQuerySchema>;

export const OpsQueueItemSchema = z
  .strictObject({
    uuid: UuidSchema,
    claimNumber: z.string(),
    status: ClaimStatusSchema,
    petName: z.string(),
    customerName: z.string(),
    claimType: ClaimTypeSchema,
    condition: ClaimConditionSchema.nullable(),
    wellnessService: WellnessServiceSchema.nullable(),
    amountCents: Cents,
    dateOfService: IsoDateSchema,
    clinic: z.string().nullable(),
    reasons: z.array(OpsReasonSchema),
    proposedCents: Cents.nullable().describe("What the terms would pay: the engine's proposal"),
    filedAt: IsoDateTimeSchema,
    waitingSince: IsoDateTimeSchema.describe('When it entered this status'),
  })
  .meta({ id: 'OpsQueueItem' });
export type OpsQueueItem = z.infer<typeof OpsQueueItemSchema>;

export const OpsQueueSchema = z
  .strictObject({
    claims: z.array(OpsQueueItemSchema).describe('This page, oldest waiting first'),
    nextCursor: z
      .string()
      .nullable()
      .describe("Pass as `cursor` for the next page; null when this page is the queue's last"),
    total: z.int().min(0).describe('Claims waiting in this status now, on every page'),
  })
  .meta({ id: 'OpsQueue' });
export type OpsQueue = z.infer<typeof OpsQueueSchema>;

export const OpsInsuranceTermsSchema = z.strictObject({
  kind: z.literal('INSURANCE'),
  policyNumber: z.string(),
  status: AgreementStatusSchema,
  startDate: IsoDateSchema,
  endsOn: IsoDateSchema.nullable(),
  accidentCoverageDate: IsoDateSchema,
  illnessCoverageDate: IsoDateSchema,
  cruciateCoverageDate: IsoDateSchema,
  policyYear: z.strictObject({ from: IsoDateSchema, to: IsoDateSchema }),
  deductibleCents: Cents,
  deductibleLeftCents: Cents.describe('Left this policy year, not counting this claim'),
  coinsurancePercent: z.int(),
  annualLimitCents: Cents.nullable(),
  limitLeftCents: Cents.nullable().describe('Left this policy year, not counting this claim; null: unlimited'),
});

export const OpsWellnessTermsSchema = z.strictObject({
  kind: z.literal('WELLNESS'),
  policyNumber: z.string(),
  status: AgreementStatusSchema,
  planName: z.string(),
  startDate: IsoDateSchema,
  endsOn: IsoDateSchema.nullable(),
  planYear: z.strictObject({ from: IsoDateSchema, to: IsoDateSchema }),
  allowances: z.array(
    z.strictObject({
      service: WellnessServiceSchema,
      label: z.string(),
      allowanceCents: Cents,
      leftCents: Cents.describe('Left this plan year, not counting this claim'),
    }),
  ),
});

export const OpsAuditEntrySchema = z
  .strictObject({
    at: IsoDateTimeSchema,
    actor: z.string().describe('"engine", "customer" or the adjuster\'s email'),
    action: z.enum([
      'FILED',
      'ENGINE_APPROVED',
      'ENGINE_DENIED',
      'ENGINE_REVIEW',
      'APPROVED',
      'DENIED',
      'INFO_REQUESTED',
      'DOCUMENTS_ADDED',
      'APPEALED',
      'PAID',
    ]),
    note: z.string().nullable(),
    statusBefore: ClaimStatusSchema.nullable(),
    statusAfter: ClaimStatusSchema,
    amountBeforeCents: Cents.nullable(),
    amountAfterCents: Cents.nullable(),
  })
  .meta({ id: 'OpsAuditEntry' });
export type OpsAuditEntry = z.infer<typeof OpsAuditEntrySchema>;

export const OpsClaimSchema = OpsQueueItemSchema.extend({
  description: z.string(),
  signsBeforeCover: z.boolean(),
  customerEmail: z.string(),
  species: z.enum(['dog', 'cat']),
  invoices: z.array(ClaimInvoiceSchema),
  terms: z.discriminatedUnion('kind', [OpsInsuranceTermsSchema, OpsWellnessTermsSchema]),
  maxApprovableCents: Cents.describe('The most the terms allow for this bill: an approval above it is refused'),
  proposalText: z.string().describe('How the proposed amount was reached'),
  petClaims: z.array(
    z.strictObject({
      uuid: UuidSchema,
      claimNumber: z.string(),
      status: ClaimStatusSchema,
      claimType: ClaimTypeSchema,
      dateOfService: IsoDateSchema,
      amountCents: Cents,
      paidCents: Cents.nullable(),
      clinic: z.string().nullable(),
      filedAt: IsoDateTimeSchema,
    }),
  ),
  appeal: z.strictObject({ note: z.string(), at: IsoDateTimeSchema }).nullable(),
  infoRequest: z.strictObject({ request: z.string(), at: IsoDateTimeSchema }).nullable(),
  history: z.array(ClaimHistoryEntrySchema),
  audit: z.array(OpsAuditEntrySchema).describe('Append-only, oldest first'),
}).meta({ id: 'OpsClaim' });
export type OpsClaim = z.infer<typeof OpsClaimSchema>;

export const OpsApproveRequestSchema = z
  .strictObject({
    amountCents: z.coerce.number('Enter the amount in cents').int('Use whole cents').min(0, 'Cannot be negative'),
    note: z.string().trim().min(1, 'Say why').max(2000, 'Use at most 2000 characters'),
  })
  .meta({ id: 'OpsApproveRequest' });
export type OpsApproveRequest = z.input<typeof OpsApproveRequestSchema>;

export const OpsDenyRequestSchema = z
  .strictObject({
    reason: ClaimDenialReasonSchema,
    note: z.string().trim().min(1, 'Explain it to the customer').max(2000, 'Use at most 2000 characters'),
  })
  .meta({ id: 'OpsDenyRequest' });
export type OpsDenyRequest = z.input<typeof OpsDenyRequestSchema>;

export const OpsInfoRequestSchema = z
  .strictObject({
    request: z.string().trim().min(1, 'Say what you need').max(2000, 'Use at most 2000 characters'),
  })
  .meta({ id: 'OpsInfoRequest' });
export type OpsInfoRequest = z.input<typeof OpsInfoRequestSchema>;
