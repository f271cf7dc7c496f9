// POST /quotes/: a live example price for a sample pet. Uses React Query, so render it inside a QueryScope. The
// schema is loaded with the answer, so the pages' first render does not carry the contract's validators.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import type { Quote } from '@tailwise/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { marketingKeys } from '../../common/api/query-keys';
import { sampleQuoteRequest, type SampleQuoteInput } from '../sample-quote';

export async function fetchSampleQuote(
  client: ApiClient,
  input: SampleQuoteInput,
  signal?: AbortSignal,
): Promise<Quote> {
  const [body, { QuoteSchema }] = await Promise.all([
    client.post<unknown>('/quotes/', sampleQuoteRequest(input), { signal }),
    import('@tailwise/shared/contract'),
  ]);
  return QuoteSchema.parse(body);
}

export const sampleQuoteQueryOptions = (client: ApiClient, input: SampleQuoteInput, enabled = true) =>
  queryOptions({
    queryKey: marketingKeys.sampleQuote(input.pet.key, input.zipCode, input.deductible, input.coinsurancePercent),
    queryFn: ({ signal }) => fetchSampleQuote(client, input, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });

/** Runs in the browser only: during a server render React Query does not fetch, so the page shows its placeholder. */
export function useSampleQuote(input: SampleQuoteInput, enabled = true) {
  return useQuery(sampleQuoteQueryOptions(useApiClient(), input, enabled));
}
