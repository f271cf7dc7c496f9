/** The brand, in one place. */
export const BRAND_NAME = 'Tailwise';
export const SUPPORT_EMAIL = 'support@tailwise.example';
export const SUPPORT_PHONE = '1-800-555-0199';
