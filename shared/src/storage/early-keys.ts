// The stored keys' prefix and the few keys the shell's first script reads before any shared module loads: on their
// own, so that script (on every page) carries a few lines, not every key's definition (storage-keys.ts builds on these).

/** Every key the site stores starts so (storage-keys.ts, the signed-in hint). */
export const STORED_PREFIX = 'tailwise.';

/** The name of the key saying which flow the stored answers belong to (storageKeys.quizFlow). */
export const QUIZ_FLOW_NAME = 'quizFlow';

/**
 * The names of the quiz answers the first script reads on a prerendered later step (/start/breed) to fill in the pet's
 * name, or to send a visitor whose answers do not reach the step where the app would (all in localStorage).
 */
export const QUIZ_ANSWER_NAMES = {
  pets: 'currentPets',
  petIndex: 'currentPetIndex',
  zipCode: 'zipCode',
  email: 'backupEmail',
  leadUuid: 'leadUuid',
} as const;
