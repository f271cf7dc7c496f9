// Breeds and wellness plan tiers: the public catalogue the quiz reads.
import { z } from 'zod';
import { Cents, PetTypeSchema } from './common';

export const BreedRiskClassSchema = z
  .enum(['LOW', 'STANDARD', 'ELEVATED', 'HIGH'])
  .meta({ id: 'BreedRiskClass', description: 'Pricing class of a breed (size and hereditary conditions)' });
export type BreedRiskClass = z.infer<typeof BreedRiskClassSchema>;

export const BreedSchema = z
  .strictObject({
    id: z.int().positive(),
    name: z.string(),
    petType: PetTypeSchema,
    riskClass: BreedRiskClassSchema,
  })
  .meta({ id: 'Breed' });
export type Breed = z.infer<typeof BreedSchema>;

export const BreedListQuerySchema = z.strictObject({
  pet_type: z.enum(['0', '1']).optional().describe('0 dog, 1 cat'),
  search: z.string().trim().max(60).optional().describe('Case-insensitive part of the name'),
});
export type BreedListQuery = z.infer<typeof BreedListQuerySchema>;

export const BreedListSchema = z.strictObject({ breeds: z.array(BreedSchema) }).meta({ id: 'BreedList' });
export type BreedList = z.infer<typeof BreedListSchema>;

export const WellnessServiceSchema = z
  .enum([
    'WELLNESS_EXAM',
    'VACCINATIONS',
    'PARASITE_PREVENTION',
    'HEARTWORM_OR_FELV_TEST',
    'FECAL_TEST',
    'BLOODWORK',
    'URINALYSIS',
    'DENTAL_CLEANING',
    'MICROCHIP',
  ])
  .meta({ id: 'WellnessService' });
export type WellnessService = z.infer<typeof WellnessServiceSchema>;

/** How each wellness service reads to a customer (plans, allowances, wellness claims). */
export const WELLNESS_SERVICE_LABELS: Record<WellnessService, string> = {
  WELLNESS_EXAM: 'Wellness exam',
  VACCINATIONS: 'Vaccinations',
  PARASITE_PREVENTION: 'Flea, tick and heartworm prevention',
  HEARTWORM_OR_FELV_TEST: 'Heartworm test (dogs) or FeLV/FIV test (cats)',
  FECAL_TEST: 'Fecal test',
  BLOODWORK: 'Bloodwork',
  URINALYSIS: 'Urinalysis',
  DENTAL_CLEANING: 'Dental cleaning',
  MICROCHIP: 'Microchip',
};

export const WellnessPlanSchema = z
  .strictObject({
    id: z.string().describe('Stable plan id, e.g. dog-classic'),
    code: z.enum(['essential', 'classic', 'premium']),
    name: z.string(),
    petType: PetTypeSchema,
    monthlyPriceCents: Cents,
    allowances: z.array(
      z.strictObject({
        service: WellnessServiceSchema,
        label: z.string(),
        annualAllowanceCents: Cents,
      }),
    ),
  })
  .meta({ id: 'WellnessPlan' });
export type WellnessPlan = z.infer<typeof WellnessPlanSchema>;

export const WellnessPlanListQuerySchema = z.strictObject({
  pet_type: z.enum(['0', '1']).optional().describe('0 dog, 1 cat'),
});
export const WellnessPlanListSchema = z
  .strictObject({ plans: z.array(WellnessPlanSchema) })
  .meta({ id: 'WellnessPlanList' });
export type WellnessPlanList = z.infer<typeof WellnessPlanListSchema>;
