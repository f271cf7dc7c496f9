// The address step's ZIP check: "This ZIP code is in NY" next to the field before checkout refuses it, by the
// same table the API uses (the contract's stateForZip).
import { stateForZip } from '@tailwise/shared/contract';

export { stateForZip };

/** The message for a ZIP code that does not fit the chosen state, or null when it fits (or cannot be judged yet). */
export function zipStateMismatch(zipCode: string, state: string | undefined): string | null {
  if (!/^\d{5}$/.test(zipCode.trim()) || !state) return null;
  const actual = stateForZip(zipCode);
  if (actual === null) return 'We sell in the 50 states and DC only';
  return actual === state ? null : `This ZIP code is in ${actual}`;
}
