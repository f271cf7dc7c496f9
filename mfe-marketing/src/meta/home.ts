import type { PageMeta } from '@tailwise/shared';

export const homeMeta: PageMeta = {
  title: 'Tailwise | Pet insurance and wellness plans for dogs and cats',
  description:
    'Accident and illness insurance that reimburses up to 100% of eligible vet bills, plus wellness plans for routine care. Any licensed vet in the US. Get a quote in about two minutes.',
};
