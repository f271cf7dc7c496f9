// The flags' state after Remote Config's fetch, whatever became of it: spec §4's status leaves no-fetch-yet
// exactly once, so a page that waits on a flag always gets its answer (the defaults, on any failure).
import type { FlagsState } from '@tailwise/shared';
import type { FlagOverrides } from './flag-overrides';
import type { RemoteFlags } from './remote-config';

/** What the fetch came to: Remote Config's answer, no Remote Config to ask (no app id), or an error loading it. */
export type FlagsFetchOutcome = RemoteFlags | 'unavailable' | 'error';

export function applyOverrides(state: FlagsState, overrides: FlagOverrides): FlagsState {
  return { ...state, values: { ...state.values, ...overrides } };
}

/** `current` holds the defaults with the local overrides, as the provider starts. */
export function flagsAfterFetch(current: FlagsState, outcome: FlagsFetchOutcome, overrides: FlagOverrides): FlagsState {
  if (outcome === 'unavailable' || outcome === 'error') return { ...current, status: 'failure' };
  return applyOverrides(outcome, overrides);
}
