// GET /ops/reviews/?status=&page=: every review for moderation, published and hidden, newest first, a page at a time.
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { OPS_REVIEWS_PAGE_SIZE, OpsReviewListSchema, type OpsReviewList } from '@tailwise/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { opsKeys } from '../../common/api/query-keys';

export type ReviewFilter = 'ALL' | 'PUBLISHED' | 'HIDDEN';

export async function fetchOpsReviews(
  client: ApiClient,
  status: ReviewFilter,
  page: number,
  signal?: AbortSignal,
): Promise<OpsReviewList> {
  return callEndpoint(client, 'GET /ops/reviews/', OpsReviewListSchema, {
    query: { status, page, per_page: OPS_REVIEWS_PAGE_SIZE },
    signal,
  });
}

export const opsReviewsQueryOptions = (client: ApiClient, uid: string | null, status: ReviewFilter, page: number) =>
  queryOptions({
    queryKey: opsKeys.reviews(uid, status, page),
    queryFn: ({ signal }) => fetchOpsReviews(client, status, page, signal),
    enabled: uid !== null,
    // Customers write and other staff moderate meanwhile: a list opened again is asked again.
    staleTime: 0,
    refetchOnMount: 'always',
    // The next page keeps the current one on screen until it arrives, so the list does not jump to "Loading".
    placeholderData: keepPreviousData,
  });

export function useOpsReviews(status: ReviewFilter, page: number) {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(opsReviewsQueryOptions(client, user?.uid ?? null, status, page));
}
