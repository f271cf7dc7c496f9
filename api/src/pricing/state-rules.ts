/**
 * State rules for the options we sell, applied on the server so no request can buy around them.
 *
 * California is our one restricted state. Our California plan is filed with 80% and 90% reimbursement
 * only: the 0% coinsurance (100% reimbursement) option is never sold there, and the default there is
 * the "80 option", 20% coinsurance (spec §5). Everywhere else all three coinsurance options are sold
 * and the default is 10%. Deductibles are the same everywhere (default $1,000).
 */
import {
  COINSURANCE_OPTIONS,
  DEDUCTIBLE_OPTIONS,
  DEFAULT_DEDUCTIBLE,
  defaultCoinsurancePercent,
  type UsState,
} from '@tailwise/shared/contract';

export type Deductible = (typeof DEDUCTIBLE_OPTIONS)[number];
export type CoinsurancePercent = (typeof COINSURANCE_OPTIONS)[number];

export const RESTRICTED_STATES: ReadonlySet<UsState> = new Set<UsState>(['CA']);

export interface StateOptions {
  restrictedState: boolean;
  deductibles: Deductible[];
  coinsurancePercents: CoinsurancePercent[];
  defaultDeductible: Deductible;
  defaultCoinsurancePercent: CoinsurancePercent;
}

export function optionsForState(state: UsState): StateOptions {
  const restricted = RESTRICTED_STATES.has(state);
  const coinsurancePercents = restricted ? COINSURANCE_OPTIONS.filter((c) => c !== 0) : [...COINSURANCE_OPTIONS];
  return {
    restrictedState: restricted,
    deductibles: [...DEDUCTIBLE_OPTIONS],
    coinsurancePercents,
    defaultDeductible: DEFAULT_DEDUCTIBLE as Deductible,
    // The contract's spec §5 rule, the one the price screen opens a returning cart with.
    defaultCoinsurancePercent: defaultCoinsurancePercent({ restrictedState: restricted, coinsurancePercents }),
  };
}

export type OptionsResult =
  | { ok: true; deductible: Deductible; coinsurancePercent: CoinsurancePercent }
  | { ok: false; field: 'deductible' | 'coinsurancePercent'; message: string };

/** Fills in defaults and refuses any option the state does not allow. */
export function resolveInsuranceOptions(
  state: UsState,
  requested: { deductible?: number | undefined; coinsurancePercent?: number | undefined },
): OptionsResult {
  const options = optionsForState(state);
  const deductible = (requested.deductible ?? options.defaultDeductible) as Deductible;
  if (!options.deductibles.includes(deductible)) {
    return { ok: false, field: 'deductible', message: `A $${deductible} deductible is not offered in ${state}` };
  }
  const coinsurancePercent = (requested.coinsurancePercent ?? options.defaultCoinsurancePercent) as CoinsurancePercent;
  if (!options.coinsurancePercents.includes(coinsurancePercent)) {
    return {
      ok: false,
      field: 'coinsurancePercent',
      message: `${100 - coinsurancePercent}% reimbursement is not offered in ${state}; choose ${options.coinsurancePercents.map((c) => `${100 - c}%`).join(' or ')}`,
    };
  }
  return { ok: true, deductible, coinsurancePercent };
}
