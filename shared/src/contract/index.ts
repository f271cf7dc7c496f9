// The Tailwise /api/1.0 wire contract: zod schemas and their types, shared by the API and the front end.
export const API_BASE_PATH = '/api/1.0';
export const SUPPORT_EMAIL = 'support@tailwise.example';

export * from './common';
export * from './zip-state';
export * from './errors';
export * from './catalog';
export * from './quotes';
export * from './agreements';
export * from './me';
export * from './leads';
export * from './pets';
export * from './payments';
export * from './checkout';
export * from './claims';
export * from './referrals';
export * from './groups';
export * from './contact';
export * from './business';
export * from './dev';
export * from './billing';
export * from './payouts';
export * from './ops';
export * from './utm-params';
export * from './url-redaction';
export * from './money';
export * from './money-input';
export * from './endpoints';
