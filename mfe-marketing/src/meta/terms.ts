import type { PageMeta } from '@tailwise/shared';

export const termsMeta: PageMeta = {
  title: 'Terms of use',
  description: 'The terms that govern your use of the Tailwise website, apps and online services.',
};
