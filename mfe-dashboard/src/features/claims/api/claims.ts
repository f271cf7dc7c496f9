// GET /claims/: every claim of the customer, newest first; the overview shows the open ones.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { keepForNextVisit } from '@tailwise/shared/queries';
import { type ClaimSummary, ClaimListSchema } from '@tailwise/shared/contract';
import { dashboardKeys } from '../../common/api/query-keys';
import { FAST_POLLS, MOVING_POLL_MS, SLOW_POLL_MS } from './claim';
import { isMoving } from '../claim-status';

export async function fetchClaims(client: ApiClient, signal?: AbortSignal): Promise<ClaimSummary[]> {
  return (await callEndpoint(client, 'GET /claims/', ClaimListSchema, { signal })).claims;
}

export const claimsQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.claims(uid),
    queryFn: ({ signal }) => fetchClaims(client, signal),
    enabled: uid !== null,
    meta: keepForNextVisit,
    // A claim just filed is decided and paid within seconds: the list follows it as the claim's page does.
    refetchInterval: (query) => {
      if (!query.state.data?.some((claim) => isMoving(claim.status))) return false;
      return query.state.dataUpdateCount < FAST_POLLS ? MOVING_POLL_MS : SLOW_POLL_MS;
    },
  });

export function useClaims() {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(claimsQueryOptions(client, user?.uid ?? null));
}
