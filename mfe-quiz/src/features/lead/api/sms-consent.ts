// PUT /leads/sms-consent/ (spec §7): the contact step's consent to texts, recorded on the lead.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { LeadSchema, type Lead, type SmsConsent } from '@tailwise/shared/contract';
import { queryKeys } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '../../common/query-keys';

export async function recordSmsConsent(client: ApiClient, body: SmsConsent): Promise<Lead> {
  return LeadSchema.parse(await client.put<unknown>('/leads/sms-consent/', body));
}

export function useSmsConsent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: quizKeys.smsConsent(),
    mutationFn: (body: SmsConsent) => recordSmsConsent(client, body),
    // The lead is cached by id and by uuid (useLead): both copies now miss the consent.
    onSuccess: (lead) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lead(lead.id, null).slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lead(lead.uuid, null).slice(0, 2) });
    },
  });
}
