// POST /ops/reviews/{uuid}/hide/ {reason, note}: takes a review off /reviews and out of the rating. Idempotent: a
// review someone already hid comes back as it is, with their reason.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { OpsReviewSchema, type OpsHideReviewRequest, type OpsReview } from '@tailwise/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { useModerationCache } from './moderation-cache';

export async function hideReview(client: ApiClient, reviewId: string, body: OpsHideReviewRequest): Promise<OpsReview> {
  return callEndpoint(client, 'POST /ops/reviews/:uuid/hide/', OpsReviewSchema, { params: { uuid: reviewId }, body });
}

export function useHideReview(reviewId: string) {
  const client = useApiClient();
  const cache = useModerationCache();
  return useMutation({ mutationFn: (body: OpsHideReviewRequest) => hideReview(client, reviewId, body), ...cache });
}
