// The signed-in customer's profile (spec §3 "Me") and its updates.
import { z } from 'zod';
import { InsuranceAgreementSchema, PurchaseAgreementSchema } from './agreements';
import {
  Cents,
  IsoDateSchema,
  IsoDateTimeSchema,
  PersonNameSchema,
  PhoneSchema,
  ProductSchema,
  UsStateSchema,
  UuidSchema,
  ZipCodeSchema,
} from './common';

export const ShippingAddressSchema = z
  .strictObject({
    firstName: PersonNameSchema,
    lastName: PersonNameSchema,
    address: z.string().trim().min(1, 'Required').max(200, 'Use at most 200 characters'),
    addressComponent: z
      .string()
      .trim()
      .max(200, 'Use at most 200 characters')
      .nullable()
      .optional()
      .describe('Apartment, suite, unit'),
    city: z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters'),
    state: UsStateSchema,
    zipCode: ZipCodeSchema,
  })
  .meta({ id: 'ShippingAddress' });
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const PaymentProviderTypeSchema = z.enum(['CARD', 'GROUP']).meta({ id: 'PaymentProviderType' });
export type PaymentProviderType = z.infer<typeof PaymentProviderTypeSchema>;

export const WalletPaymentProviderSchema = z
  .strictObject({
    paymentProvider: PaymentProviderTypeSchema,
    paymentProviderId: z.string().describe('Card id for CARD, group id for GROUP'),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    expMonth: z.int().nullable(),
    expYear: z.int().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'WalletPaymentProvider' });
export type WalletPaymentProvider = z.infer<typeof WalletPaymentProviderSchema>;

export const WalletSchema = z
  .strictObject({ paymentProviders: z.array(WalletPaymentProviderSchema) })
  .meta({ id: 'Wallet', description: 'Cards (brand, last 4, expiry) and employer payroll; one is the default' });
export type Wallet = z.infer<typeof WalletSchema>;

export const PaymentMethodCreateSchema = z
  .strictObject({
    token: z
      .string('Enter a card token')
      .trim()
      .min(1, 'Required')
      .max(100, 'Not a card token')
      .regex(/^tok_[A-Za-z0-9_-]+$/, 'Not a card token: get one from POST /payments/tokens/'),
    isDefault: z.boolean().optional().describe('Make it the default card; the first card of a wallet always is'),
  })
  .meta({ id: 'PaymentMethodCreate', description: 'Adds a tokenized card (POST /payments/tokens/) to my wallet' });
export type PaymentMethodCreate = z.input<typeof PaymentMethodCreateSchema>;

/** A wallet entry's id: a card id (card_visa_4242_122030) or, for GROUP, the group id. */
export const PaymentProviderIdSchema = z
  .string()
  .min(1, 'Required')
  .max(100, 'Not a payment method id')
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a payment method id');

export const PaymentMethodParamsSchema = z.strictObject({
  paymentProviderId: PaymentProviderIdSchema.describe('wallet.paymentProviders[].paymentProviderId'),
});

export const MeSchema = z
  .strictObject({
    id: UuidSchema,
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    shippingAddress: ShippingAddressSchema.nullable(),
    wallet: z.strictObject({ paymentProviders: z.array(WalletPaymentProviderSchema) }),
    purchaseAgreements: z.array(PurchaseAgreementSchema),
    insuranceAgreements: z.array(InsuranceAgreementSchema),
    interestedIn: z.array(ProductSchema),
    nextPayment: z
      .strictObject({
        date: IsoDateSchema,
        amountCents: Cents.describe('Every agreement charged that day, added up'),
        agreements: z.array(UuidSchema).describe('The agreements charged that day'),
      })
      .nullable()
      .optional()
      .describe('The soonest charge across all agreements; null when nothing is due (always sent by the API)'),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

export const ProfileUpdateSchema = z
  .strictObject({
    firstName: PersonNameSchema.optional(),
    lastName: PersonNameSchema.optional(),
    phone: PhoneSchema.nullable().optional(),
    shippingAddress: ShippingAddressSchema.optional(),
    interestedIn: z.array(ProductSchema).max(2).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to update' })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export const VerifyEmailCodeParamsSchema = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Not a valid verification code'),
});

export const VerifyEmailSentSchema = z
  .strictObject({ sent: z.literal(true), expiresAt: IsoDateTimeSchema })
  .meta({ id: 'VerifyEmailSent' });
export type VerifyEmailSent = z.infer<typeof VerifyEmailSentSchema>;

export const VerifyEmailResultSchema = z
  .strictObject({ emailVerified: z.literal(true) })
  .meta({ id: 'VerifyEmailResult' });
export type VerifyEmailResult = z.infer<typeof VerifyEmailResultSchema>;
