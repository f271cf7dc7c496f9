// The stored keys' prefix and the one key the shell's first script reads before any shared module loads: on their
// own, so that script (on every page) carries a line, not every key's definition (storage-keys.ts builds on these).

/** Every key the site stores starts so (storage-keys.ts, the signed-in hint). */
export const STORED_PREFIX = 'tailwise.';

/** The name of the key saying which flow the stored answers belong to (storageKeys.quizFlow). */
export const QUIZ_FLOW_NAME = 'quizFlow';
