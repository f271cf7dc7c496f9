// The quiz's answers and cart as the steps, the price screen and checkout all read them. Everything
// lives under the spec §3 storage keys (@tailwise/shared storageKeys), so a refresh keeps the step and
// the answers, and the shell's Unexpected Error reload clears exactly this.
import type { ShippingAddress } from '@tailwise/shared/contract';

export type Deductible = 250 | 500 | 1000;
export type CoinsurancePercent = 0 | 10 | 20;

/** One pet's answers (storageKeys.currentPets holds QuizPet[]). */
export interface QuizPet {
  /** Client id: React keys, and how cart choices and quote lines find their pet. */
  key: string;
  /** Set for a signed-in customer's existing pet (upsell flows): name, type, breed and age come from /me/. */
  uuid?: string;
  name: string;
  petType: 0 | 1 | null;
  breedId: number | null;
  breedName: string | null;
  /** Whole years; 0 for under one year. */
  age: number | null;
}

/** What the price screen chose for a pet (storageKeys.petsCart holds CartChoice[]). */
export interface CartChoice {
  petKey: string;
  /** null buys no insurance for this pet. */
  insurance: { deductible: Deductible; coinsurancePercent: CoinsurancePercent; isUncapped: boolean } | null;
  /** e.g. 'dog-classic'; null buys no wellness plan. */
  wellnessPlanId: string | null;
}

/** Checkout's contact and address answers (storageKeys.shipping / billing / matchShipping). */
export type AddressDraft = Partial<ShippingAddress>;

/**
 * One checkout attempt (storageKeys.checkoutSubmittedData, session storage): the Idempotency-Key is
 * reused for a retry, a double click or a refresh of the same cart, and replaced when the cart changes.
 */
export interface CheckoutAttempt {
  idempotencyKey: string;
  /** A stable hash of the request body the key was made for. */
  fingerprint: string;
  /** Set once the purchase completed, for the success screen after a refresh. */
  purchaseId?: string;
}
