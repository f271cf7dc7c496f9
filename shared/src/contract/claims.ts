// Claims: a vet invoice submitted for reimbursement, and its status history.
import { z } from 'zod';
import { WellnessServiceSchema } from './catalog';
import { Cents, IsoDateSchema, IsoDateTimeSchema, UuidSchema } from './common';

export const ClaimStatusSchema = z
  .enum(['SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'DENIED', 'PAID'])
  .meta({
    id: 'ClaimStatus',
    description:
      'SUBMITTED until the engine decides (about a second). IN_REVIEW: a person decides. INFO_REQUESTED: waiting for a document from the customer. DENIED may be appealed once (back to IN_REVIEW). PAID is final.',
  });
export type ClaimStatus = z.infer<typeof ClaimStatusSchema>;
/** The moves a claim may make. The engine moves SUBMITTED; adjusters move IN_REVIEW; the customer appeals and answers. */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  SUBMITTED: ['APPROVED', 'DENIED', 'IN_REVIEW'],
  IN_REVIEW: ['APPROVED', 'DENIED', 'INFO_REQUESTED'],
  INFO_REQUESTED: ['IN_REVIEW'],
  APPROVED: ['PAID'],
  DENIED: ['IN_REVIEW'],
  PAID: [],
};

/** Why a claim was denied: the engine denies only on facts the customer can check; adjusters pick from all of them. */
export const ClaimDenialReasonSchema = z
  .enum([
    'BEFORE_COVER',
    'WAITING_PERIOD',
    'AFTER_COVER_ENDED',
    'NOT_IN_PLAN',
    'ALLOWANCE_USED_UP',
    'PRE_EXISTING_CONDITION',
    'NOT_COVERED',
    'DUPLICATE',
    'MISSING_INFORMATION',
    'OTHER',
  ])
  .meta({ id: 'ClaimDenialReason' });
export type ClaimDenialReason = z.infer<typeof ClaimDenialReasonSchema>;

/** How an adjuster's list names each denial reason. */
export const CLAIM_DENIAL_REASON_LABELS: Record<ClaimDenialReason, string> = {
  BEFORE_COVER: 'Before the cover started',
  WAITING_PERIOD: 'Inside the waiting period',
  AFTER_COVER_ENDED: 'After the cover ended',
  NOT_IN_PLAN: 'Not part of the wellness plan',
  ALLOWANCE_USED_UP: "The item's allowance is used up",
  PRE_EXISTING_CONDITION: 'Pre-existing condition',
  NOT_COVERED: 'Not covered by the policy (exclusion)',
  DUPLICATE: 'Already claimed',
  MISSING_INFORMATION: 'Information we asked for did not come',
  OTHER: 'Other',
};

/** Why the engine passed a claim to a person. */
export const ClaimReviewReasonSchema = z
  .enum([
    'AMOUNT_ABOVE_THRESHOLD',
    'FIRST_CLAIM_SOON_AFTER_START',
    'POSSIBLE_DUPLICATE',
    'MANY_RECENT_CLAIMS',
    'POSSIBLY_PRE_EXISTING',
    'APPEAL',
    'DOCUMENTS_RECEIVED',
  ])
  .meta({ id: 'ClaimReviewReason' });
export type ClaimReviewReason = z.infer<typeof ClaimReviewReasonSchema>;

/** One appeal per claim, within this many days of the denial. */
export const CLAIM_APPEAL_DAYS = 60;
/** A person answers a claim in review within this many working days. */
export const CLAIM_REVIEW_WORKING_DAYS = 2;

export const ClaimConditionSchema = z.enum(['ACCIDENT', 'ILLNESS', 'CRUCIATE_LIGAMENT']).meta({ id: 'ClaimCondition' });
export type ClaimCondition = z.infer<typeof ClaimConditionSchema>;

/** INSURANCE: a vet bill for an accident or illness, paid by the policy. WELLNESS: a routine-care item (exam, vaccines…)
 * paid in full up to what is left of the wellness plan's yearly allowance for that service. */
export const ClaimTypeSchema = z.enum(['INSURANCE', 'WELLNESS']).meta({ id: 'ClaimType' });
export type ClaimType = z.infer<typeof ClaimTypeSchema>;

export const CLINIC_MAX_LENGTH = 120;

export const CLAIM_UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  fileField: 'invoices',
};

