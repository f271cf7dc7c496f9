// The signed-in customer's pets.
import { z } from 'zod';
import { InsuranceAgreementSchema, PurchaseAgreementSchema } from './agreements';
import {
  CoinsurancePercentSchema,
  DeductibleSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  PetNameSchema,
  PetTypeSchema,
  UuidSchema,
} from './common';
import { PET_AGE_MAX, PetAgeSchema } from './quotes';

/** Whole years from a birth date to `today` (both YYYY-MM-DD); the age a pet with a birthday is shown and priced at. */
export function ageFromBirthDate(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return Math.max(0, ty - by - (hadBirthday ? 0 : 1));
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/** A pet's birthday: a real day, not in the future, and no older than the oldest age we insure (plus a year). */
export const PetBirthDateSchema = IsoDateSchema.refine((day) => day <= utcToday(), {
  message: 'The birthday can’t be in the future',
}).refine((day) => ageFromBirthDate(day, utcToday()) <= PET_AGE_MAX, {
  message: `Use a birthday at most ${PET_AGE_MAX} years ago`,
});

export const PetQuizSchema = z
  .strictObject({
    wellnessOffering: z.string().max(40).nullable(),
    coinsurancePercent: CoinsurancePercentSchema.nullable(),
    deductible: DeductibleSchema.nullable(),
  })
  .meta({ id: 'PetQuiz', description: 'What the quiz chose for this pet' });
export type PetQuiz = z.infer<typeof PetQuizSchema>;

export const PetSchema = z
  .strictObject({
    uuid: UuidSchema,
    name: z.string(),
    breed: z.int().describe('Breed id'),
    breedName: z.string(),
    petType: PetTypeSchema,
    age: z.int().describe('Whole years; derived from birthDate when it is set'),
    birthDate: IsoDateSchema.nullable()
      .optional()
      .describe('Optional birthday (always sent by the API; optional so older fixtures parse)'),
    quiz: PetQuizSchema,
    insurance: InsuranceAgreementSchema.nullable().describe('The ACTIVE insurance agreement, if any'),
    wellness: PurchaseAgreementSchema.nullable().describe('The ACTIVE wellness plan, if any'),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'Pet' });
export type Pet = z.infer<typeof PetSchema>;

export const PetListSchema = z.strictObject({ pets: z.array(PetSchema) }).meta({ id: 'PetList' });
export type PetList = z.infer<typeof PetListSchema>;

export const PetCreateSchema = z
  .strictObject({
    name: PetNameSchema,
    petType: PetTypeSchema,
    breedId: z.int().positive(),
    age: PetAgeSchema.optional().describe('Whole years; required unless birthDate is sent'),
    birthDate: PetBirthDateSchema.optional().describe('The age derives from it when both are sent'),
    quiz: PetQuizSchema.partial().optional(),
  })
  .refine((v) => v.age !== undefined || v.birthDate !== undefined, {
    message: 'Enter the age or the birthday',
    path: ['age'],
  })
  .meta({ id: 'PetCreate' });
export type PetCreate = z.input<typeof PetCreateSchema>;

export const PetUpdateSchema = z
  .strictObject({
    name: PetNameSchema.optional(),
    breedId: z.int().positive().optional(),
    age: PetAgeSchema.optional().describe('Sent without birthDate, it replaces a birthday on file'),
    birthDate: PetBirthDateSchema.nullable().optional().describe('null removes the birthday (the age stays)'),
    quiz: PetQuizSchema.partial().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to update' })
  .meta({ id: 'PetUpdate' });
export type PetUpdate = z.input<typeof PetUpdateSchema>;

export const PetParamsSchema = z.strictObject({ uuid: UuidSchema });
