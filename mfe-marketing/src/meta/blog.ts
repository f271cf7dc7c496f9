import type { PageMeta } from '@tailwise/shared';

export const blogMeta: PageMeta = {
  title: 'The Tailwise blog: pet health and the cost of care',
  description:
    'Practical, vet-informed guides on keeping dogs and cats healthy and planning for vet bills, from puppy vaccines to senior care.',
};
