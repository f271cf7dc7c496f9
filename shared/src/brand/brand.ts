/** The brand, in one place. */
// The phone comes straight from site-config.json, not through site-config.ts: the shell bundles that module for its
// footer, and the shared root importing it too would put a second copy of it on every page.
import siteConfig from './site-config.json';

export const BRAND_NAME = 'Tailwise';
export const SUPPORT_EMAIL = 'support@tailwise.example';
export const SUPPORT_PHONE: string = siteConfig.supportPhone;
