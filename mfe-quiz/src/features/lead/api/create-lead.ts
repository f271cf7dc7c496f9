// POST /leads/ (spec §7): the contact step's lead. Parsed with the contract: the lead's id and uuid are kept
// and sent back later, so a wrong shape must not slip in.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { LeadSchema, type Lead, type LeadCreate } from '@tailwise/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { quizKeys } from '../../common/query-keys';

export async function createLead(client: ApiClient, body: LeadCreate): Promise<Lead> {
  return LeadSchema.parse(await client.post<unknown>('/leads/', body));
}

/** A new lead is not cached anywhere yet: no invalidation. */
export function useCreateLead() {
  const client = useApiClient();
  return useMutation({
    mutationKey: quizKeys.createLead(),
    mutationFn: (body: LeadCreate) => createLead(client, body),
  });
}
