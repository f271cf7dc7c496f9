// The sample pets and the sums behind the example prices; the live quote itself is in api/sample-quote.ts.
import type { Quote, QuoteRequest } from '@tailwise/shared/contract';

export type Deductible = 250 | 500 | 1000;
export type Coinsurance = 0 | 10 | 20;

export interface SamplePet {
  key: 'dog' | 'cat';
  name: string;
  petType: 0 | 1;
  /** A stable breed id from the API catalogue. */
  breedId: number;
  breedName: string;
  age: number;
}

export const samplePets: readonly SamplePet[] = [
  { key: 'dog', name: 'Biscuit', petType: 0, breedId: 177, breedName: 'Labrador Retriever', age: 3 },
  { key: 'cat', name: 'Miso', petType: 1, breedId: 1031, breedName: 'Domestic Shorthair', age: 2 },
];

export const SAMPLE_ZIP = '43215';
export const SAMPLE_PLACE = 'Columbus, Ohio';

export interface SampleQuoteInput {
  pet: SamplePet;
  zipCode: string;
  deductible: Deductible;
  coinsurancePercent: Coinsurance;
}

export function sampleQuoteRequest({ pet, zipCode, deductible, coinsurancePercent }: SampleQuoteInput): QuoteRequest {
  return {
    zipCode,
    billingInterval: 'month',
    isUncapped: false,
    pets: [
      {
        name: pet.name,
        petType: pet.petType,
        breedId: pet.breedId,
        age: pet.age,
        insurance: { deductible, coinsurancePercent },
      },
    ],
  };
}

/** Monthly insurance price of the sample pet, in cents, or null. */
export const monthlyPriceCents = (quote: Quote | undefined) => quote?.pets[0]?.insurance?.priceCents ?? null;

/** What comes back on a bill: (bill - deductible) x reimbursement, never below zero (whole dollars). */
export function reimbursementFor(billDollars: number, deductible: number, coinsurancePercent: number): number {
  return Math.max(0, Math.round(((billDollars - deductible) * (100 - coinsurancePercent)) / 100));
}
