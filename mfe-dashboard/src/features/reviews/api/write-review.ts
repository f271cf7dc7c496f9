// POST /me/reviews/: writes the customer's one review, or replaces it. The answer becomes the review the
// eligibility query holds, so the card shows it at once (still hidden, if staff hid it).
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { MyReviewSchema, type MyReview, type ReviewEligibility, type ReviewRequest } from '@tailwise/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function writeReview(client: ApiClient, body: ReviewRequest): Promise<MyReview> {
  return callEndpoint(client, 'POST /me/reviews/', MyReviewSchema, { body });
}

export function useWriteReview() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const key = dashboardKeys.reviewEligibility(user?.uid ?? null);
  return useMutation({
    mutationFn: (body: ReviewRequest) => writeReview(client, body),
    onSuccess: (review) => queryClient.setQueryData<ReviewEligibility>(key, (old) => (old ? { ...old, review } : old)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
