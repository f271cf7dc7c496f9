// ZIP code to state for pricing and address checks: the contract's table, shared with the front end.
export { stateForZip } from '@tailwise/shared/contract';
