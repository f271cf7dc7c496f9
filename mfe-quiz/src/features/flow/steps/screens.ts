// The flow's own questions as screens. Only the first (the pet) is in the flow's first chunk: the breed
// picker (Downshift) and the ZIP load on demand, so the prerendered /start does not wait for them.
import { lazy } from 'react';
import { scoped } from '../../common/scoped';
import type { FlowScreens } from '../FlowStepper';
import { PetStep } from './PetStep';

const BreedStep = lazy(() => import('./BreedStep').then((m) => ({ default: m.BreedStep })));
const ZipStep = lazy(() => import('./ZipStep').then((m) => ({ default: m.ZipStep })));

export const questionScreens = {
  pet: PetStep,
  breed: scoped(BreedStep),
  zip: scoped(ZipStep),
} satisfies FlowScreens['steps'];
