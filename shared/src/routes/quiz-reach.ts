// How far a visitor's stored answers reach in a quiz flow, as plain functions of the stored values: the quiz's
// stepper keeps a visitor on a step they can answer with them, and the shell's first script applies the same rule to a
// prerendered later step (/start/breed) before the app has loaded. The shell ships on its own schedule, so a change
// here needs a shell release as well as a quiz one.
import { QUIZ_ANSWER_NAMES, QUIZ_FLOW_NAME, STORED_PREFIX } from '../storage/early-keys';
import type { QuizFlowId } from './paths';
import { quizFlowPaths } from './flow-paths';

/**
 * pet: name and species. breed: breed and age. contact: ZIP and email (creates the lead). zip: ZIP only (email comes
 * from the account). choose: which of the account's pets. price: the quote.
 */
export type QuizStepId = 'pet' | 'breed' | 'contact' | 'zip' | 'choose' | 'price';

/** Steps about one pet at a time (currentPetIndex); the others are about the visitor or the cart. */
export const PER_PET_STEPS: ReadonlySet<QuizStepId> = new Set<QuizStepId>(['pet', 'breed']);

const NEW_VISITOR_STEPS: readonly QuizStepId[] = ['pet', 'breed', 'contact', 'price'];

/** Each flow's steps in order: the first is the flow's own path, each other one a segment (/start/breed). */
export const quizFlowSteps: Readonly<Record<QuizFlowId, readonly QuizStepId[]>> = {
  StartQuiz: NEW_VISITOR_STEPS,
  PromoQuiz: NEW_VISITOR_STEPS,
  OnboardQuiz: NEW_VISITOR_STEPS,
  UpsellInsuranceQuiz: ['choose', 'zip', 'price'],
  UpsellWellnessQuiz: ['choose', 'zip', 'price'],
  UpsellNewPetQuiz: ['pet', 'breed', 'zip', 'price'],
  BenefitsOnboardQuiz: ['pet', 'breed', 'zip', 'price'],
};

/**
 * The flows whose later steps (breed, contact, price) are prerendered: a new visitor's, whose answers are all in this
 * browser. The shell's first script sends a visitor whose answers do not reach such a step where the app would.
 * /onboard is left out: its link's `lid` restores a saved quote once the app runs.
 */
export const EARLY_GUARDED_QUIZ_FLOWS = ['StartQuiz', 'PromoQuiz'] as const satisfies readonly QuizFlowId[];

/**
 * The steps of those flows that are prerendered: the questions, whose words need only the pet's name, and the price,
 * drawn as its heading and the plans' placeholder until the app has the quote.
 */
export const PRERENDERED_LATER_STEPS = ['breed', 'contact', 'price'] as const satisfies readonly QuizStepId[];

/** What the rule reads of one stored pet. */
export interface ReachPet {
  uuid?: string;
  name: string;
  petType: 0 | 1 | null;
  breedId: number | null;
  age: number | null;
}

/** What the rule reads of the stored answers. */
export interface ReachAnswers {
  pets: readonly ReachPet[];
  zipCode: string | null;
  email: string | null;
  leadUuid: string | null;
}

/** What a flow knows besides the stored answers. */
export interface FlowEnv {
  /** Upsell flows: the ZIP of the account's shipping address; the ZIP step is skipped when it is set. */
  profileZip?: string | null;
}

