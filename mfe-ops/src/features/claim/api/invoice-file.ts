// GET /ops/claims/{uuid}/invoices/{invoiceId}: a claim's file, for the preview. It needs the adjuster's token, so
// it comes through the shared API client, never a hand-built Authorization header. A file never changes.
import { useApiClient, useAuthUser } from '@tailwise/shared';
import { callEndpoint, type ApiCaller } from '@tailwise/shared/api-call';
import { FILE_RESPONSE } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsKeys } from '../../common/api/query-keys';

export function fetchInvoiceFile(
  client: ApiCaller,
  claimId: string,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return callEndpoint(client, 'GET /ops/claims/:uuid/invoices/:invoiceId', FILE_RESPONSE, {
    params: { uuid: claimId, invoiceId },
    signal,
  });
}

export const invoiceFileQueryOptions = (client: ApiCaller, uid: string | null, claimId: string, invoiceId: string) =>
  queryOptions({
    queryKey: opsKeys.invoiceFile(uid, claimId, invoiceId),
    queryFn: ({ signal }) => fetchInvoiceFile(client, claimId, invoiceId, signal),
    enabled: uid !== null,
    staleTime: Infinity,
    // Files can be large: let go of them soon after the claim is left.
    gcTime: 60_000,
    retry: false,
  });

export function useInvoiceFile(claimId: string, invoiceId: string) {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(invoiceFileQueryOptions(client, user?.uid ?? null, claimId, invoiceId));
}
