// POST /claims/{uuid}/appeal/: the customer's one appeal of a denial. A 409 means the claim can no longer be appealed.
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Claim, type ClaimAppealRequest, ClaimSchema } from '@tailwise/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function appealClaim(client: ApiClient, claimId: string, body: ClaimAppealRequest): Promise<Claim> {
  return callEndpoint(client, 'POST /claims/:uuid/appeal/', ClaimSchema, { params: { uuid: claimId }, body });
}

export function useAppealClaim(claimId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const uid = user?.uid ?? null;
  return useMutation({
    mutationFn: (body: ClaimAppealRequest) => appealClaim(client, claimId, body),
    onSuccess: (claim) => queryClient.setQueryData(dashboardKeys.claim(uid, claimId), claim),
    // Settled either way: after a 409 (appealed elsewhere, or the window closed) the claim on screen is out of date.
    // The prefix is the list's key and this claim's: both refetch.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.claims(uid) }),
  });
}
