// Building blocks every contract module shares. Zod only: the front end imports these too.
import { z } from 'zod';

/** Money travels as integer US cents everywhere; field names end in `Cents`. */
export const Cents = z.int().min(0).max(100_000_000);

export const PetTypeSchema = z.literal([0, 1]).meta({ id: 'PetType', description: '0 dog, 1 cat' });
export type PetType = z.infer<typeof PetTypeSchema>;
export const PET_TYPE = { DOG: 0, CAT: 1 } as const;

export const BillingIntervalSchema = z.enum(['month', 'year']).meta({ id: 'BillingInterval' });
export type BillingInterval = z.infer<typeof BillingIntervalSchema>;

export const AgreementStatusSchema = z.enum(['ACTIVE', 'CANCELLED', 'EXPIRED', 'LAPSED']).meta({
  id: 'AgreementStatus',
  description: 'Only ACTIVE agreements give cover. LAPSED: a premium stayed unpaid after its last retry.',
});
export type AgreementStatus = z.infer<typeof AgreementStatusSchema>;

export const ProductSchema = z.enum(['INSURANCE', 'WELLNESS']).meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export const UsStateSchema = z.enum(US_STATES, { error: 'Choose a US state' }).meta({ id: 'UsState' });
export type UsState = z.infer<typeof UsStateSchema>;

/** Each state's name, for pickers and sentences ("in Pennsylvania"). */
export const US_STATE_NAMES: Record<UsState, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'Washington, DC',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const ZipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code')
  .meta({ id: 'ZipCode', description: 'US 5-digit ZIP code' });

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** US phone: 10 digits, optionally with +1 and punctuation; normalised to +1XXXXXXXXXX. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(32, 'Phone number is too long')
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^(\+?1)?\d{10}$/, 'Enter a 10-digit US phone number'))
  .transform((v) => `+1${v.slice(-10)}`);

/** Our password policy for a new account (sign-up and checkout alike): 8+ characters with a letter and a number. */
export const NewPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')
  .regex(/[A-Za-z]/, 'Include at least one letter.')
  .regex(/\d/, 'Include at least one number.');

export const PersonNameSchema = z.string().trim().min(1, 'Required').max(80, 'Use at most 80 characters');
export const PetNameSchema = z.string().trim().min(1, 'Required').max(60, 'Use at most 60 characters');
export const UuidSchema = z.uuid('Not a valid id');
export const IsoDateSchema = z.iso.date('Use the format YYYY-MM-DD');
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const DEDUCTIBLE_OPTIONS = [250, 500, 1000] as const;
export const COINSURANCE_OPTIONS = [0, 10, 20] as const;
export const DEFAULT_DEDUCTIBLE = 1000;
export const DEFAULT_COINSURANCE_PERCENT = 10 as const;
export const DeductibleSchema = z
  .literal(DEDUCTIBLE_OPTIONS)
  .meta({ id: 'Deductible', description: 'Yearly deductible in US dollars' });
export const CoinsurancePercentSchema = z.literal(COINSURANCE_OPTIONS).meta({
  id: 'CoinsurancePercent',
  description: 'Share of each vet bill the customer pays; reimbursement is 100 minus this',
});

/** Referrer data carried from the query string: referrer id, referrer type, referral promo code. */
export const ReferrerSchema = z
  .strictObject({
    ri: z.string().trim().min(1).max(64).optional(),
    rt: z.string().trim().min(1).max(32).optional(),
    rpc: z.string().trim().min(1).max(64).optional(),
  })
  .meta({ id: 'Referrer' });
export type Referrer = z.infer<typeof ReferrerSchema>;

export const UtmSchema = z
  .strictObject({
    source: z.string().trim().max(200).optional(),
    medium: z.string().trim().max(200).optional(),
    campaign: z.string().trim().max(200).optional(),
    content: z.string().trim().max(200).optional(),
    term: z.string().trim().max(200).optional(),
  })
  .meta({ id: 'Utm', description: 'Marketing source, from the utm_* query parameters' });
export type Utm = z.infer<typeof UtmSchema>;

export const PromoCodeSchema = z
  .strictObject({
    code: z.string(),
    percentOff: z.int().min(1).max(100),
    description: z.string(),
    expiresAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof PromoCodeSchema>;

export const PromoCodeInputSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Required')
  .max(40, 'Use at most 40 characters')
  .regex(/^[A-Z0-9-]+$/, 'Use letters, digits and dashes only');
