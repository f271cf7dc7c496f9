// One QueryClient serves every remote, so each of this remote's keys starts with 'marketing'.
import type { SampleQuoteInput } from '../../insurance-plans/sample-quote';

export const marketingKeys = {
  all: ['marketing'] as const,
  wellnessPlans: ['marketing', 'wellness-plans'] as const,
  sampleQuote: ({ pet, zipCode, deductible, coinsurancePercent }: SampleQuoteInput) =>
    ['marketing', 'sample-quote', pet.key, zipCode, deductible, coinsurancePercent] as const,
};