export const ZIP_PATTERN = /^\d{5}$/;
export const isZip = (zip: string | null | undefined): zip is string =>
  typeof zip === 'string' && ZIP_PATTERN.test(zip);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const intOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * One stored pet (storageKeys.currentPets holds a list), or null when the value is not one: storage can hold anything
 * (an older release's shape, a hand-edited value), and a pet that does not fit is dropped, by the quiz and the shell
 * alike, so both count the same pets.
 */
export function toStoredPet(value: unknown): (ReachPet & { key: string; breedName: string | null }) | null {
  if (!isRecord(value) || typeof value.key !== 'string' || value.key === '') return null;
  return {
    key: value.key,
    ...(typeof value.uuid === 'string' && value.uuid ? { uuid: value.uuid } : {}),
    name: typeof value.name === 'string' ? value.name : '',
    petType: value.petType === 0 || value.petType === 1 ? value.petType : null,
    breedId: intOrNull(value.breedId),
    breedName: typeof value.breedName === 'string' ? value.breedName : null,
    age: intOrNull(value.age),
  };
}

/** True when nothing about the pet was answered yet: an "Add another pet" that was never filled in. */
export const isBlankPet = (pet: ReachPet): boolean =>
  !pet.uuid && pet.name.trim() === '' && pet.petType === null && pet.breedId === null && pet.age === null;

/** Blank pets other than the first are dropped: an "Add another pet" the visitor walked away from. */
export function pruneBlankPets<P extends ReachPet>(pets: readonly P[]): P[] {
  return pets.filter((p, i) => i === 0 || !isBlankPet(p));
}

/** The stored pet index as the pet steps read it: an index just past the end is a pet being added. */
export const clampPetIndex = (index: unknown, pets: readonly unknown[]): number =>
  typeof index === 'number' && Number.isInteger(index) && index >= 0 && index <= pets.length ? index : 0;

/** How a step names the pet it asks about. */
export const petNameOrYours = (pet: ReachPet | undefined): string => pet?.name.trim() || 'your pet';

/** A pet the price screen can quote: species, breed and age answered. */
export const isPricedPet = (pet: ReachPet): boolean => pet.petType !== null && pet.breedId !== null && pet.age !== null;

/** Whose plan the price screen shows, of the pets it quotes: "Rex’s", "Your pets’", or "Your pet’s" for one without a name. */
export function planOwnerWords(pricedPets: readonly ReachPet[]): string {
  if (pricedPets.length > 1) return 'Your pets’';
  return `${pricedPets[0]?.name.trim() || 'Your pet'}’s`;
}

/** Whose price the contact step leads to: the one pet's by name ("Rex’s"), else "your". */
export function priceOwnerWords(pets: readonly ReachPet[]): string {
  const names = pets.map((p) => p.name.trim()).filter(Boolean);
  return names.length === 1 ? `${names[0]}’s` : 'your';
}

const petAnswered = (p: ReachPet) => Boolean(p.uuid) || (p.name.trim() !== '' && p.petType !== null);
const breedAnswered = (p: ReachPet) => Boolean(p.uuid) || (p.breedId !== null && p.age !== null);

/** The first pet that still lacks this step's answers, or -1. */
export function firstIncompletePet(step: QuizStepId, pets: readonly ReachPet[]): number {
  if (pets.length === 0) return 0;
  if (step === 'pet') return pets.findIndex((p) => !petAnswered(p));
  if (step === 'breed') return pets.findIndex((p) => !(petAnswered(p) && breedAnswered(p)));
  return -1;
}

export function isStepAnswered(step: QuizStepId, a: ReachAnswers): boolean {
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
export const isStepSkipped = (step: QuizStepId, env: FlowEnv): boolean => step === 'zip' && isZip(env.profileZip);

export interface StepTarget {
  index: number;
  /** For a pet step: the pet it is about. */
  petIndex?: number;
}

/** The first step still to answer (the price when all are answered). */
export function firstUnansweredStep(steps: readonly QuizStepId[], a: ReachAnswers, env: FlowEnv): StepTarget {
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index]!;
    if (step === 'price') return { index };
    if (isStepSkipped(step, env) || isStepAnswered(step, a)) continue;
    if (PER_PET_STEPS.has(step)) return { index, petIndex: Math.max(0, firstIncompletePet(step, a.pets)) };
    return { index };
  }
  return { index: steps.length - 1 };
}

/** A step's path beneath its flow: the flow's own path for the first, else a segment. */
export const quizStepPath = (flowPath: string, steps: readonly QuizStepId[], step: QuizStepId): string =>
  steps[0] === step ? flowPath : `${flowPath}/${step}`;

/** The stored values the shell's first script reads (the quiz's spec §3 keys), as they came out of storage. */
export interface StoredQuizValues {
  /** storageKeys.quizFlow: which flow owns the answers. */
  owner: unknown;
  pets: unknown;
  petIndex: unknown;
  zipCode: unknown;
  email: unknown;
  leadUuid: unknown;
}

/** What a prerendered later step shows of the visitor's answers, filled in by the first script. */
export interface EarlyStepWords {
  /** The pet the breed step asks about: its name, or "your pet". */
  petName: string;
  /** Whose price the contact step leads to. */
  priceOwner: string;
  /** Whose plan the price screen shows. */
  planOwner: string;
}

/** The attribute that marks a prerendered word from the answers; its value names the word (keyof EarlyStepWords). */
export const EARLY_FILL_ATTRIBUTE = 'data-early-word';

/**
 * The mark on the shell's start script (its document) saying that script fills those words in: the gateway serves a
 * page with marked words only inside such a shell, so a rollback to an older shell serves the app instead.
 */
export const SHELL_FILLS_EARLY_WORDS = 'data-fills-early-words';

/** A page's root as fillEarlyWords uses it (a DOM ParentNode), typed here so the gateway, which has no DOM, reads this file. */
interface WordsRoot {
  querySelectorAll(selectors: string): {
    forEach(each: (element: { getAttribute(name: string): string | null; textContent: string | null }) => void): void;
  };
}

/** Fills the marked words of a prerendered step (`root`) with the visitor's. */
export function fillEarlyWords(root: WordsRoot, words: EarlyStepWords): void {
  root.querySelectorAll(`[${EARLY_FILL_ATTRIBUTE}]`).forEach((element) => {
    const word = element.getAttribute(EARLY_FILL_ATTRIBUTE);
    if (word === 'petName' || word === 'priceOwner' || word === 'planOwner') element.textContent = words[word];
  });
}

