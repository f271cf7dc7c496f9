// POST /ops/claims/{uuid}/deny/ {reason, note}: denies the claim for one of the contract's reasons, with a note the
// customer reads. 409 when someone else decided the claim first.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type OpsClaim, type OpsDenyRequest, OpsClaimSchema } from '@tailwise/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { useDecisionCache } from './decision-cache';

export async function denyClaim(client: ApiClient, claimId: string, body: OpsDenyRequest): Promise<OpsClaim> {
  return callEndpoint(client, 'POST /ops/claims/:uuid/deny/', OpsClaimSchema, { params: { uuid: claimId }, body });
}

export function useDenyClaim(claimId: string) {
  const client = useApiClient();
  const cache = useDecisionCache(claimId);
  return useMutation({ mutationFn: (body: OpsDenyRequest) => denyClaim(client, claimId, body), ...cache });
}