const claimFieldsShape = {
  petUuid: UuidSchema,
  claimType: ClaimTypeSchema.default('INSURANCE').describe('INSURANCE when left out (older clients)'),
  condition: ClaimConditionSchema.optional().describe('INSURANCE claims: required'),
  wellnessService: WellnessServiceSchema.optional().describe('WELLNESS claims: required, the allowance it draws on'),
  dateOfService: IsoDateSchema,
  amountCents: z.coerce
    .number('Enter the invoice total in cents')
    .int('Use whole cents')
    .min(1, 'Must be more than zero')
    .max(10_000_000, 'Claims above $100,000 need a call to support'),
  clinic: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(CLINIC_MAX_LENGTH, `Use at most ${CLINIC_MAX_LENGTH} characters`)
    .optional()
    .describe('The vet clinic on the invoice'),
  description: z.string().trim().min(1, 'Required').max(2000, 'Use at most 2000 characters'),
  signsBeforeCover: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe(
      'INSURANCE claims: "true" when the pet showed signs of this before the cover started (a person reviews it)',
    ),
};

/** Each claim type names what it is for, and only that: an insurance claim's condition, a wellness claim's service. */
function checkClaimType(
  v: { claimType: ClaimType; condition?: unknown; wellnessService?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (v.claimType === 'INSURANCE') {
    if (v.condition === undefined) ctx.addIssue({ code: 'custom', path: ['condition'], message: 'Required' });
    if (v.wellnessService !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['wellnessService'], message: 'Only for wellness claims' });
    }
  } else {
    if (v.wellnessService === undefined) {
      ctx.addIssue({ code: 'custom', path: ['wellnessService'], message: 'Required' });
    }
    if (v.condition !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['condition'], message: 'Only for insurance claims' });
    }
  }
}

/** The text fields of the multipart claim form (files go in the `invoices` field). */
export const ClaimFieldsSchema = z
  .strictObject(claimFieldsShape)
  .superRefine(checkClaimType)
  .meta({ id: 'ClaimFields' });
export type ClaimFields = z.input<typeof ClaimFieldsSchema>;

