// Types of e2e-store.mjs for the TypeScript that reads it (the end-to-end global setup and specs, its test).
export interface LiveSet {
  /** App (shell, mfe-quiz, ...) to its live stable version. */
  versions: Record<string, string>;
  /** Apps with a canary running. */
  canaries: string[];
}
export interface E2eStorePlan {
  /** Apps whose live version is copied from the live store. */
  copy: string[];
  /** Apps built (when not up to date) and released from their dist/. */
  release: string[];
  /** One line for the output: what is served and what is built. */
  note: string;
}
export const FRONT_END_APPS: string[];
export function readLiveSet(storeDir: string): LiveSet | null;
export function planE2eStore(o: {
  liveStore?: string | undefined;
  liveSet: LiveSet | null;
  app?: string | undefined;
}): E2eStorePlan;
export function copyLiveSet(fromStore: string, toStore: string, apps: string[]): void;
