// PUT /me/payout-method/: a bank account (kept as its last four digits only) or the card on file. A 422 names the field.
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type PayoutMethodRequest, type PayoutSettings, PayoutSettingsSchema } from '@tailwise/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function savePayoutMethod(client: ApiClient, body: PayoutMethodRequest): Promise<PayoutSettings> {
  return callEndpoint(client, 'PUT /me/payout-method/', PayoutSettingsSchema, { body });
}

export function useSavePayoutMethod() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const key = dashboardKeys.payoutSettings(user?.uid ?? null);
  return useMutation({
    mutationFn: (body: PayoutMethodRequest) => savePayoutMethod(client, body),
    // The answer is the settings now: shown at once, then confirmed.
    onSuccess: (settings) => {
      queryClient.setQueryData(key, settings);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
