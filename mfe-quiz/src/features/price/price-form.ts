// The price screen's form: one entry per pet plus the billing interval and the promo field. Values keep
// their types (a 1000 deductible is a number) and convert one-to-one to the stored cart (CartChoice[]).
import {
  BillingIntervalSchema,
  CoinsurancePercentSchema,
  DeductibleSchema,
  type BillingInterval,
  type InsuranceOptions,
} from '@tailwise/shared/contract';
import { z } from 'zod';
import type { CartChoice } from '../flow/state/quiz-model';

export const NO_PLAN = '';
export const NOTHING_CHOSEN = 'Choose insurance, a wellness plan, or both';

export const PetChoiceFormSchema = z.object({
  petKey: z.string(),
  insurance: z.boolean(),
  deductible: DeductibleSchema,
  coinsurancePercent: CoinsurancePercentSchema,
  isUncapped: z.boolean(),
  /** NO_PLAN for none. */
  wellnessPlanId: z.string(),
});
export type PetChoiceForm = z.infer<typeof PetChoiceFormSchema>;

export const PriceFormSchema = z.object({
  pets: z.array(PetChoiceFormSchema).superRefine((pets, ctx) => {
    pets.forEach((pet, i) => {
      if (!pet.insurance && pet.wellnessPlanId === NO_PLAN) {
        ctx.addIssue({ code: 'custom', path: [i, 'wellnessPlanId'], message: NOTHING_CHOSEN });
      }
    });
  }),
  billingInterval: BillingIntervalSchema,
  promoInput: z.string(),
});
export type PriceFormValues = z.infer<typeof PriceFormSchema>;

/** The form entry for a stored choice; a pet without insurance still holds the local defaults to switch to. */
export function choiceToForm(choice: CartChoice, options: InsuranceOptions): PetChoiceForm {
  return {
    petKey: choice.petKey,
    insurance: choice.insurance !== null,
    deductible: choice.insurance?.deductible ?? options.defaultDeductible,
    coinsurancePercent: choice.insurance?.coinsurancePercent ?? options.defaultCoinsurancePercent,
    isUncapped: choice.insurance?.isUncapped ?? false,
    wellnessPlanId: choice.wellnessPlanId ?? NO_PLAN,
  };
}

export function formToChoice(pet: PetChoiceForm): CartChoice {
  return {
    petKey: pet.petKey,
    insurance: pet.insurance
      ? { deductible: pet.deductible, coinsurancePercent: pet.coinsurancePercent, isUncapped: pet.isUncapped }
      : null,
    wellnessPlanId: pet.wellnessPlanId === NO_PLAN ? null : pet.wellnessPlanId,
  };
}

export const formDefaults = (
  choices: readonly CartChoice[],
  options: InsuranceOptions,
  billingInterval: BillingInterval,
  promoInput: string,
): PriceFormValues => ({
  pets: choices.map((c) => choiceToForm(c, options)),
  billingInterval,
  promoInput,
});
