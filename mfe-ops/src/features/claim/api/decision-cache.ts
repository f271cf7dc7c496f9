// What every decision (approve, deny, request-info) does to the cache: the claim the API answers with becomes the
// cached claim at once (new status, new audit entry), then the claim and every queue are asked again. A 409 means
// someone else decided first: the claim on screen is out of date, so it and the queues are asked again too.
import { ApiError, useAuthUser } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { opsKeys } from '../../common/api/query-keys';

export const isDecidedElsewhere = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useDecisionCache(claimId: string) {
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const uid = user?.uid ?? null;
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: opsKeys.claim(uid, claimId) }),
      queryClient.invalidateQueries({ queryKey: opsKeys.queues(uid) }),
    ]);
  return {
    onSuccess: (claim: OpsClaim) => {
      queryClient.setQueryData(opsKeys.claim(uid, claimId), claim);
      return refetch();
    },
    onError: (error: unknown) => (isDecidedElsewhere(error) ? refetch() : undefined),
  };
}
