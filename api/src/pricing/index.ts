// The pricing module: rating table, state rules and the cart pricer. Pure functions only.
export * from './rating-table';
export * from './state-rules';
export * from './price';
export * from './regions';
