// Types of e2e-specs.mjs for the TypeScript that reads it (the shell's route coverage test).
export interface E2eSpec {
  /** Path relative to e2e/. */
  file: string;
  /** The apps its `// covers:` line declares. */
  covers: string[];
  /** Same-site paths it (or a file beside it that it imports) names. */
  paths: string[];
}
export const E2E_APPS: string[];
export const MOVES_THE_CLOCK: string[];
export const TIMES_PAINT: string[];
export function readSpecs(e2eDir: string): E2eSpec[];
export function specsCovering(specs: E2eSpec[], app: string): E2eSpec[];
