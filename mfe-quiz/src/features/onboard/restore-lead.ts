// "Email me this quote" links to /onboard?lid=…: the lead (GET /leads/{id}) carries the visitor's email,
// ZIP and the saved cart. This turns it back into the quiz's stored answers, so the visitor lands on
// their price with every pet and option as they left it.
import { storageKeys, writeStored, type BillingInterval } from '@tailwise/shared';
import {
  DEFAULT_COINSURANCE_PERCENT,
  DEFAULT_DEDUCTIBLE,
  QuotePetInputSchema,
  type Lead,
} from '@tailwise/shared/contract';
import { z } from 'zod';
import { newPetKey } from '../flow/state/answers';
import { claimAnswers } from '../flow/state/flow-ownership';
import type { AddressDraft, CartChoice, QuizPet } from '../flow/state/quiz-model';

// The saved quote (contract SavedQuote, sent as the lead's savedQuote) is read pet by pet with the
// contract's own pet schema: a pet this release cannot read is skipped rather than failing the restore.
const SavedQuoteShape = z.object({
  zipCode: z.string().nullish(),
  billingInterval: z.enum(['month', 'year']).nullish(),
  isUncapped: z.boolean().nullish(),
  promoCode: z.string().nullish(),
  pets: z.array(z.unknown()).default([]),
});

export interface RestoredQuote {
  pets: QuizPet[];
  cart: CartChoice[];
  zipCode: string | null;
  billingInterval: BillingInterval | null;
  promoCode: string | null;
}

/** The saved quote on a lead, as quiz pets and cart choices (empty when the lead has none). */
export function readSavedQuote(lead: Lead): RestoredQuote {
  const quote = SavedQuoteShape.safeParse(lead.savedQuote ?? {});
  const data = quote.success ? quote.data : SavedQuoteShape.parse({});
  const pets: QuizPet[] = [];
  const cart: CartChoice[] = [];
  for (const item of data.pets) {
    const parsed = QuotePetInputSchema.safeParse(item);
    if (!parsed.success) continue;
    const p = parsed.data;
    const key = newPetKey();
    pets.push({ key, name: p.name ?? '', petType: p.petType, breedId: p.breedId, breedName: null, age: p.age });
    // Omitted insurance means the default options; null means none (as in a quote request).
    const insurance = p.insurance === null ? null : (p.insurance ?? {});
    cart.push({
      petKey: key,
      insurance: insurance && {
        deductible: insurance.deductible ?? DEFAULT_DEDUCTIBLE,
        coinsurancePercent: insurance.coinsurancePercent ?? DEFAULT_COINSURANCE_PERCENT,
        isUncapped: insurance.isUncapped ?? data.isUncapped === true,
      },
      wellnessPlanId: p.wellnessPlanId ?? null,
    });
  }
  return {
    pets,
    cart,
    zipCode: data.zipCode || null,
    billingInterval: data.billingInterval ?? null,
    promoCode: data.promoCode || null,
  };
}

/** Writes the lead's answers as OnboardQuiz's own (any other flow's answers are cleared first). */
export function restoreLead(lead: Lead): RestoredQuote {
  const saved = readSavedQuote(lead);
  claimAnswers({ flowId: 'OnboardQuiz' });
  writeStored(storageKeys.leadId, lead.id);
  writeStored(storageKeys.leadUuid, lead.uuid);
  writeStored(storageKeys.backupEmail, lead.email);
  const zip = saved.zipCode ?? lead.zipCode;
  if (zip) writeStored(storageKeys.zipCode, zip);
  writeStored(storageKeys.currentPets, saved.pets);
  writeStored(storageKeys.currentPetIndex, 0);
  if (saved.cart.length > 0) writeStored(storageKeys.petsCart, saved.cart);
  if (saved.billingInterval) writeStored(storageKeys.billingInterval, saved.billingInterval);
  if (saved.promoCode) {
    writeStored(storageKeys.promoCode, saved.promoCode);
    writeStored(storageKeys.promoInput, saved.promoCode);
  }
  // Checkout starts from the name and address the lead already has.
  const shipping: AddressDraft = {};
  if (lead.firstName) shipping.firstName = lead.firstName;
  if (lead.lastName) shipping.lastName = lead.lastName;
  if (lead.city) shipping.city = lead.city;
  if (lead.state) shipping.state = lead.state;
  if (zip) shipping.zipCode = zip;
  if (Object.keys(shipping).length > 0) writeStored(storageKeys.shipping, shipping);
  return saved;
}
