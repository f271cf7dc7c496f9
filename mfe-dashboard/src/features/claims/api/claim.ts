// GET /claims/{uuid}: one claim with its invoices and status history. The API answers 404 for a claim
// that is not the caller's (and 400 for an id that is not a uuid): both mean "not found" here, never a retry.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Claim, ClaimSchema } from '@tailwise/shared/contract';
import { useEffect, useRef } from 'react';
import { dashboardKeys } from '../../common/api/query-keys';
import { isMoving, isOpen } from '../claim-status';

export async function fetchClaim(client: ApiClient, claimId: string, signal?: AbortSignal): Promise<Claim> {
  return callEndpoint(client, 'GET /claims/:uuid', ClaimSchema, { params: { uuid: claimId }, signal });
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A customer watching a claim the engine is deciding (or the payout job paying) sees it move within a second. */
export const MOVING_POLL_MS = 1_000;
/** After this many answers of such polling the claim is stuck on something slower; asking every second no longer helps. */
export const FAST_POLLS = 120;
export const SLOW_POLL_MS = 15_000;
/** A claim with a person (in review, or waiting on the customer's documents): its page shows their decision unasked. */
export const WAITING_POLL_MS = 30_000;

export const claimQueryOptions = (client: ApiClient, uid: string | null, claimId: string) =>
  queryOptions({
    queryKey: dashboardKeys.claim(uid, claimId),
    queryFn: ({ signal }) => fetchClaim(client, claimId, signal),
    enabled: uid !== null,
    retry: false,
    refetchInterval: (query) => {
      const claim = query.state.data;
      if (claim && isOpen(claim.status) && !isMoving(claim.status)) return WAITING_POLL_MS;
      if (!claim || !isMoving(claim.status)) return false;
      return query.state.dataUpdateCount < FAST_POLLS ? MOVING_POLL_MS : SLOW_POLL_MS;
    },
  });

export function useClaim(claimId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const uid = user?.uid ?? null;
  const query = useQuery(claimQueryOptions(client, uid, claimId));
  // The list is a query of its own: once this claim moves on, the list's copy of it is out of date.
  const status = query.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (status && seen.current && status !== seen.current) {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.claims(uid), exact: true });
    }
    seen.current = status;
  }, [status, queryClient, uid]);
  return query;
}
