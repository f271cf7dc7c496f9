// POST /quotes/: the price of the cart. A read, so it is a query keyed on the request: each change of an
// option is a new key, the previous figure stays on screen while the new one loads (keepPreviousData), and
// React Query aborts the superseded request because the fetcher hands it the signal.
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { QuoteSchema, type Quote, type QuoteRequest } from '@tailwise/shared/contract';
import { quizKeys } from '../../common/query-keys';

export async function fetchQuote(client: ApiClient, request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  // Money: parse with the contract, so a wrong shape fails loudly instead of showing a wrong price.
  return QuoteSchema.parse(await client.post<unknown>('/quotes/', request, { signal }));
}

export const quoteQueryOptions = (client: ApiClient, request: QuoteRequest | null) =>
  queryOptions({
    queryKey: quizKeys.quote(request),
    queryFn: request ? ({ signal }) => fetchQuote(client, request, signal) : skipToken,
    placeholderData: keepPreviousData,
  });

/** The quote for `request` (null waits); while a new request loads, `data` is the previous quote. */
export function useQuote(request: QuoteRequest | null) {
  return useQuery(quoteQueryOptions(useApiClient(), request));
}
