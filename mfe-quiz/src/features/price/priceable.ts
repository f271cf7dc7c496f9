// Which pets the price screen can quote, apart from cart-model.ts: checkout's first screen asks it of the stored
// answers and so loads none of the price screen's rules.
import { isPricedPet } from '@tailwise/shared/routes/quiz-reach';
import type { QuizPet } from '../flow/state/quiz-model';

/** A pet the price screen can quote: species, breed and age answered. */
export type PricedPet = QuizPet & { petType: 0 | 1; breedId: number; age: number };
export const isPriceable = (pet: QuizPet): pet is PricedPet => isPricedPet(pet);
