// Runs one flow: claims the stored answers for it, keeps the visitor on a step they can answer (a deep
// link to a later step lands on the first unanswered one), and moves between steps as real URLs with the
// query string kept, so the browser's back button and a refresh behave.
import { Alert, NotFound, PageLoading, storageKeys, useStoredState } from '@tailwise/shared';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Redirect } from '../common/Redirect';
import {
  blankPet,
  isBlankPet,
  pruneBlankPets,
  readQuizAnswers,
  useQuizAnswers,
  writePetIndex,
  writePets,
  type QuizAnswers,
} from './state/answers';
import type { FlowContext } from './state/flow-context';
import { claimAnswers, ownsAnswers, type FlowOwner } from './state/flow-ownership';
import { usePrerendering } from '../../prerender/use-prerendering';
import type { StepOptions, StepProps } from './step-props';
import {
  flowDefinitions,
  PER_PET_STEPS,
  stepIndexOfSlug,
  stepUrl,
  type FlowDefinition,
  type StepId,
} from './flow-definitions';
import { checkoutSuccessOf } from './checkout-success';
import {
  firstIncompletePet,
  firstUnansweredStep,
  nextStepIndex,
  previousStepIndex,
  stepProgress,
  type FlowEnv,
} from './step-navigation';

/** A step of the flow (its URL segment; undefined for the first), or its checkout. */
export type FlowScreen = { kind: 'step'; slug: string | undefined } | { kind: 'checkout' };

/**
 * What a flow shows: a component for each step it asks and its checkout. The flow's page passes them in,
 * as each step lives with its own feature (the price, the lead, the upsell's pets) above this engine.
 */
export interface FlowScreens {
  steps: Partial<Record<StepId, ComponentType<StepProps>>>;
  checkout: ComponentType<{ ctx: FlowContext }>;
}

export interface FlowStepperProps {
  def: FlowDefinition;
  screens: FlowScreens;
  ctx: FlowContext;
  screen: FlowScreen;
  env?: FlowEnv;
  /**
   * False while the flow loads what it needs (the profile, the group): a placeholder shows instead. 'first-step'
   * when the first step needs none of it (a new pet's name and species): that step is asked meanwhile, without its
   * count, which the loading may change (a ZIP step or not); a later one waits.
   */
  ready?: boolean | 'first-step';
  banner?: ReactNode;
  options?: StepOptions;
}

/**
 * Set when a flow starts fresh because the stored answers were another flow's; shown once on the first
 * step (which may be a new mount after the redirect).
 */
let freshStartNote: string | null = null;

const flowTitle = (flowId: string) =>
  Object.values(flowDefinitions)
    .find((d) => d.id === flowId)
    ?.flow.title.toLowerCase();

/** The answers as this flow may use them: none of the quiz answers while another flow owns them. */
const unowned = (a: QuizAnswers): QuizAnswers => ({ ...a, pets: [], petIndex: 0, zipCode: null, email: null });

