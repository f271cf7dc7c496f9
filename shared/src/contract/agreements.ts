// Agreements: insurance policies and wellness plan purchases, as the profile and pets show them.
import { z } from 'zod';
import {
  AgreementStatusSchema,
  BillingIntervalSchema,
  Cents,
  CoinsurancePercentSchema,
  DeductibleSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  UuidSchema,
} from './common';
import { WellnessServiceSchema } from './catalog';

export const NextPaymentSchema = z
  .strictObject({
    date: IsoDateSchema.describe('First day of the next billing period (start date + whole months or years)'),
    amountCents: Cents,
  })
  .meta({ id: 'NextPayment', description: "An agreement's next charge" });
export type NextPayment = z.infer<typeof NextPaymentSchema>;

/**
 * Added after the first release, so optional on the wire schema (old fixtures stay valid); the API always sends them.
 * `endsOn` is the last day of cover once the customer cancelled (null while the plan runs on).
 */
const agreementLifecycle = {
  policyNumber: z.string().optional().describe('Stable human policy number, e.g. TW-I-000123 (wellness: TW-W-…)'),
  cancelledAt: IsoDateTimeSchema.nullable().optional().describe('When the customer cancelled; null if never'),
  endsOn: IsoDateSchema.nullable()
    .optional()
    .describe('Last day of cover after a cancellation (status stays ACTIVE until then); null while it runs on'),
  nextPayment: NextPaymentSchema.nullable()
    .optional()
    .describe('The next charge; null once cancelled or no longer ACTIVE (always sent by the API)'),
};

export const InsuranceAgreementSchema = z
  .strictObject({
    uuid: UuidSchema,
    status: AgreementStatusSchema,
    pet: UuidSchema.describe('The pet uuid'),
    billingInterval: BillingIntervalSchema,
    deductible: DeductibleSchema,
    coinsurancePercent: CoinsurancePercentSchema,
    reimbursementPercent: z.int(),
    isUncapped: z.boolean(),
    annualLimitCents: Cents.nullable(),
    priceCents: Cents.describe('Per billing interval'),
    startDate: IsoDateSchema,
    accidentCoverageDate: IsoDateSchema,
    illnessCoverageDate: IsoDateSchema,
    cruciateLigamentCoverageDate: IsoDateSchema,
    ...agreementLifecycle,
  })
  .meta({ id: 'InsuranceAgreement' });
export type InsuranceAgreement = z.infer<typeof InsuranceAgreementSchema>;

export const WellnessAllowanceSchema = z
  .strictObject({
    yearFrom: IsoDateSchema.describe('First day of the current plan year'),
    yearTo: IsoDateSchema.describe('First day of the next plan year'),
    totalCents: Cents,
    usedCents: Cents.describe('Wellness claims of this plan year that were approved (estimate) or paid (amount paid)'),
    leftCents: Cents,
    services: z.array(
      z.strictObject({
        service: WellnessServiceSchema,
        label: z.string(),
        annualAllowanceCents: Cents,
        usedCents: Cents,
        leftCents: Cents,
      }),
    ),
  })
  .meta({
    id: 'WellnessAllowance',
    description:
      'What is left of the plan year: the allowance less the approved and paid wellness claims whose date of service falls in it',
  });
export type WellnessAllowance = z.infer<typeof WellnessAllowanceSchema>;

export const PurchaseAgreementSchema = z
  .strictObject({
    uuid: UuidSchema,
    status: AgreementStatusSchema,
    pet: UuidSchema.describe('The pet uuid'),
    billingInterval: BillingIntervalSchema,
    wellnessPlanId: z.string(),
    wellnessPlanName: z.string(),
    priceCents: Cents.describe('Per billing interval'),
    startDate: IsoDateSchema,
    ...agreementLifecycle,
    allowance: WellnessAllowanceSchema.optional().describe(
      "This plan year's allowance per service (always sent by the API)",
    ),
  })
  .meta({ id: 'PurchaseAgreement', description: 'A wellness plan purchase' });
export type PurchaseAgreement = z.infer<typeof PurchaseAgreementSchema>;

export const AgreementKindSchema = z.enum(['INSURANCE', 'WELLNESS']).meta({ id: 'AgreementKind' });
export type AgreementKind = z.infer<typeof AgreementKindSchema>;

export const AgreementParamsSchema = z.strictObject({ uuid: UuidSchema });

/** Days after the start date in which cancelling a plan with no claim refunds everything (the free-look period). */
export const FREE_LOOK_DAYS = 30;

export const RefundStatusSchema = z.enum(['REFUNDED', 'PENDING', 'NOT_APPLICABLE']).meta({
  id: 'RefundStatus',
  description: 'NOT_APPLICABLE: nothing to refund (after free look, a claim made, payroll, no charge)',
});
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

export const CancellationSchema = z
  .strictObject({
    agreement: UuidSchema,
    kind: AgreementKindSchema,
    policyNumber: z.string(),
    cancelled: z.boolean().describe('false: a preview of cancelling today; true: cancelled'),
    cancelledAt: IsoDateTimeSchema.nullable(),
    status: AgreementStatusSchema.describe('The agreement status once cancelled (CANCELLED in free look, else ACTIVE)'),
    freeLook: z
      .boolean()
      .describe(`Cancelled (or cancelling) within ${FREE_LOOK_DAYS} days of the start date, with no claim on the plan`),
    freeLookLostToClaim: z
      .boolean()
      .describe(
        `Within ${FREE_LOOK_DAYS} days of the start date, but the plan has a claim that was not denied: no free-look ` +
          'refund, the rules after the free look apply (freeLook false)',
      ),
    freeLookEndsOn: IsoDateSchema.describe('Last day a cancellation is refunded in full, if no claim was made'),
    endsOn: IsoDateSchema.describe(
      'Last day of cover: the cancellation day in free look, else the end of the paid period',
    ),
    refundCents: Cents,
    refundMethod: z.enum(['CARD', 'PAYROLL', 'NONE']).describe('Where the refund goes; NONE when nothing is refunded'),
    refundStatus: RefundStatusSchema,
    message: z.string().describe('One sentence for the customer, e.g. why there is no refund'),
  })
  .meta({ id: 'Cancellation', description: 'Preview (GET …/cancellation/) or result (POST …/cancel/)' });
export type Cancellation = z.infer<typeof CancellationSchema>;
