import type { PageMeta } from '@tailwise/shared';

export const careersMeta: PageMeta = {
  title: 'Careers at Tailwise',
  description:
    'Join the team making vet care easier to afford. See our open roles in engineering, claims, customer care and veterinary operations.',
};
