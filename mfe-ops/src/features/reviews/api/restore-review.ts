// POST /ops/reviews/{uuid}/restore/: puts a hidden review back on /reviews and in the rating. Idempotent.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { OpsReviewSchema, type OpsReview } from '@tailwise/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { useModerationCache } from './moderation-cache';

export async function restoreReview(client: ApiClient, reviewId: string): Promise<OpsReview> {
  return callEndpoint(client, 'POST /ops/reviews/:uuid/restore/', OpsReviewSchema, { params: { uuid: reviewId } });
}

export function useRestoreReview(reviewId: string) {
  const client = useApiClient();
  const cache = useModerationCache();
  return useMutation({ mutationFn: () => restoreReview(client, reviewId), ...cache });
}
