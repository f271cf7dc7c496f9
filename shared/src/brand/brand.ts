/** The brand, in one place. */
export const BRAND_NAME = 'Tailwise';
export const SUPPORT_EMAIL = 'support@tailwise.example';
export { SUPPORT_PHONE } from './site-config';
