// One QueryClient serves every remote, so each of this remote's keys starts with 'marketing'.

export const marketingKeys = {
  all: ['marketing'] as const,
  wellnessPlans: ['marketing', 'wellness-plans'] as const,
  /** One page of published reviews (with the summary of them all). */
  reviews: (page: number, perPage: number) => ['marketing', 'reviews', page, perPage] as const,
  /** The sample price for one example pet, place and choice of options. */
  sampleQuote: (petKey: string, zipCode: string, deductible: number, coinsurancePercent: number) =>
    ['marketing', 'sample-quote', petKey, zipCode, deductible, coinsurancePercent] as const,
};
