// Typed access to the quiz's stored answers (spec §3 keys in @tailwise/shared). Storage can hold
// anything (an older release's shape, a hand-edited value), so what is read is checked, and a pet that
// does not fit is dropped rather than crashing a step.
import { readStored, storageKeys, useStoredState, writeStored } from '@tailwise/shared';
import {
  clampPetIndex,
  isBlankPet,
  isZip,
  pruneBlankPets,
  toStoredPet,
  ZIP_PATTERN,
} from '@tailwise/shared/routes/quiz-reach';
import { useMemo } from 'react';
import type { CartChoice, QuizPet } from './quiz-model';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

// What a stored pet is, when one is blank, and how the pet index is read are the rule the shell's first script shares.
export { clampPetIndex, isBlankPet, isZip, pruneBlankPets, ZIP_PATTERN };

/** One stored pet, or null when the value is not a pet. */
export const toQuizPet = (value: unknown): QuizPet | null => toStoredPet(value);

export function toQuizPets(value: unknown): QuizPet[] {
  return Array.isArray(value) ? value.map(toQuizPet).filter((p): p is QuizPet => p !== null) : [];
}

export function toCartChoices(value: unknown): CartChoice[] {
  return Array.isArray(value)
    ? value.filter((c): c is CartChoice => isRecord(c) && typeof c.petKey === 'string' && 'insurance' in c)
    : [];
}

let keySeed = 0;
/** A client id for a new pet: unique within the browser, never sent to the API. */
export function newPetKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  keySeed += 1;
  return random ? `pet-${random.slice(0, 8)}` : `pet-${Date.now().toString(36)}-${keySeed}`;
}

export const blankPet = (key = newPetKey()): QuizPet => ({
  key,
  name: '',
  petType: null,
  breedId: null,
  breedName: null,
  age: null,
});

/** The pets with `patch` applied to the one at `index`; an index just past the end adds a pet. */
export function withPetAt(pets: readonly QuizPet[], index: number, patch: Partial<Omit<QuizPet, 'key'>>): QuizPet[] {
  const next = [...pets];
  const current = next[index] ?? blankPet();
  next[index] = { ...current, ...patch };
  return next;
}

export interface QuizAnswers {
  pets: QuizPet[];
  /** The pet the pet and breed steps are about. */
  petIndex: number;
  zipCode: string | null;
  /** The visitor's email (the contact step's, a restored lead's or the signed-in account's). */
  email: string | null;
  leadId: number;
  leadUuid: string | null;
}

/** The answers as stored now: for event handlers, which must not act on a render's stale copy. */
export function readQuizAnswers(): QuizAnswers {
  const pets = toQuizPets(readStored(storageKeys.currentPets));
  return {
    pets,
    petIndex: clampPetIndex(readStored(storageKeys.currentPetIndex), pets),
    zipCode: readStored(storageKeys.zipCode),
    email: readStored(storageKeys.backupEmail),
    leadId: readStored(storageKeys.leadId),
    leadUuid: readStored(storageKeys.leadUuid),
  };
}

/** The answers, following every write (from this tab or another). Reads nothing on the server. */
export function useQuizAnswers(): QuizAnswers {
  const [rawPets] = useStoredState(storageKeys.currentPets);
  const [petIndex] = useStoredState(storageKeys.currentPetIndex);
  const [zipCode] = useStoredState(storageKeys.zipCode);
  const [email] = useStoredState(storageKeys.backupEmail);
  const [leadId] = useStoredState(storageKeys.leadId);
  const [leadUuid] = useStoredState(storageKeys.leadUuid);
  return useMemo(() => {
    const pets = toQuizPets(rawPets);
    return { pets, petIndex: clampPetIndex(petIndex, pets), zipCode, email, leadId, leadUuid };
  }, [rawPets, petIndex, zipCode, email, leadId, leadUuid]);
}

export const writePets = (pets: QuizPet[]) => writeStored(storageKeys.currentPets, pets);
export const writePetIndex = (index: number) => writeStored(storageKeys.currentPetIndex, index);

/** The stored cart (the price screen's choices), for restoring a saved quote. */
export const readCart = (): CartChoice[] => toCartChoices(readStored(storageKeys.petsCart));
export const writeCart = (cart: CartChoice[]) => writeStored(storageKeys.petsCart, cart);
