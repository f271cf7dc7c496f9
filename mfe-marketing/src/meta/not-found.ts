import type { PageMeta } from '@tailwise/shared';

export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description:
    'We could not find that page. Find pet insurance, wellness plans, answers and help on the Tailwise home page.',
};
