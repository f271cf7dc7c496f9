// Leads: a visitor's email and pet-owner details, captured before checkout.
import { z } from 'zod';
import {
  EmailSchema,
  IsoDateTimeSchema,
  PersonNameSchema,
  PhoneSchema,
  ReferrerSchema,
  UsStateSchema,
  UtmSchema,
  UuidSchema,
  ZipCodeSchema,
} from './common';
import { SavedQuoteSchema } from './quotes';

export const LeadCreateSchema = z
  .strictObject({
    email: EmailSchema,
    firstName: PersonNameSchema.optional(),
    lastName: PersonNameSchema.optional(),
    city: z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters').optional(),
    state: UsStateSchema.optional(),
    zipCode: ZipCodeSchema.optional(),
    isUncapped: z.boolean().default(false),
    newsletterSubscriber: z.boolean().default(false),
    utm: UtmSchema.optional(),
    referrer: ReferrerSchema.optional(),
    lid: z
      .int('Not a valid lead id')
      .positive('Not a valid lead id')
      .max(2_147_483_647, 'Not a valid lead id')
      .optional()
      .describe(
        'The lead id the visitor arrived with (?lid=, e.g. from an earlier quote email): the new lead records it as its source',
      ),
  })
  .meta({ id: 'LeadCreate' });
export type LeadCreate = z.input<typeof LeadCreateSchema>;

export const LeadSchema = z
  .strictObject({
    id: z.int().positive(),
    uuid: UuidSchema,
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    city: z.string().nullable(),
    state: UsStateSchema.nullable(),
    zipCode: z.string().nullable(),
    isUncapped: z.boolean(),
    newsletterSubscriber: z.boolean(),
    smsConsent: z.boolean(),
    utm: UtmSchema,
    referrer: ReferrerSchema,
    createdAt: IsoDateTimeSchema,
    savedQuote: SavedQuoteSchema.nullable()
      .optional()
      .describe('The cart saved with PUT /leads/{uuid}/quote/; the API always sends it, null when none'),
    savedQuoteAt: IsoDateTimeSchema.nullable().optional().describe('When the quote was last saved; null when none'),
    sourceLeadId: z
      .int()
      .nullable()
      .optional()
      .describe(
        'The earlier lead this one came from (the lid it was created with), when that lead exists; the API always sends it',
      ),
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof LeadSchema>;

export const LeadParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^(\d{1,10}|[0-9a-fA-F-]{36})$/, 'Use a lead id or uuid')
    .describe('Numeric lead id (needs uuid or ownership) or the lead uuid'),
});
export const LeadQuerySchema = z.strictObject({
  uuid: UuidSchema.optional().describe('Proves the caller holds the lead when reading by numeric id'),
});

export const LeadUuidParamsSchema = z.strictObject({ uuid: UuidSchema.describe('The lead uuid') });

export const SaveLeadQuoteSchema = z
  .strictObject({ savedQuote: SavedQuoteSchema })
  .meta({ id: 'SaveLeadQuote', description: 'Stores the cart on the lead and emails a link to /onboard?lid=<uuid>' });
export type SaveLeadQuote = z.input<typeof SaveLeadQuoteSchema>;

export const SmsConsentSchema = z
  .strictObject({
    uuid: UuidSchema.describe('The lead uuid'),
    phone: PhoneSchema,
    smsConsent: z.boolean(),
  })
  .meta({ id: 'SmsConsent' });
export type SmsConsent = z.input<typeof SmsConsentSchema>;

export const SaveLeadCartSchema = z.strictObject({ savedQuote: SavedQuoteSchema }).meta({
  id: 'SaveLeadCart',
  description: 'Keeps the quiz cart on the lead as checkout opens (no email); a signed-in caller owns the lead',
});
export type SaveLeadCart = z.input<typeof SaveLeadCartSchema>;

/** The path a saved quote resumes at (the quiz restores the lead's cart there): `/onboard?lid=<lead uuid>`. */
export const resumeQuotePath = (leadUuid: string): string => `/onboard?lid=${encodeURIComponent(leadUuid)}`;

export const UnfinishedQuoteSchema = z
  .strictObject({
    leadUuid: UuidSchema,
    petNames: z.array(z.string()).describe('The named pets of the cart, in order (unnamed pets are left out)'),
    petCount: z.int().min(1),
    resumePath: z.string().describe('Where the quiz restores it: /onboard?lid=<lead uuid>'),
    savedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'UnfinishedQuote' });
export type UnfinishedQuote = z.infer<typeof UnfinishedQuoteSchema>;

export const MyUnfinishedQuoteSchema = z
  .strictObject({
    unfinishedQuote: UnfinishedQuoteSchema.nullable().describe('The newest cart left before paying; null when none'),
  })
  .meta({ id: 'MyUnfinishedQuote' });
export type MyUnfinishedQuote = z.infer<typeof MyUnfinishedQuoteSchema>;