export type EarlyQuizStep = { redirect: string } | { words: EarlyStepWords };

const stringOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** The stepper counts any stored email or lead that is truthy as given (Boolean(a.email)): so does this. */
const givenOrNull = (v: unknown): string | null => (v ? String(v) : null);

/** The guarded flow and prerendered step at this address, or null: what the first script asks before reading storage. */
export function earlyGuardedStep(pathname: string): { flowId: QuizFlowId; step: QuizStepId } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const flowId of EARLY_GUARDED_QUIZ_FLOWS) {
    const steps = quizFlowSteps[flowId];
    const step = PRERENDERED_LATER_STEPS.find(
      (s) => steps.includes(s) && path === quizStepPath(quizFlowPaths[flowId], steps, s),
    );
    if (step) return { flowId, step };
  }
  return null;
}

/**
 * For a prerendered later step of a new visitor's flow: where the app would send a visitor whose stored answers do not
 * reach it (the flow's first step when another flow owns them, else the first unanswered step, with the query string),
 * or the words the step shows of their answers. Null for any other address.
 */
export function earlyQuizStep(pathname: string, search: string, stored: StoredQuizValues): EarlyQuizStep | null {
  const at = earlyGuardedStep(pathname);
  if (!at) return null;
  const { flowId, step } = at;
  const flowPath = quizFlowPaths[flowId];
  const steps = quizFlowSteps[flowId];
  // The app gives a flow that does not own the answers (another flow, or this flow for an employer group) a fresh
  // start, on its first step.
  const owned = isRecord(stored.owner) && stored.owner.flowId === flowId && (stored.owner.groupId ?? null) === null;
  if (!owned) return { redirect: `${flowPath}${search}` };
  const allPets = Array.isArray(stored.pets)
    ? stored.pets.map(toStoredPet).filter((p): p is NonNullable<typeof p> => p !== null)
    : [];
  // Past the pet questions, an "Add another pet" left blank no longer counts.
  const pets = PER_PET_STEPS.has(step) ? allPets : pruneBlankPets(allPets);
  const answers: ReachAnswers = {
    pets,
    zipCode: stringOrNull(stored.zipCode),
    email: givenOrNull(stored.email),
    leadUuid: givenOrNull(stored.leadUuid),
  };
  const stepIndex = steps.indexOf(step);
  const target = firstUnansweredStep(steps, answers, {});
  if (stepIndex > target.index) return { redirect: `${quizStepPath(flowPath, steps, steps[target.index]!)}${search}` };
  // On arriving at the step the answers stop at, the pet steps turn to the pet the rule chose; with a blank pet
  // dropped, the index stays within the pets left.
  const storedIndex = clampPetIndex(stored.petIndex, allPets);
  const petIndex =
    target.index === stepIndex && target.petIndex !== undefined
      ? target.petIndex
      : pets.length === allPets.length
        ? storedIndex
        : Math.min(storedIndex, pets.length - 1);
  return {
    words: {
      petName: petNameOrYours(pets[petIndex]),
      priceOwner: priceOwnerWords(pets),
      planOwner: planOwnerWords(pets.filter(isPricedPet)),
    },
  };
}

/** Where the answers are read from (localStorage), typed here for the gateway, which has no DOM. */
interface AnswersStorage {
  getItem(key: string): string | null;
}

function readStoredJson(local: AnswersStorage | null, name: string): unknown {
  try {
    return JSON.parse(local?.getItem(`${STORED_PREFIX}${name}`) ?? 'null');
  } catch {
    return null;
  }
}

/** The quiz's stored values as they are in `local` (anything unreadable is null, which the rule treats as unanswered). */
export function storedQuizValues(local: AnswersStorage | null): StoredQuizValues {
  return {
    owner: readStoredJson(local, QUIZ_FLOW_NAME),
    pets: readStoredJson(local, QUIZ_ANSWER_NAMES.pets),
    petIndex: readStoredJson(local, QUIZ_ANSWER_NAMES.petIndex),
    zipCode: readStoredJson(local, QUIZ_ANSWER_NAMES.zipCode),
    email: readStoredJson(local, QUIZ_ANSWER_NAMES.email),
    leadUuid: readStoredJson(local, QUIZ_ANSWER_NAMES.leadUuid),
  };
}

/**
 * What the shell's first script does at `location`: go elsewhere, fill in words, or nothing (null) on any other page,
 * for which storage is not read.
 */
export const earlyQuizStepAt = (
  location: { pathname: string; search: string },
  local: AnswersStorage | null,
): EarlyQuizStep | null =>
  earlyGuardedStep(location.pathname)
    ? earlyQuizStep(location.pathname, location.search, storedQuizValues(local))
    : null;
