// GET /claims/{uuid}: one claim with its invoices and status history. The API answers 404 for a claim
// that is not the caller's (and 400 for an id that is not a uuid): both mean "not found" here, never a retry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, useApiClient, useAuth, type ApiClient } from '@tailwise/shared';
import { ClaimSchema, type Claim } from '@tailwise/shared/contract';
import { dashboardKeys } from '../common/query-keys';

export async function fetchClaim(client: ApiClient, claimId: string, signal?: AbortSignal): Promise<Claim> {
  return ClaimSchema.parse(await client.get<unknown>(`/claims/${encodeURIComponent(claimId)}`, { signal }));
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const claimQueryOptions = (client: ApiClient, uid: string | null, claimId: string) =>
  queryOptions({
    queryKey: dashboardKeys.claim(uid, claimId),
    queryFn: ({ signal }) => fetchClaim(client, claimId, signal),
    enabled: uid !== null,
    retry: false,
  });

export function useClaim(claimId: string) {
  const client = useApiClient();
  const { user } = useAuth();
  return useQuery(claimQueryOptions(client, user?.uid ?? null, claimId));
}
