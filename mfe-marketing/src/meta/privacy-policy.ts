import type { PageMeta } from '@tailwise/shared';

export const privacyPolicyMeta: PageMeta = {
  title: 'Privacy policy',
  description:
    'How Tailwise collects, uses, shares and protects personal information, and the choices and rights you have.',
};
