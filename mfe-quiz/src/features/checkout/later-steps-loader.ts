// Loads checkout's later steps (later-steps.tsx) once, and hands them to a render that needs them: at
// once when already loaded, otherwise by suspending until they are. A failed load is tried again next time.
import { use } from 'react';

type LaterSteps = typeof import('./later-steps');

/** React's `use` reads a settled promise's status fields without suspending again. */
type TrackedPromise = Promise<LaterSteps> & { status?: 'fulfilled'; value?: LaterSteps };

let loading: TrackedPromise | null = null;

export function loadLaterSteps(): Promise<LaterSteps> {
  if (!loading) {
    const promise: TrackedPromise = import('./later-steps').then(
      (m) => Object.assign(promise, { status: 'fulfilled', value: m }).value!,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    loading = promise;
  }
  return loading;
}

/** The later steps' module when `needed` (suspending while it loads), else null. */
export function useLaterSteps(needed: boolean): LaterSteps | null {
  return needed ? use(loadLaterSteps()) : null;
}
