// Where a visitor may be and where Continue and Back take them, as pure functions of the stored answers.
// A deep link to a later step lands on the first unanswered one; after the last question about a pet,
// questions already answered (the ZIP and email, when adding a second pet) are not asked again.
import { isZip, type QuizAnswers } from './state/answers';
import type { QuizPet } from './state/quiz-model';
import { PER_PET_STEPS, type FlowDefinition, type StepId } from './flow-definitions';

/** What the flow knows besides the stored answers. */
export interface FlowEnv {
  /** Upsell flows: the ZIP of the account's shipping address; the ZIP step is skipped when it is set. */
  profileZip?: string | null;
}

const petAnswered = (p: QuizPet) => Boolean(p.uuid) || (p.name.trim() !== '' && p.petType !== null);
const breedAnswered = (p: QuizPet) => Boolean(p.uuid) || (p.breedId !== null && p.age !== null);

/** The first pet that still lacks this step's answers, or -1. */
export function firstIncompletePet(step: StepId, pets: readonly QuizPet[]): number {
  if (pets.length === 0) return 0;
  if (step === 'pet') return pets.findIndex((p) => !petAnswered(p));
  if (step === 'breed') return pets.findIndex((p) => !(petAnswered(p) && breedAnswered(p)));
  return -1;
}

export function isStepAnswered(step: StepId, a: QuizAnswers): boolean {
  switch (step) {
    case 'pet':
    case 'breed':
      return a.pets.length > 0 && firstIncompletePet(step, a.pets) === -1;
    case 'contact':
      return isZip(a.zipCode) && Boolean(a.email) && Boolean(a.leadUuid);
    case 'zip':
      return isZip(a.zipCode);
    case 'choose':
      return a.pets.length > 0 && a.pets.every((p) => Boolean(p.uuid));
    case 'price':
      return false;
  }
}

/** Steps the visitor never sees in this session (the ZIP step when the profile has one). */
export const isStepSkipped = (step: StepId, env: FlowEnv): boolean => step === 'zip' && isZip(env.profileZip);

export interface StepTarget {
  index: number;
  /** For a pet step: the pet it is about. */
  petIndex?: number;
}

/** The first step still to answer (the price when all are answered). */
export function firstUnansweredStep(def: FlowDefinition, a: QuizAnswers, env: FlowEnv): StepTarget {
  for (let index = 0; index < def.steps.length; index += 1) {
    const step = def.steps[index]!;
    if (step === 'price') return { index };
    if (isStepSkipped(step, env) || isStepAnswered(step, a)) continue;
    if (PER_PET_STEPS.has(step)) return { index, petIndex: Math.max(0, firstIncompletePet(step, a.pets)) };
    return { index };
  }
  return { index: def.steps.length - 1 };
}

/**
 * Continue from step `from`: the next question about the same pet; after the last of those, the first
 * later step still unanswered (or the price); from any other step, the next step not skipped.
 */
export function nextStepIndex(def: FlowDefinition, from: number, a: QuizAnswers, env: FlowEnv): number {
  const steps = def.steps;
  const current = steps[from]!;
  if (PER_PET_STEPS.has(current) && from + 1 < steps.length && PER_PET_STEPS.has(steps[from + 1]!)) return from + 1;
  const skipAnswered = PER_PET_STEPS.has(current);
  for (let index = from + 1; index < steps.length; index += 1) {
    const step = steps[index]!;
    if (isStepSkipped(step, env)) continue;
    if (skipAnswered && step !== 'price' && isStepAnswered(step, a)) continue;
    return index;
  }
  return steps.length - 1;
}

/** Back from step `from`: the previous step not skipped, or null on the first. */
export function previousStepIndex(def: FlowDefinition, from: number, env: FlowEnv): number | null {
  for (let index = from - 1; index >= 0; index -= 1) {
    if (!isStepSkipped(def.steps[index]!, env)) return index;
  }
  return null;
}

/** "Step 2 of 4": the position among the steps the visitor sees. */
export function stepProgress(def: FlowDefinition, index: number, env: FlowEnv): { step: number; total: number } {
  const shown = def.steps.map((s, i) => ({ s, i })).filter(({ s }) => !isStepSkipped(s, env));
  const position = shown.findIndex(({ i }) => i === index);
  return { step: position + 1, total: shown.length };
}
