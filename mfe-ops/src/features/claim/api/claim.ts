// GET /ops/claims/{uuid}: one claim with everything needed to decide it (terms, the pet's claims, the proposal,
// the audit log). 404 and 400 (not a uuid) both mean there is no such claim: never retried.
import { ApiError, useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type OpsClaim, OpsClaimSchema } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsKeys } from '../../common/api/query-keys';

export async function fetchOpsClaim(client: ApiClient, claimId: string, signal?: AbortSignal): Promise<OpsClaim> {
  return callEndpoint(client, 'GET /ops/claims/:uuid', OpsClaimSchema, { params: { uuid: claimId }, signal });
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const opsClaimQueryOptions = (client: ApiClient, uid: string | null, claimId: string) =>
  queryOptions({
    queryKey: opsKeys.claim(uid, claimId),
    queryFn: ({ signal }) => fetchOpsClaim(client, claimId, signal),
    enabled: uid !== null,
    retry: false,
  });

export function useOpsClaim(claimId: string) {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(opsClaimQueryOptions(client, user?.uid ?? null, claimId));
}
