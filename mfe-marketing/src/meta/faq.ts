import type { PageMeta } from '@tailwise/shared';

export const faqMeta: PageMeta = {
  title: 'Pet insurance FAQ: coverage, claims, billing and wellness',
  description:
    'Straight answers about what Tailwise covers, how claims and reimbursement work, billing and cancellation, wellness plans, and pet benefits for employers.',
};
