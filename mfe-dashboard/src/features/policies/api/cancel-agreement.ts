// POST /agreements/{uuid}/cancel/: cancels a plan (idempotent on the server). Cancelling changes the profile's
// agreements and the pets' cover, which other apps read too, so both shared resources are invalidated.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Cancellation, CancellationSchema } from '@tailwise/shared/contract';
import { invalidateAfterPurchase } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function cancelAgreement(client: ApiClient, agreementUuid: string): Promise<Cancellation> {
  return callEndpoint(client, 'POST /agreements/:uuid/cancel/', CancellationSchema, {
    params: { uuid: agreementUuid },
  });
}

export function useCancelAgreement() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreementUuid: string) => cancelAgreement(client, agreementUuid),
    onSuccess: (result) => {
      queryClient.setQueryData(dashboardKeys.cancellation(result.agreement), result);
      return invalidateAfterPurchase(queryClient);
    },
  });
}
