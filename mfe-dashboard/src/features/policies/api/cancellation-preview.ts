// GET /agreements/{uuid}/cancellation/: what cancelling today would do (refund, last day of cover), shown
// before the customer confirms.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Cancellation, CancellationSchema } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function fetchCancellationPreview(client: ApiClient, agreementUuid: string): Promise<Cancellation> {
  return callEndpoint(client, 'GET /agreements/:uuid/cancellation/', CancellationSchema, {
    params: { uuid: agreementUuid },
  });
}

/** The refund depends on today's date: always asked afresh when the dialog opens. */
export const cancellationQueryOptions = (client: ApiClient, agreementUuid: string, enabled: boolean) =>
  queryOptions({
    queryKey: dashboardKeys.cancellation(agreementUuid),
    queryFn: () => fetchCancellationPreview(client, agreementUuid),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

export function useCancellationPreview(agreementUuid: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery(cancellationQueryOptions(client, agreementUuid, enabled));
}
