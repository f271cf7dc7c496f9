// POST /leads/ and PUT /leads/sms-consent/ (spec §7): the contact step's writes. Responses are parsed
// with the contract: the lead's id and uuid are kept and sent back later, so a wrong shape must not slip in.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { LeadSchema, type Lead, type LeadCreate, type SmsConsent } from '@tailwise/shared/contract';
import { queryKeys } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function createLead(client: ApiClient, body: LeadCreate): Promise<Lead> {
  return LeadSchema.parse(await client.post<unknown>('/leads/', body));
}

export async function recordSmsConsent(client: ApiClient, body: SmsConsent): Promise<Lead> {
  return LeadSchema.parse(await client.put<unknown>('/leads/sms-consent/', body));
}

export function useCreateLead() {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['quiz', 'lead', 'create'],
    mutationFn: (body: LeadCreate) => createLead(client, body),
  });
}

export function useSmsConsent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['quiz', 'lead', 'sms-consent'],
    mutationFn: (body: SmsConsent) => recordSmsConsent(client, body),
    // The lead is cached by id and by uuid (useLead): both copies now miss the consent.
    onSuccess: (lead) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lead(lead.id, null).slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lead(lead.uuid, null).slice(0, 2) });
    },
  });
}
