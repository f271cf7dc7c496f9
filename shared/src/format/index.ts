// @tailwise/shared/format: the one place an app turns amounts and dates into text. A bundled subpath, so a
// remote gets a fix with its own release; each function's name says the unit it takes. Money is written
// in the contract, as the API's emails write it too.
export * from '../contract/money';
export * from '../contract/money-input';
export * from './dates';
