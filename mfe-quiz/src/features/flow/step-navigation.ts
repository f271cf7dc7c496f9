// Where a visitor may be and where Continue and Back take them, as pure functions of the stored answers.
// A deep link to a later step lands on the first unanswered one; after the last question about a pet,
// questions already answered (the ZIP and email, when adding a second pet) are not asked again.
import {
  firstIncompletePet,
  firstUnansweredStep as firstUnansweredOf,
  isStepAnswered,
  isStepSkipped,
  type FlowEnv,
  type StepTarget,
} from '@tailwise/shared/routes/quiz-reach';
import type { QuizAnswers } from './state/answers';
import { PER_PET_STEPS, type FlowDefinition } from './flow-definitions';

// The rule of how far the answers reach is shared with the shell's first script (it guards prerendered later steps).
export { firstIncompletePet, isStepAnswered, isStepSkipped, type FlowEnv, type StepTarget };

/** The first step still to answer (the price when all are answered). */
export const firstUnansweredStep = (def: FlowDefinition, a: QuizAnswers, env: FlowEnv): StepTarget =>
  firstUnansweredOf(def.steps, a, env);

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
