// GET /me/payments/: every premium of the customer's plans, newest period first, and what is owed now. Parsed
// with the contract, because each payment's status decides what the customer is asked to do.
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type PaymentHistory, PaymentHistorySchema } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function fetchPaymentHistory(client: ApiClient, signal?: AbortSignal): Promise<PaymentHistory> {
  return callEndpoint(client, 'GET /me/payments/', PaymentHistorySchema, { signal });
}

export const paymentHistoryQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.payments(uid),
    queryFn: ({ signal }) => fetchPaymentHistory(client, signal),
    enabled: uid !== null,
  });

export function usePaymentHistory() {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(paymentHistoryQueryOptions(client, user?.uid ?? null));
}
