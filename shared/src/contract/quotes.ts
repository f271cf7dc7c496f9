// Insurance quote for a cart of pets, and the options a location allows.
import { z } from 'zod';
import {
  BillingIntervalSchema,
  Cents,
  CoinsurancePercentSchema,
  DeductibleSchema,
  PetNameSchema,
  PetTypeSchema,
  PromoCodeInputSchema,
  UsStateSchema,
  ZipCodeSchema,
} from './common';

export const PET_AGE_MAX = 25;
export const PetAgeSchema = z
  .int('Enter the age in whole years')
  .min(0, 'Age cannot be negative')
  .max(PET_AGE_MAX, `Use an age up to ${PET_AGE_MAX}`);

export const QuotePetInputSchema = z
  .strictObject({
    name: PetNameSchema.optional(),
    petType: PetTypeSchema,
    breedId: z.int().positive(),
    age: PetAgeSchema.describe('Age in whole years; 0 for under one year'),
    insurance: z
      .strictObject({
        deductible: DeductibleSchema.optional().describe('Default 1000'),
        coinsurancePercent: CoinsurancePercentSchema.optional().describe(
          'Default 10, or 20 where the state requires it',
        ),
        isUncapped: z
          .boolean()
          .optional()
          .describe('Unlimited yearly benefit for this pet; default: the cart-level isUncapped'),
      })
      .nullable()
      .optional()
      .describe('Omit for default options; null prices no insurance for this pet'),
    wellnessPlanId: z.string().max(40).nullable().optional(),
  })
  .meta({ id: 'QuotePetInput' });
export type QuotePetInput = z.infer<typeof QuotePetInputSchema>;

export const QuoteRequestSchema = z
  .strictObject({
    zipCode: ZipCodeSchema,
    billingInterval: BillingIntervalSchema.default('month'),
    isUncapped: z
      .boolean()
      .default(false)
      .describe('Unlimited yearly benefit instead of the capped one, for pets whose insurance does not say'),
    promoCode: PromoCodeInputSchema.optional(),
    pets: z.array(QuotePetInputSchema).min(1, 'Add at least one pet').max(10, 'At most 10 pets per quote'),
  })
  .meta({ id: 'QuoteRequest' });
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;
export type QuoteRequestParsed = z.output<typeof QuoteRequestSchema>;

/**
 * A quiz cart kept on a lead ("Email me this quote"), to restore the quiz from `/onboard?lid=<lead uuid>`: the same
 * fields as a quote request, each pet with its name, species, breed, age, insurance options (deductible,
 * coinsurance, isUncapped; null for none) and wellness plan.
 */
export const SavedQuoteSchema = z
  .strictObject({
    zipCode: ZipCodeSchema,
    billingInterval: BillingIntervalSchema.default('month'),
    isUncapped: z.boolean().default(false).describe('Default yearly limit for pets whose insurance does not say'),
    promoCode: PromoCodeInputSchema.optional(),
    pets: z.array(QuotePetInputSchema).min(1, 'Add at least one pet').max(10, 'At most 10 pets per quote'),
  })
  .meta({ id: 'SavedQuote' });
export type SavedQuote = z.output<typeof SavedQuoteSchema>;
export type SavedQuoteInput = z.input<typeof SavedQuoteSchema>;

export const DiscountCodeSchema = z.enum(['MULTI_PET', 'ANNUAL_PAYMENT', 'PROMO_CODE']).meta({ id: 'DiscountCode' });
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

export const DiscountLineSchema = z
  .strictObject({
    code: DiscountCodeSchema,
    percent: z.number(),
    amountCents: Cents.describe('Per billing interval'),
  })
  .meta({ id: 'DiscountLine' });
export type DiscountLine = z.infer<typeof DiscountLineSchema>;

export const WaitingPeriodsSchema = z
  .strictObject({
    accidentDays: z.int(),
    illnessDays: z.int(),
    cruciateLigamentMonths: z.int(),
  })
  .meta({ id: 'WaitingPeriods' });
export type WaitingPeriods = z.infer<typeof WaitingPeriodsSchema>;

export const InsuranceOptionsSchema = z
  .strictObject({
    zipCode: ZipCodeSchema,
    state: UsStateSchema,
    restrictedState: z.boolean().describe('True where state rules narrow the options (California)'),
    deductibles: z.array(DeductibleSchema),
    coinsurancePercents: z.array(CoinsurancePercentSchema),
    defaultDeductible: DeductibleSchema,
    defaultCoinsurancePercent: CoinsurancePercentSchema,
    cappedAnnualLimitCents: Cents,
    waitingPeriods: WaitingPeriodsSchema,
  })
  .meta({ id: 'InsuranceOptions' });
export type InsuranceOptions = z.infer<typeof InsuranceOptionsSchema>;

export const InsuranceOptionsQuerySchema = z.strictObject({ zip_code: ZipCodeSchema });

export const PricingFactorsSchema = z
  .strictObject({
    baseMonthlyCents: Cents,
    breed: z.number(),
    age: z.number(),
    region: z.number(),
    deductible: z.number(),
    coinsurance: z.number(),
    annualLimit: z.number(),
  })
  .meta({ id: 'PricingFactors', description: 'The rating factors multiplied into the list price' });

export const QuotedPetSchema = z
  .strictObject({
    index: z.int().min(0),
    name: z.string().nullable(),
    petType: PetTypeSchema,
    breedId: z.int(),
    breedName: z.string(),
    age: z.int(),
    insurance: z
      .strictObject({
        deductible: DeductibleSchema,
        coinsurancePercent: CoinsurancePercentSchema,
        reimbursementPercent: z.int(),
        isUncapped: z.boolean(),
        annualLimitCents: Cents.nullable().describe('null when uncapped'),
        factors: PricingFactorsSchema,
        listMonthlyCents: Cents.describe('Monthly price before discounts'),
        listCents: Cents.describe('Price per billing interval before discounts'),
        discounts: z.array(DiscountLineSchema),
        priceCents: Cents.describe('Price per billing interval after discounts'),
      })
      .nullable(),
    wellness: z
      .strictObject({
        planId: z.string(),
        code: z.string(),
        name: z.string(),
        listMonthlyCents: Cents,
        listCents: Cents,
        discounts: z.array(DiscountLineSchema),
        priceCents: Cents,
      })
      .nullable(),
    totalCents: Cents.describe('This pet per billing interval, after discounts'),
  })
  .meta({ id: 'QuotedPet' });
export type QuotedPet = z.infer<typeof QuotedPetSchema>;

export const QuoteSchema = z
  .strictObject({
    currency: z.literal('USD'),
    billingInterval: BillingIntervalSchema,
    zipCode: ZipCodeSchema,
    state: UsStateSchema,
    restrictedState: z.boolean(),
    isUncapped: z.boolean(),
    promoCode: z.string().nullable(),
    pets: z.array(QuotedPetSchema),
    discounts: z.array(DiscountLineSchema).describe('Each discount summed over the cart'),
    subtotalCents: Cents.describe('Per billing interval, before discounts'),
    discountTotalCents: Cents,
    totalCents: Cents.describe('Per billing interval, what checkout charges'),
    waitingPeriods: WaitingPeriodsSchema,
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof QuoteSchema>;
