import type { PageMeta } from '@tailwise/shared';

export const reviewsMeta: PageMeta = {
  title: 'Tailwise reviews from pet parents',
  description:
    'Read what dog and cat owners say about Tailwise pet insurance, claims and wellness plans, with ratings and an honest summary.',
};
