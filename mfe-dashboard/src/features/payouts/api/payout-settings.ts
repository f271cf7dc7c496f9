// GET /me/payout-method/: where claim payouts go now, in the API's words ("Bank account ending 6789") and as data.
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type PayoutSettings, PayoutSettingsSchema } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function getPayoutSettings(client: ApiClient, signal?: AbortSignal): Promise<PayoutSettings> {
  return callEndpoint(client, 'GET /me/payout-method/', PayoutSettingsSchema, { signal });
}

export const payoutSettingsQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.payoutSettings(uid),
    queryFn: ({ signal }) => getPayoutSettings(client, signal),
    enabled: uid !== null,
  });

export function usePayoutSettings() {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(payoutSettingsQueryOptions(client, user?.uid ?? null));
}
