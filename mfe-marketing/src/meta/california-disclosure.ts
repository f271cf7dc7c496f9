import type { PageMeta } from '@tailwise/shared';

export const californiaDisclosureMeta: PageMeta = {
  title: 'California pet insurance disclosure',
  description:
    'Terms that apply to Tailwise pet insurance sold in California: reimbursement options, deductibles, waiting periods, pre-existing conditions, renewal and your right to cancel.',
};