export const ClaimInvoiceSchema = z
  .strictObject({
    id: UuidSchema,
    fileName: z.string(),
    contentType: z.enum(CLAIM_UPLOAD_LIMITS.contentTypes),
    sizeBytes: z.int(),
    kind: z.enum(['INVOICE', 'DOCUMENT']).describe('DOCUMENT: sent later, when an adjuster asked for more'),
    addedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ClaimInvoice' });

export const ClaimEstimateNoteSchema = z
  .enum(['WAITING_PERIOD', 'ANNUAL_LIMIT_REACHED', 'ALLOWANCE_REACHED'])
  .meta({ id: 'ClaimEstimateNote' });

export const ClaimEstimateSchema = z
  .strictObject({
    deductibleAppliedCents: Cents,
    coinsurancePercent: z.int(),
    estimatedReimbursementCents: Cents,
    note: ClaimEstimateNoteSchema.nullable(),
  })
  .meta({
    id: 'ClaimEstimate',
    description:
      'Computed at submission: insurance from the deductible left this policy year and the coinsurance; wellness from the allowance left (coinsurance 0)',
  });

export const ClaimHistoryEntrySchema = z
  .strictObject({
    status: ClaimStatusSchema,
    note: z.string().nullable().describe('What happened at this step, in words for the customer'),
    at: IsoDateTimeSchema,
  })
  .meta({ id: 'ClaimHistoryEntry' });

export const ClaimDecisionSchema = z
  .strictObject({
    outcome: z.enum(['APPROVED', 'DENIED']),
    by: z.enum(['ENGINE', 'ADJUSTER']).describe('ENGINE: decided automatically at filing'),
    approvedCents: Cents.nullable().describe('APPROVED: what the claim pays'),
    deductibleAppliedCents: Cents.nullable().describe('APPROVED insurance: the deductible this bill met'),
    denialReason: ClaimDenialReasonSchema.nullable(),
    text: z.string().describe('The reason or how the amount was reached, in plain words'),
    at: IsoDateTimeSchema,
  })
  .meta({ id: 'ClaimDecision' });
export type ClaimDecision = z.infer<typeof ClaimDecisionSchema>;

export const ClaimPayoutSchema = z
  .strictObject({
    reference: z.string(),
    amountCents: Cents,
    paidOn: IsoDateSchema,
    paidTo: z.string().describe('"Visa ending 4242" or "Bank account ending 6789"'),
  })
  .meta({ id: 'ClaimPayout' });
export type ClaimPayout = z.infer<typeof ClaimPayoutSchema>;

export const ClaimSummarySchema = z
  .strictObject({
    uuid: UuidSchema,
    pet: UuidSchema,
    petName: z.string(),
    status: ClaimStatusSchema,
    claimType: ClaimTypeSchema,
    condition: ClaimConditionSchema.nullable().describe('INSURANCE claims; null for WELLNESS'),
    wellnessService: WellnessServiceSchema.nullable().describe('WELLNESS claims; null for INSURANCE'),
    dateOfService: IsoDateSchema,
    amountCents: Cents,
    clinic: z.string().nullable().describe('null on claims filed without one'),
    description: z.string(),
    estimate: ClaimEstimateSchema.describe('What was estimated at filing; the decision may differ'),
    decision: ClaimDecisionSchema.nullable().describe('The latest decision; null while undecided'),
    review: z
      .strictObject({ reasons: z.array(z.string()).describe('Plain reasons'), since: IsoDateTimeSchema })
      .nullable()
      .describe('IN_REVIEW: why a person looks at it'),
    infoRequest: z
      .strictObject({ request: z.string(), at: IsoDateTimeSchema })
      .nullable()
      .describe('INFO_REQUESTED: what the adjuster asked for'),
    appeal: z
      .strictObject({ note: z.string(), at: IsoDateTimeSchema })
      .nullable()
      .describe('The one appeal, once made'),
    canAppeal: z.boolean().describe('DENIED, not yet appealed, within the appeal window'),
    payout: ClaimPayoutSchema.nullable(),
    paidCents: Cents.nullable(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ClaimSummary' });
export type ClaimSummary = z.infer<typeof ClaimSummarySchema>;

export const ClaimSchema = ClaimSummarySchema.extend({
  invoices: z.array(ClaimInvoiceSchema),
  history: z.array(ClaimHistoryEntrySchema),
}).meta({ id: 'Claim' });
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimListSchema = z.strictObject({ claims: z.array(ClaimSummarySchema) }).meta({ id: 'ClaimList' });
export type ClaimList = z.infer<typeof ClaimListSchema>;

export const ClaimParamsSchema = z.strictObject({ uuid: UuidSchema });

export const ClaimAppealRequestSchema = z
  .strictObject({
    note: z.string().trim().min(1, 'Tell us why the decision is wrong').max(2000, 'Use at most 2000 characters'),
  })
  .meta({ id: 'ClaimAppealRequest' });
export type ClaimAppealRequest = z.input<typeof ClaimAppealRequestSchema>;

/** POST /claims/:uuid/documents/: what an adjuster asked for, as files, with an optional note. */
export const CLAIM_DOCUMENT_LIMITS = { ...CLAIM_UPLOAD_LIMITS, fileField: 'documents' };
export const ClaimDocumentFieldsSchema = z
  .strictObject({ note: z.string().trim().max(2000, 'Use at most 2000 characters').optional() })
  .meta({ id: 'ClaimDocumentFields' });
export const ClaimInvoiceParamsSchema = z.strictObject({ uuid: UuidSchema, invoiceId: UuidSchema });

/** POST /claims/estimate/: the claim form's fields that decide the reimbursement (no files, clinic or description). */
const {
  description: _description,
  clinic: _clinic,
  signsBeforeCover: _signsBeforeCover,
  ...estimateShape
} = claimFieldsShape;
export const ClaimEstimateRequestSchema = z.strictObject(estimateShape).superRefine(checkClaimType).meta({
  id: 'ClaimEstimateRequest',
});
export type ClaimEstimateRequest = z.input<typeof ClaimEstimateRequestSchema>;

export const InsuranceClaimEstimatePreviewSchema = z
  .strictObject({
    claimType: z.literal('INSURANCE'),
    pet: UuidSchema,
    agreement: UuidSchema.describe('The insurance agreement that would pay'),
    policyNumber: z.string(),
    condition: ClaimConditionSchema,
    dateOfService: IsoDateSchema,
    amountCents: Cents,
    policyYear: z.strictObject({ from: IsoDateSchema, to: IsoDateSchema.describe('Exclusive') }),
    deductibleCents: Cents.describe('The yearly deductible'),
    deductibleLeftCents: Cents.describe('Deductible still to meet this policy year, before this bill'),
    deductibleAppliedCents: Cents.describe('Deductible this bill would meet'),
    reimbursementPercent: z.int(),
    coinsurancePercent: z.int(),
    annualLimitCents: Cents.nullable().describe('null: unlimited'),
    limitLeftCents: Cents.nullable().describe('Yearly limit left before this bill; null: unlimited'),
    estimatedReimbursementCents: Cents,
    note: z.enum(['WAITING_PERIOD', 'ANNUAL_LIMIT_REACHED']).nullable(),
    waitingPeriod: z
      .strictObject({
        condition: ClaimConditionSchema,
        coveredFrom: IsoDateSchema,
        message: z.string(),
      })
      .nullable()
      .describe('Set when the date of service is inside the waiting period of the condition: nothing is paid'),
  })
  .meta({
    id: 'InsuranceClaimEstimatePreview',
    description:
      'Before filing: waiting period, then the deductible left this policy year, then the reimbursement rate, then the limit left',
  });
export type InsuranceClaimEstimatePreview = z.infer<typeof InsuranceClaimEstimatePreviewSchema>;

export const WellnessClaimEstimatePreviewSchema = z
  .strictObject({
    claimType: z.literal('WELLNESS'),
    pet: UuidSchema,
    agreement: UuidSchema.describe('The wellness plan (purchase agreement) whose allowance would pay'),
    policyNumber: z.string(),
    wellnessPlanName: z.string(),
    wellnessService: WellnessServiceSchema,
    serviceLabel: z.string(),
    dateOfService: IsoDateSchema,
    amountCents: Cents,
    planYear: z.strictObject({ from: IsoDateSchema, to: IsoDateSchema.describe('Exclusive') }),
    allowanceCents: Cents.describe("The service's yearly allowance"),
    allowanceLeftCents: Cents.describe(
      'Left this plan year before this bill, after every claim for the service not denied (pending ones too)',
    ),
    estimatedReimbursementCents: Cents.describe('The bill in full, up to the allowance left'),
    note: z.enum(['ALLOWANCE_REACHED']).nullable().describe('ALLOWANCE_REACHED: the bill is more than is left'),
  })
  .meta({
    id: 'WellnessClaimEstimatePreview',
    description:
      'Before filing a wellness item: paid in full up to what is left of the service allowance this plan year',
  });
export type WellnessClaimEstimatePreview = z.infer<typeof WellnessClaimEstimatePreviewSchema>;

export const ClaimEstimatePreviewSchema = z
  .discriminatedUnion('claimType', [InsuranceClaimEstimatePreviewSchema, WellnessClaimEstimatePreviewSchema])
  .meta({ id: 'ClaimEstimatePreview' });
export type ClaimEstimatePreview = z.infer<typeof ClaimEstimatePreviewSchema>;
