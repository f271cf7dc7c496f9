// What the flow gives each step: its context, where it stands, and how to go on or back. A step saves
// its own answers (storage) and then calls onNext; the flow decides where that leads.
import type { ReactNode } from 'react';
import type { FlowDefinition, StepId } from './flow-definitions';
import type { FlowEnv } from './step-navigation';
import type { QuizAnswers } from './state/answers';
import type { FlowContext } from './state/flow-context';
import type { StepProgress } from '../common/StepShell';

export interface StepOptions {
  /** PromoQuiz: the pet step also takes a promo code (prefilled from the link's rpc). */
  promoField?: boolean;
}

export interface StepProps {
  def: FlowDefinition;
  ctx: FlowContext;
  step: StepId;
  /** Null while the flow cannot count its steps yet (FlowStepper's first step while loading). */
  progress: StepProgress | null;
  answers: QuizAnswers;
  env: FlowEnv;
  /** Shown above the progress: the employer, a note about answers that were not carried over. */
  banner?: ReactNode;
  options: StepOptions;
  /** Call once the step's answers are stored. */
  onNext: () => void;
  /** Undefined on the first step. */
  onBack?: () => void;
  /** The price screen's "Add another pet". */
  onAddPet: () => void;
  /** On the pet step of a pet being added: drop it and return to the price. */
  onCancelAddPet?: () => void;
}
