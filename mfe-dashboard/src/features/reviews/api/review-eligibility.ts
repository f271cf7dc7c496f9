// GET /me/reviews/eligibility: whether the customer may write a review now (a plan older than 30 days), and the
// review they already wrote.
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { keepForNextVisit } from '@tailwise/shared/queries';
import { ReviewEligibilitySchema, type ReviewEligibility } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function fetchReviewEligibility(client: ApiClient): Promise<ReviewEligibility> {
  return callEndpoint(client, 'GET /me/reviews/eligibility', ReviewEligibilitySchema);
}

export const reviewEligibilityQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.reviewEligibility(uid),
    queryFn: () => fetchReviewEligibility(client),
    enabled: uid !== null,
    meta: keepForNextVisit,
  });

export function useReviewEligibility() {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(reviewEligibilityQueryOptions(client, user?.uid ?? null));
}
