// Where customers reach us off the site (support phone, app stores, social pages), read from one configuration
// file, site-config.json, by every app (as @tailwise/shared/site-config) and by the shell's build (its no-script note).
import config from './site-config.json';

export interface SiteConfig {
  /** Shown as written, e.g. "1-800-555-0199". */
  supportPhone: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  instagramUrl: string;
  facebookUrl: string;
}

export const siteConfig: SiteConfig = config;

/** A written phone number as a tel: link: its digits with the country code, a US number's given as +1. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export const SUPPORT_PHONE = siteConfig.supportPhone;
export const SUPPORT_PHONE_HREF = telHref(SUPPORT_PHONE);

/** The mobile app's store pages (spec §2, external links), in the order pages list them. */
export const APP_STORE_LINKS = [
  { store: 'App Store', href: siteConfig.appStoreUrl },
  { store: 'Google Play', href: siteConfig.googlePlayUrl },
] as const;

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: siteConfig.instagramUrl },
  { label: 'Facebook', href: siteConfig.facebookUrl },
] as const;
