import type { PageMeta } from '@tailwise/shared';

export const wellnessPlansMeta: PageMeta = {
  title: 'Pet wellness plans: routine care for dogs and cats',
  description:
    'Compare Tailwise Essential, Classic and Premium wellness plans side by side: monthly prices and yearly allowances for exams, vaccines, dental cleanings, bloodwork and more.',
};
