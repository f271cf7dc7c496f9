// POST /ops/claims/{uuid}/request-info/ {request}: asks the customer for what is missing; the claim waits as
// INFO_REQUESTED until they answer. 409 when someone else decided the claim first.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type OpsClaim, type OpsInfoRequest, OpsClaimSchema } from '@tailwise/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { useDecisionCache } from './decision-cache';

export async function requestInfo(client: ApiClient, claimId: string, body: OpsInfoRequest): Promise<OpsClaim> {
  return callEndpoint(client, 'POST /ops/claims/:uuid/request-info/', OpsClaimSchema, {
    params: { uuid: claimId },
    body,
  });
}

export function useRequestInfo(claimId: string) {
  const client = useApiClient();
  const cache = useDecisionCache(claimId);
  return useMutation({ mutationFn: (body: OpsInfoRequest) => requestInfo(client, claimId, body), ...cache });
}
