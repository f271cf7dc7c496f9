import type { PageMeta } from '@tailwise/shared';

export const blogArticleMeta: PageMeta = {
  title: 'From the Tailwise blog',
  description: 'Practical guides on pet health and the cost of care.',
};
