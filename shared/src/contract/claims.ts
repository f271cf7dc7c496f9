// Claims: a vet invoice submitted for reimbursement, and its status history.
import { z } from 'zod';
import { Cents, IsoDateSchema, IsoDateTimeSchema, UuidSchema } from './common';

export const ClaimStatusSchema = z
  .enum(['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DENIED', 'PAID'])
  .meta({ id: 'ClaimStatus' });
export type ClaimStatus = z.infer<typeof ClaimStatusSchema>;
/** The moves a claim may make; PAID and DENIED are final. */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  SUBMITTED: ['IN_REVIEW'],
  IN_REVIEW: ['APPROVED', 'DENIED'],
  APPROVED: ['PAID'],
  DENIED: [],
  PAID: [],
};

export const ClaimConditionSchema = z.enum(['ACCIDENT', 'ILLNESS', 'CRUCIATE_LIGAMENT']).meta({ id: 'ClaimCondition' });
export type ClaimCondition = z.infer<typeof ClaimConditionSchema>;

export const CLAIM_UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  fileField: 'invoices',
};

/** The text fields of the multipart claim form (files go in the `invoices` field). */
export const ClaimFieldsSchema = z
  .strictObject({
    petUuid: UuidSchema,
    condition: ClaimConditionSchema,
    dateOfService: IsoDateSchema,
    amountCents: z.coerce
      .number('Enter the invoice total in cents')
      .int('Use whole cents')
      .min(1, 'Must be more than zero')
      .max(10_000_000, 'Claims above $100,000 need a call to support'),
    description: z.string().trim().min(1, 'Required').max(2000, 'Use at most 2000 characters'),
  })
  .meta({ id: 'ClaimFields' });
export type ClaimFields = z.input<typeof ClaimFieldsSchema>;

export const ClaimInvoiceSchema = z
  .strictObject({
    id: UuidSchema,
    fileName: z.string(),
    contentType: z.enum(CLAIM_UPLOAD_LIMITS.contentTypes),
    sizeBytes: z.int(),
  })
  .meta({ id: 'ClaimInvoice' });

export const ClaimEstimateSchema = z
  .strictObject({
    deductibleAppliedCents: Cents,
    coinsurancePercent: z.int(),
    estimatedReimbursementCents: Cents,
    note: z.enum(['WAITING_PERIOD', 'ANNUAL_LIMIT_REACHED']).nullable(),
  })
  .meta({
    id: 'ClaimEstimate',
    description: 'Computed at submission from the deductible left this policy year and the coinsurance',
  });

export const ClaimHistoryEntrySchema = z
  .strictObject({ status: ClaimStatusSchema, note: z.string().nullable(), at: IsoDateTimeSchema })
  .meta({ id: 'ClaimHistoryEntry' });

export const ClaimSummarySchema = z
  .strictObject({
    uuid: UuidSchema,
    pet: UuidSchema,
    petName: z.string(),
    status: ClaimStatusSchema,
    condition: ClaimConditionSchema,
    dateOfService: IsoDateSchema,
    amountCents: Cents,
    description: z.string(),
    estimate: ClaimEstimateSchema,
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
export const ClaimInvoiceParamsSchema = z.strictObject({ uuid: UuidSchema, invoiceId: UuidSchema });

/** POST /claims/estimate/: the claim form's fields that decide the reimbursement (no files, no description). */
export const ClaimEstimateRequestSchema = ClaimFieldsSchema.omit({ description: true }).meta({
  id: 'ClaimEstimateRequest',
});
export type ClaimEstimateRequest = z.input<typeof ClaimEstimateRequestSchema>;

export const ClaimEstimatePreviewSchema = z
  .strictObject({
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
    id: 'ClaimEstimatePreview',
    description:
      'Before filing: waiting period, then the deductible left this policy year, then the reimbursement rate, then the limit left',
  });
export type ClaimEstimatePreview = z.infer<typeof ClaimEstimatePreviewSchema>;
