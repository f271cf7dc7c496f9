import type { PageMeta } from '@tailwise/shared';

export const productUnavailableMeta: PageMeta = {
  title: 'Not available right now',
  description: 'This Tailwise product is not available in your area or at the moment. Here is what you can do next.',
};
