// The questions' schemas, built from the API contract's field rules so the quiz accepts exactly what the
// quote, the lead and checkout accept.
import { PetAgeSchema, PetNameSchema, PromoCodeInputSchema, ZipCodeSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

export const PetStepSchema = z.object({
  name: PetNameSchema,
  petType: z.literal([0, 1], { error: 'Choose dog or cat' }),
  /** PromoQuiz only; empty means none. */
  promoCode: z.union([z.literal(''), PromoCodeInputSchema]).optional(),
});

export const BreedStepSchema = z.object({
  breedId: z.number({ error: 'Choose a breed, “Mixed breed” or “Not sure”' }).int().positive(),
  breedName: z.string(),
  age: z.number({ error: 'Choose an age' }).pipe(PetAgeSchema),
});

export const ZipStepSchema = z.object({ zipCode: ZipCodeSchema });
