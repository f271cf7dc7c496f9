// The seven quiz flows (spec §2): each one's ordered steps and how it sells (the FlowContext its price
// screen and checkout read). Steps are real URLs beneath the flow: the first step is the flow's own path,
// the others a segment each (/start/breed, /start/contact, /start/price).
import { quizFlows, type QuizFlow, type QuizFlowId } from '@tailwise/shared';
import { PER_PET_STEPS, quizFlowSteps, type QuizStepId } from '@tailwise/shared/routes/quiz-reach';
import type { FlowContext } from './state/flow-context';

/** A step of a flow (the steps' order lives with the rule the shell's first script shares: quizFlowSteps). */
export type StepId = QuizStepId;
export { PER_PET_STEPS };

export interface FlowDefinition {
  id: QuizFlowId;
  flow: QuizFlow;
  steps: readonly StepId[];
  payment: FlowContext['payment'];
  mode: FlowContext['mode'];
  /** The price screen may send the visitor back for another pet. */
  canAddPet: boolean;
}

const flowById = (id: QuizFlowId): QuizFlow => {
  const flow = quizFlows.find((f) => f.id === id);
  if (!flow) throw new Error(`Unknown quiz flow ${id}`);
  return flow;
};

const define = (id: QuizFlowId, rest: Omit<FlowDefinition, 'id' | 'flow' | 'steps'>): FlowDefinition => ({
  id,
  flow: flowById(id),
  steps: quizFlowSteps[id],
  ...rest,
});

export const flowDefinitions: Record<QuizFlowId, FlowDefinition> = {
  StartQuiz: define('StartQuiz', { payment: 'CARD', mode: 'new-customer', canAddPet: true }),
  PromoQuiz: define('PromoQuiz', { payment: 'CARD', mode: 'new-customer', canAddPet: true }),
  OnboardQuiz: define('OnboardQuiz', {
    payment: 'CARD',
    mode: 'new-customer',
    canAddPet: true,
  }),
  UpsellInsuranceQuiz: define('UpsellInsuranceQuiz', {
    payment: 'CARD',
    mode: 'upsell-insurance',
    canAddPet: false,
  }),
  UpsellWellnessQuiz: define('UpsellWellnessQuiz', {
    payment: 'CARD',
    mode: 'upsell-wellness',
    canAddPet: false,
  }),
  UpsellNewPetQuiz: define('UpsellNewPetQuiz', {
    payment: 'CARD',
    mode: 'upsell-new-pet',
    canAddPet: true,
  }),
  BenefitsOnboardQuiz: define('BenefitsOnboardQuiz', {
    payment: 'GROUP',
    mode: 'benefits',
    canAddPet: true,
  }),
};

/** The URL segment of a step: '' for the first (the flow's own path), else the step id. */
export const stepSlug = (def: FlowDefinition, step: StepId): string => (def.steps[0] === step ? '' : step);

export const stepIndexOfSlug = (def: FlowDefinition, slug: string | undefined): number =>
  def.steps.findIndex((s) => stepSlug(def, s) === (slug ?? ''));

/** A step's URL with the query string kept (utm_*, ri/rt/rpc, lid ...). */
export function stepUrl(basePath: string, def: FlowDefinition, step: StepId, search: string): string {
  const slug = stepSlug(def, step);
  return `${basePath}${slug ? `/${slug}` : ''}${search}`;
}

export interface ContextOptions {
  basePath: string;
  search: string;
  groupId?: string;
  checkoutEnabled?: boolean;
  extra?: Pick<FlowContext, 'groupName' | 'paychecksPerYear'>;
}

export function buildFlowContext(def: FlowDefinition, options: ContextOptions): FlowContext {
  return {
    flow: def.flow,
    basePath: options.basePath,
    search: options.search,
    ...(options.groupId ? { groupId: options.groupId } : {}),
    payment: def.payment,
    checkoutEnabled: options.checkoutEnabled ?? true,
    mode: def.mode,
    ...options.extra,
  };
}
