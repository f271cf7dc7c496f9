// What pet cover costs an employee per paycheck: the example pets and where they live. The prices come
// from the API (paycheck-examples.ts); the sum from a monthly price to a deduction is perPaycheckCents.
import type { Quote } from '@tailwise/shared/contract';

export interface ExamplePet {
  key: string;
  petType: 0 | 1;
  /** The API breed catalogue's id. */
  breedId: number;
  description: string;
  age: number;
}

/** Three pets an HR team recognises: a family dog, an older large dog and an indoor cat. */
export const EXAMPLE_PETS: readonly ExamplePet[] = [
  { key: 'beagle', petType: 0, breedId: 31, description: 'Beagle', age: 4 },
  { key: 'golden', petType: 0, breedId: 137, description: 'Golden Retriever', age: 8 },
  { key: 'cat', petType: 1, breedId: 1030, description: 'Mediumhair cat', age: 6 },
];

/** Prices depend on where the employee lives: the examples are for Philadelphia, like our largest group. */
export const EXAMPLE_ZIP = '19107';
export const EXAMPLE_PLACE = 'Philadelphia';
/** The group whose promo shows the group discount (GET /payment_profiles/group/{group}/promo/). */
export const EXAMPLE_GROUP = 'city-of-philadelphia';

export interface PaycheckExample {
  pet: ExamplePet;
  /** Monthly insurance price before any discount. */
  listMonthlyCents: number;
  /** Monthly price with the group's discount (the list price when the group has none). */
  groupMonthlyCents: number;
}

export interface PaycheckExamples {
  /** The group discount in percent, or null when the example group has no promo. */
  groupDiscountPercent: number | null;
  examples: PaycheckExample[];
}

/** One pet's figures from its quote (default cover: $1,000 deductible, 90% back, capped yearly benefit). */
export function exampleFromQuote(pet: ExamplePet, quote: Quote): PaycheckExample {
  const insurance = quote.pets[0]?.insurance;
  if (!insurance) throw new Error(`The quote for the ${pet.description} has no insurance`);
  return { pet, listMonthlyCents: insurance.listMonthlyCents, groupMonthlyCents: insurance.priceCents };
}
