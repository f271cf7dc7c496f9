// GET /reviews/: one page of published reviews and the summary of them all. Loaded only by the lazy review parts,
// so the prerendered pages' first render carries neither React Query nor the contract's validators.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { ReviewListSchema, type ReviewList } from '@tailwise/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { marketingKeys } from '../../common/api/query-keys';

export async function fetchReviews(
  client: ApiClient,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<ReviewList> {
  return callEndpoint(client, 'GET /reviews/', ReviewListSchema, { query: { page, per_page: perPage }, signal });
}

export const reviewsQueryOptions = (client: ApiClient, page: number, perPage: number) =>
  queryOptions({
    queryKey: marketingKeys.reviews(page, perPage),
    queryFn: ({ signal }) => fetchReviews(client, page, perPage, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Runs in the browser only: a server render shows the caller's placeholder. */
export function useReviews(page: number, perPage: number) {
  return useQuery(reviewsQueryOptions(useApiClient(), page, perPage));
}
