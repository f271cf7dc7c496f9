// The signed-in customer's pets.
import { z } from 'zod';
import { InsuranceAgreementSchema, PurchaseAgreementSchema } from './agreements';
import {
  CoinsurancePercentSchema,
  DeductibleSchema,
  IsoDateTimeSchema,
  PetNameSchema,
  PetTypeSchema,
  UuidSchema,
} from './common';
import { PetAgeSchema } from './quotes';

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
    age: z.int(),
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
    age: PetAgeSchema,
    quiz: PetQuizSchema.partial().optional(),
  })
  .meta({ id: 'PetCreate' });
export type PetCreate = z.input<typeof PetCreateSchema>;

export const PetUpdateSchema = z
  .strictObject({
    name: PetNameSchema.optional(),
    breedId: z.int().positive().optional(),
    age: PetAgeSchema.optional(),
    quiz: PetQuizSchema.partial().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to update' })
  .meta({ id: 'PetUpdate' });
export type PetUpdate = z.input<typeof PetUpdateSchema>;

export const PetParamsSchema = z.strictObject({ uuid: UuidSchema });