export function FlowStepper({
  def,
  screens,
  ctx,
  screen,
  env = {},
  ready = true,
  banner,
  options = {},
}: FlowStepperProps) {
  const CheckoutScreen = screens.checkout;
  const navigate = useNavigate();
  const location = useLocation();
  const [storedOwner] = useStoredState(storageKeys.quizFlow);
  const owner = useMemo<FlowOwner>(
    () => (ctx.groupId ? { flowId: def.id, groupId: ctx.groupId } : { flowId: def.id }),
    [def.id, ctx.groupId],
  );
  const owned = ownsAnswers(storedOwner, owner);
  const stored = useQuizAnswers();
  const prerendering = usePrerendering();
  const [note, setNote] = useState<string | null>(() => freshStartNote);

  useEffect(() => {
    if (owned) return;
    const lost = claimAnswers(owner);
    if (lost) {
      const from = flowTitle(lost);
      freshStartNote = `We started a new quote here${from ? `; your answers from “${from}” were not carried over` : ''}.`;
      setNote(freshStartNote);
    }
  }, [owned, owner]);

  const stepIndex = screen.kind === 'step' ? stepIndexOfSlug(def, screen.slug) : -1;
  const priceIndex = def.steps.indexOf('price');
  const step = stepIndex >= 0 ? def.steps[stepIndex]! : 'price';
  const onPetStep = screen.kind === 'step' && PER_PET_STEPS.has(step);

  // An "Add another pet" left blank is dropped once the visitor is past the pet questions.
  const answers = useMemo<QuizAnswers>(() => {
    const base = owned ? stored : unowned(stored);
    if (onPetStep) return base;
    const pets = pruneBlankPets(base.pets);
    return pets.length === base.pets.length
      ? base
      : { ...base, pets, petIndex: Math.min(base.petIndex, pets.length - 1) };
  }, [owned, stored, onPetStep]);
  const target = firstUnansweredStep(def, answers, env);

  // On arriving at a step (not while on it: "Add another pet" adds a blank pet just before leaving the
  // price), drop a blank pet left behind, and point the pet steps at the pet the guard chose.
  const arrivalPetIndex = target.index === stepIndex ? target.petIndex : undefined;
  useEffect(() => {
    if (!owned || !ready || stepIndex < 0) return;
    const now = readQuizAnswers();
    if (!PER_PET_STEPS.has(def.steps[stepIndex]!)) {
      const pets = pruneBlankPets(now.pets);
      if (pets.length !== now.pets.length) {
        writePets(pets);
        writePetIndex(Math.min(now.petIndex, pets.length - 1));
      }
    } else if (arrivalPetIndex !== undefined && arrivalPetIndex !== now.petIndex) {
      writePetIndex(arrivalPetIndex);
    }
    // Only on arrival: the step (and whether the flow is ready) is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owned, ready, stepIndex, def]);

  // The note is shown once, on the first step: forget it once it is there.
  useEffect(() => {
    if (note && stepIndex === 0) freshStartNote = null;
  }, [note, stepIndex]);

  // A finished purchase: checkout shows its success view from the route state, after clearing the quiz.
  // Checkout suspends to the page's own boundary while its code loads, so the route counts as rendered (and
  // the shell's deferred work starts) only once the checkout itself is on screen.
  if (screen.kind === 'checkout' && checkoutSuccessOf(location.state)) return <CheckoutScreen ctx={ctx} />;
  // The release-time prerender has no answers to guard: it renders checkout's first screen, which the app
  // (with the visitor's stored cart, or sending them to their first unanswered step) then takes over.
  if (screen.kind === 'checkout' && prerendering && ctx.checkoutEnabled) return <CheckoutScreen ctx={ctx} />;
  if (screen.kind === 'step' && stepIndex < 0) return <NotFound />;
  // The prerender of a later step (/start/breed) has no answers either: it draws the question for "your pet", whose
  // name the shell's first script fills in from storage, after sending a visitor the step is not for where this
  // component would (the rule both read: @tailwise/shared/routes/quiz-reach).
  if (!ready || (stepIndex !== 0 && ((!owned && !prerendering) || ready !== true)))
    return <PageLoading label="Loading your quote" />;

  const urlOf = (index: number) => stepUrl(ctx.basePath, def, def.steps[index]!, ctx.search);

  if (screen.kind === 'checkout') {
    if (!ctx.checkoutEnabled) return <Redirect to={urlOf(priceIndex)} replace />;
    if (target.index < priceIndex) return <Redirect to={urlOf(target.index)} replace />;
    return <CheckoutScreen ctx={ctx} />;
  }
  if (owned && stepIndex > target.index) return <Redirect to={urlOf(target.index)} replace />;

  const go = (index: number) => navigate(urlOf(index));
  const back = previousStepIndex(def, stepIndex, env);
  const addingPet = step === 'pet' && def.canAddPet && answers.petIndex > 0;

  const props: StepProps = {
    def,
    ctx,
    step,
    progress: ready === true ? stepProgress(def, stepIndex, env) : null,
    answers,
    env,
    // Only when there is something to show: an empty banner would still take its slot (and its margin) above the step.
    banner:
      banner || (note && stepIndex === 0) ? (
        <>
          {banner}
          {note && stepIndex === 0 && <Alert tone="info">{note}</Alert>}
        </>
      ) : undefined,
    options,
    onNext: () => {
      go(nextStepIndex(def, stepIndex, readQuizAnswers(), env));
    },
    onBack: back === null ? undefined : () => go(back),
    onAddPet: () => {
      const now = readQuizAnswers();
      const pets = [...pruneBlankPets(now.pets), blankPet()];
      writePets(pets);
      writePetIndex(pets.length - 1);
      go(def.steps.indexOf('pet'));
    },
    onCancelAddPet: addingPet
      ? () => {
          const now = readQuizAnswers();
          const pet = now.pets[now.petIndex];
          const incomplete = pet && (isBlankPet(pet) || firstIncompletePet('breed', [pet]) !== -1) && now.petIndex > 0;
          if (incomplete) writePets(now.pets.filter((_, i) => i !== now.petIndex));
          writePetIndex(0);
          go(priceIndex);
        }
      : undefined,
  };
  // A step whose code (or React Query) is still loading suspends to the page's own boundary, like checkout: on
  // arrival the route counts as rendered only once the step is on screen, so the footer never joins under a
  // placeholder the step then pushes down. Between steps the router's navigation is a transition, which keeps
  // the current step on screen until the next one is ready.
  // Each flow's page hands in a screen for every step its definition lists (the flow tests visit them all).
  const Step = screens.steps[step]!;
  return <Step key={`${step}:${answers.petIndex}`} {...props} />;
}
