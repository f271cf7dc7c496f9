// Cancelling a plan: GET /agreements/{uuid}/cancellation/ previews what cancelling today does (refund, last
// day of cover), POST /agreements/{uuid}/cancel/ does it (idempotent on the server). Cancelling changes the
// profile's agreements and the pets' cover, so both are invalidated.
import { useApiClient, useAuth, type ApiClient } from '@tailwise/shared';
import { CancellationSchema, type Cancellation } from '@tailwise/shared/contract';
import { queryKeys } from '@tailwise/shared/queries';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const cancellationQueryKey = (agreementUuid: string) =>
  ['dashboard', 'agreements', agreementUuid, 'cancellation'] as const;

const agreementPath = (uuid: string) => `/agreements/${encodeURIComponent(uuid)}`;

export async function fetchCancellationPreview(client: ApiClient, agreementUuid: string): Promise<Cancellation> {
  return CancellationSchema.parse(await client.get<unknown>(`${agreementPath(agreementUuid)}/cancellation/`));
}

export async function cancelAgreement(client: ApiClient, agreementUuid: string): Promise<Cancellation> {
  return CancellationSchema.parse(await client.post<unknown>(`${agreementPath(agreementUuid)}/cancel/`));
}

/** The refund depends on today's date: always asked afresh when the dialog opens. */
export const cancellationQueryOptions = (client: ApiClient, agreementUuid: string, enabled: boolean) =>
  queryOptions({
    queryKey: cancellationQueryKey(agreementUuid),
    queryFn: () => fetchCancellationPreview(client, agreementUuid),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

export function useCancellationPreview(agreementUuid: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery(cancellationQueryOptions(client, agreementUuid, enabled));
}

export function useCancelAgreement() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  return useMutation({
    mutationFn: (agreementUuid: string) => cancelAgreement(client, agreementUuid),
    onSuccess: (result) => {
      queryClient.setQueryData(cancellationQueryKey(result.agreement), result);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me(uid) }),
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'pets'] }),
      ]);
    },
  });
}
