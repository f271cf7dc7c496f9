// POST /ops/claims/{uuid}/approve/ {amountCents, note}: pays the claim that amount. 422 names amountCents when it is
// above what the terms allow (maxApprovableCents); 409 when someone else decided the claim first.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type OpsClaim, type OpsApproveRequest, OpsClaimSchema } from '@tailwise/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { useDecisionCache } from './decision-cache';

export async function approveClaim(client: ApiClient, claimId: string, body: OpsApproveRequest): Promise<OpsClaim> {
  return callEndpoint(client, 'POST /ops/claims/:uuid/approve/', OpsClaimSchema, { params: { uuid: claimId }, body });
}

export function useApproveClaim(claimId: string) {
  const client = useApiClient();
  const cache = useDecisionCache(claimId);
  return useMutation({ mutationFn: (body: OpsApproveRequest) => approveClaim(client, claimId, body), ...cache });
}
