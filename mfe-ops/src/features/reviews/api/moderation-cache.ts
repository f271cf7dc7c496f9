// What hiding or restoring does to the cache: the review the API answers replaces its copy on every cached page at
// once (so its card changes without waiting), then every page is asked again (a filtered page may lose it).
import { useAuthUser } from '@tailwise/shared';
import type { OpsReview, OpsReviewList } from '@tailwise/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { opsKeys } from '../../common/api/query-keys';

export function useModerationCache() {
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const prefix = opsKeys.reviewLists(user?.uid ?? null);
  return {
    onSuccess: (review: OpsReview) => {
      queryClient.setQueriesData<OpsReviewList>({ queryKey: prefix }, (list) =>
        list ? { ...list, reviews: list.reviews.map((r) => (r.uuid === review.uuid ? review : r)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: prefix });
    },
  };
}
