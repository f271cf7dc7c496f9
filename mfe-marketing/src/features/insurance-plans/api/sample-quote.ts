// A live example price for a sample pet from the API's quote endpoint (POST /quotes/). Uses React
// Query, so render it inside a QueryScope.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@tailwise/shared';
import type { Quote } from '@tailwise/shared/contract';
import { sampleQuoteRequest, type SampleQuoteInput } from './sample-quote';

/** Runs in the browser only: during a server render React Query does not fetch, so the page shows its placeholder. */
export function useSampleQuote(input: SampleQuoteInput, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['marketing', 'sample-quote', input.pet.key, input.zipCode, input.deductible, input.coinsurancePercent],
    queryFn: ({ signal }) => client.post<Quote>('/quotes/', sampleQuoteRequest(input), { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}
