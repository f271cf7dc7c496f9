import type { PageMeta } from '@tailwise/shared';

export const workWithUsMeta: PageMeta = {
  title: 'Work with Tailwise: vet clinics, employers and partners',
  description:
    'Partner with Tailwise: direct payment and fast claim decisions for vet clinics, pet benefits for employers, and programmes for brokers, shelters and brands.',
};
