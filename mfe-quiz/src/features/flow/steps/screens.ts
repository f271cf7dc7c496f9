// Which component shows each step. Only the first question (the pet) is in the flow's first chunk: the
// later steps, the breed picker (Downshift), the price screen and checkout load on demand, so the
// prerendered /start does not wait for them.
import { lazy, type ComponentType } from 'react';
import { PetStep } from './PetStep';
import type { StepProps } from '../step-props';
import type { FlowContext } from '../state/flow-context';
import type { StepId } from '../flow-definitions';
import { scoped } from '../../common/scoped';

const BreedStep = lazy(() => import('./BreedStep').then((m) => ({ default: m.BreedStep })));
const ZipStep = lazy(() => import('./ZipStep').then((m) => ({ default: m.ZipStep })));
const ContactStep = lazy(() => import('../../lead/ContactStep').then((m) => ({ default: m.ContactStep })));
const ChoosePetsStep = lazy(() => import('../../upsell/ChoosePetsStep').then((m) => ({ default: m.ChoosePetsStep })));
const PriceScreen = lazy(() => import('../../price/PriceScreen').then((m) => ({ default: m.PriceScreen })));

export const stepComponents: Record<StepId, ComponentType<StepProps>> = {
  pet: PetStep,
  breed: scoped(BreedStep),
  contact: scoped(ContactStep),
  zip: scoped(ZipStep),
  choose: scoped(ChoosePetsStep),
  price: scoped(PriceScreen),
};

// Not in a QueryScope: a new visitor's first checkout screen (the account step) fetches nothing, so it
// renders without React Query; the steps after it bring their own scope (checkout/later-steps.tsx).
export const CheckoutScreen: ComponentType<{ ctx: FlowContext }> = lazy(() =>
  import('../../checkout/CheckoutScreen').then((m) => ({ default: m.CheckoutScreen })),
);
