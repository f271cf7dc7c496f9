// The cart as checkout reads it from the stored answers: the same pets, choices, billing and promo the
// price screen stored, so checkout quotes and buys exactly what the visitor chose there.
import { storageKeys, useStoredState } from '@tailwise/shared';
import { useMemo } from 'react';
import type { CartState } from '../price/cart-model';
import { isPriceable } from '../price/priceable';
import { toCartChoices, useQuizAnswers } from '../flow/state/answers';

export interface CheckoutCart extends CartState {
  /** Every pet has a choice, and each buys something. */
  complete: boolean;
}

export function useCheckoutCart(): CheckoutCart {
  const answers = useQuizAnswers();
  const [rawCart] = useStoredState(storageKeys.petsCart);
  const [interval] = useStoredState(storageKeys.billingInterval);
  const [promoCode] = useStoredState(storageKeys.promoCode);
  return useMemo(() => {
    const pets = answers.pets.filter(isPriceable);
    const stored = toCartChoices(rawCart);
    const choices = pets.map((p) => stored.find((c) => c.petKey === p.key));
    const complete =
      pets.length > 0 && choices.every((c) => c !== undefined && (c.insurance !== null || c.wellnessPlanId !== null));
    return {
      zipCode: answers.zipCode ?? '',
      billingInterval: interval === 'year' ? 'year' : 'month',
      promoCode: promoCode || null,
      pets,
      choices: choices.map((c, i) => c ?? { petKey: pets[i]!.key, insurance: null, wellnessPlanId: null }),
      complete,
    };
  }, [answers.pets, answers.zipCode, rawCart, interval, promoCode]);
}
