// Wellness plan tiers per species: monthly price and what each covers per year (in cents).
import { WELLNESS_SERVICE_LABELS, type WellnessService } from '@tailwise/shared/contract';

export interface WellnessPlanSeed {
  id: string;
  code: 'essential' | 'classic' | 'premium';
  name: string;
  petType: 0 | 1;
  monthlyPriceCents: number;
  allowances: Array<{ service: WellnessService; label: string; annualAllowanceCents: number }>;
}

const LABELS = WELLNESS_SERVICE_LABELS;

function plan(
  petType: 0 | 1,
  code: WellnessPlanSeed['code'],
  monthlyPriceCents: number,
  allowances: Partial<Record<WellnessService, number>>,
): WellnessPlanSeed {
  const species = petType === 0 ? 'dog' : 'cat';
  return {
    id: `${species}-${code}`,
    code,
    name: code.charAt(0).toUpperCase() + code.slice(1),
    petType,
    monthlyPriceCents,
    allowances: Object.entries(allowances).map(([service, cents]) => ({
      service: service as WellnessService,
      label: LABELS[service as WellnessService],
      annualAllowanceCents: cents as number,
    })),
  };
}

export const WELLNESS_PLANS: readonly WellnessPlanSeed[] = [
  plan(0, 'essential', 1499, {
    WELLNESS_EXAM: 6000,
    VACCINATIONS: 5000,
    FECAL_TEST: 3000,
    HEARTWORM_OR_FELV_TEST: 3500,
  }),
  plan(0, 'classic', 2499, {
    WELLNESS_EXAM: 7500,
    VACCINATIONS: 7500,
    PARASITE_PREVENTION: 12000,
    HEARTWORM_OR_FELV_TEST: 4500,
    FECAL_TEST: 4000,
    BLOODWORK: 10000,
    MICROCHIP: 5000,
  }),
  plan(0, 'premium', 3999, {
    WELLNESS_EXAM: 10000,
    VACCINATIONS: 10000,
    PARASITE_PREVENTION: 20000,
    HEARTWORM_OR_FELV_TEST: 5000,
    FECAL_TEST: 5000,
    BLOODWORK: 15000,
    URINALYSIS: 6000,
    DENTAL_CLEANING: 20000,
    MICROCHIP: 6000,
  }),
  plan(1, 'essential', 1199, { WELLNESS_EXAM: 6000, VACCINATIONS: 4500, FECAL_TEST: 3000 }),
  plan(1, 'classic', 1999, {
    WELLNESS_EXAM: 7500,
    VACCINATIONS: 6500,
    PARASITE_PREVENTION: 9000,
    HEARTWORM_OR_FELV_TEST: 5000,
    FECAL_TEST: 4000,
    BLOODWORK: 9000,
    MICROCHIP: 5000,
  }),
  plan(1, 'premium', 3299, {
    WELLNESS_EXAM: 10000,
    VACCINATIONS: 9000,
    PARASITE_PREVENTION: 15000,
    HEARTWORM_OR_FELV_TEST: 6000,
    FECAL_TEST: 5000,
    BLOODWORK: 14000,
    URINALYSIS: 6000,
    DENTAL_CLEANING: 18000,
    MICROCHIP: 6000,
  }),
];
