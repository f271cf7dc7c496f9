// Agreements: insurance policies and wellness plan purchases, as the profile and pets show them.
import { z } from 'zod';
import {
  AgreementStatusSchema,
  BillingIntervalSchema,
  Cents,
  CoinsurancePercentSchema,
  DeductibleSchema,
  IsoDateSchema,
  UuidSchema,
} from './common';

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
  })
  .meta({ id: 'InsuranceAgreement' });
export type InsuranceAgreement = z.infer<typeof InsuranceAgreementSchema>;

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
  })
  .meta({ id: 'PurchaseAgreement', description: 'A wellness plan purchase' });
export type PurchaseAgreement = z.infer<typeof PurchaseAgreementSchema>;
