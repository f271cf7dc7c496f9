// A new visitor's screens (StartQuiz, PromoQuiz and OnboardQuiz): pet, breed and age, ZIP and email, the
// price, then checkout.
import { checkoutScreen } from '../checkout/screens';
import type { FlowScreens } from '../flow/FlowStepper';
import { questionScreens } from '../flow/steps/screens';
import { contactScreen } from '../lead/screens';
import { priceScreen } from '../price/screens';

export const newVisitorScreens: FlowScreens = {
  steps: { pet: questionScreens.pet, breed: questionScreens.breed, contact: contactScreen, price: priceScreen },
  checkout: checkoutScreen,
};
