import type { PageMeta } from '@tailwise/shared';

export const insurancePlansMeta: PageMeta = {
  title: 'Pet insurance plans: deductibles, reimbursement and waiting periods',
  description:
    'How Tailwise accident and illness cover works: choose a $250, $500 or $1,000 deductible and 80%, 90% or 100% reimbursement, see what is covered, and check a live example price.',
};
