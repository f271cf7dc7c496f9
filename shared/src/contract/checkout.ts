// Checkout: one call that buys insurance and wellness for a cart of pets.
import { z } from 'zod';
import { InsuranceAgreementSchema, PurchaseAgreementSchema } from './agreements';
import {
  BillingIntervalSchema,
  Cents,
  CoinsurancePercentSchema,
  DeductibleSchema,
  PetNameSchema,
  PetTypeSchema,
  PhoneSchema,
  PromoCodeInputSchema,
  ReferrerSchema,
  UuidSchema,
} from './common';
import { PaymentProviderIdSchema, ShippingAddressSchema } from './me';
import { PetSchema } from './pets';
import { PetAgeSchema, QuoteSchema } from './quotes';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Use at least 8 characters')
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'Use printable ASCII');

export const CheckoutPetSchema = z
  .strictObject({
    uuid: UuidSchema.optional().describe('An existing pet of the signed-in customer (upsell); omit to add a new pet'),
    name: PetNameSchema.optional(),
    petType: PetTypeSchema.optional(),
    breedId: z.int().positive().optional(),
    age: PetAgeSchema.optional(),
    insurance: z
      .strictObject({
        deductible: DeductibleSchema.optional(),
        coinsurancePercent: CoinsurancePercentSchema.optional(),
        isUncapped: z
          .boolean()
          .optional()
          .describe('Unlimited yearly benefit for this pet; default: the cart-level isUncapped'),
      })
      .nullable()
      .optional()
      .describe(
        'Buys insurance: {} for the default options. Omitted or null buys none (unlike a quote, checkout never buys by default)',
      ),
    wellnessPlanId: z.string().max(40).nullable().optional().describe('Buys this wellness plan, e.g. dog-classic'),
  })
  .superRefine((pet, ctx) => {
    if (pet.uuid) {
      for (const k of ['name', 'petType', 'breedId', 'age'] as const) {
        if (pet[k] !== undefined) ctx.addIssue({ code: 'custom', path: [k], message: 'Leave out for an existing pet' });
      }
    } else {
      for (const k of ['name', 'petType', 'breedId', 'age'] as const) {
        if (pet[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: 'Required' });
      }
    }
    if (!pet.insurance && !pet.wellnessPlanId) {
      ctx.addIssue({ code: 'custom', path: ['insurance'], message: 'Choose insurance, a wellness plan, or both' });
    }
  })
  .meta({ id: 'CheckoutPet' });
export type CheckoutPet = z.input<typeof CheckoutPetSchema>;

export const DUPLICATE_PET_MESSAGE = 'This pet is already in the cart';

/**
 * "The same pet twice" in one cart: the same existing pet (uuid, any letter case), or two new pets with the same
 * name (ignoring case and spaces), species, breed and age. Names the later entry's field (`pets.1.uuid` or
 * `pets.1.name`), as a form shows the message on the repeated pet. Checkout answers 422 DuplicatePet with these
 * fields; a form can run the same check before submitting.
 */
export function duplicatePetFields(
  pets: readonly Pick<CheckoutPet, 'uuid' | 'name' | 'petType' | 'breedId' | 'age'>[],
): Record<string, string> {
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  pets.forEach((pet, i) => {
    const [key, field] = pet.uuid
      ? [`uuid:${pet.uuid.toLowerCase()}`, `pets.${i}.uuid`]
      : [
          `new:${(pet.name ?? '').trim().replace(/\s+/g, ' ').toLowerCase()}:${pet.petType}:${pet.breedId}:${pet.age}`,
          `pets.${i}.name`,
        ];
    if (seen.has(key)) fields[field] = DUPLICATE_PET_MESSAGE;
    seen.add(key);
  });
  return fields;
}

export const CheckoutPaymentSchema = z
  .discriminatedUnion('provider', [
    z.strictObject({ provider: z.literal('CARD'), token: z.string().min(1).max(100) }),
    z.strictObject({ provider: z.literal('GROUP'), groupId: z.string().min(1).max(64) }),
    z.strictObject({
      provider: z.literal('SAVED_CARD'),
      paymentProviderId: PaymentProviderIdSchema.describe(
        "A CARD entry of the signed-in customer's wallet (Me.wallet.paymentProviders[].paymentProviderId)",
      ),
    }),
  ])
  .meta({
    id: 'CheckoutPayment',
    description:
      'CARD with a token from POST /payments/tokens/, SAVED_CARD with a card already in the wallet (upsell), or GROUP ' +
      '(payroll deduction) for a member who claimed a seat',
  });
export type CheckoutPayment = z.infer<typeof CheckoutPaymentSchema>;

export const CheckoutRequestSchema = z
  .strictObject({
    billingInterval: BillingIntervalSchema,
    isUncapped: z.boolean().default(false).describe('Default yearly limit for pets whose insurance does not say'),
    shippingAddress: ShippingAddressSchema,
    phone: PhoneSchema.optional(),
    promoCode: PromoCodeInputSchema.optional(),
    leadUuid: UuidSchema.optional(),
    referrer: ReferrerSchema.optional(),
    payment: CheckoutPaymentSchema,
    pets: z.array(CheckoutPetSchema).min(1, 'Add at least one pet').max(10, 'At most 10 pets per checkout'),
    expectedTotalCents: Cents.optional().describe(
      'The total the customer saw; a different server total answers 409 PriceChanged',
    ),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;
export type CheckoutRequestParsed = z.output<typeof CheckoutRequestSchema>;

export const CheckoutResultSchema = z
  .strictObject({
    purchaseId: UuidSchema,
    status: z.literal('COMPLETED'),
    billingInterval: BillingIntervalSchema,
    chargedCents: Cents,
    currency: z.literal('USD'),
    payment: z.strictObject({
      paymentProvider: z.enum(['CARD', 'GROUP']),
      paymentProviderId: z.string(),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
    }),
    pets: z.array(PetSchema),
    insuranceAgreements: z.array(InsuranceAgreementSchema),
    purchaseAgreements: z.array(PurchaseAgreementSchema),
    quote: QuoteSchema,
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const PriceChangedDetailsSchema = z
  .strictObject({
    expectedTotalCents: Cents.describe('What the request said the customer saw'),
    totalCents: Cents.describe('The server total now, per billing interval'),
    quote: QuoteSchema.describe('The cart priced now: show it, then submit again with its totalCents'),
  })
  .meta({ id: 'PriceChangedDetails' });
export type PriceChangedDetails = z.infer<typeof PriceChangedDetailsSchema>;

/** The 409 body when `expectedTotalCents` no longer matches: `error.details` carries the new total and quote. */
export const PriceChangedErrorSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.literal('PriceChanged'),
      message: z.string(),
      fields: z.record(z.string(), z.string()),
      details: PriceChangedDetailsSchema,
    }),
  })
  .meta({ id: 'PriceChangedError' });
export type PriceChangedError = z.infer<typeof PriceChangedErrorSchema>;
