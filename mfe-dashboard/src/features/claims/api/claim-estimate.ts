// POST /claims/estimate/: the reimbursement the API expects to pay for a bill, and how it got there
// (waiting period, deductible left this policy year, reimbursement rate, yearly limit left), computed
// the same way as the filed claim's estimate. Stores nothing, so it is a query keyed by its input.
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import {
  type ClaimEstimatePreview,
  type ClaimEstimateRequest,
  ClaimEstimatePreviewSchema,
} from '@tailwise/shared/contract';
import { useMemo } from 'react';
import { dashboardKeys } from '../../common/api/query-keys';
import { useDebounced } from '../../common/use-debounced';

export async function fetchClaimEstimate(
  client: ApiClient,
  request: ClaimEstimateRequest,
  signal?: AbortSignal,
): Promise<ClaimEstimatePreview> {
  return callEndpoint(client, 'POST /claims/estimate/', ClaimEstimatePreviewSchema, { body: request, signal });
}

export const claimEstimateQueryOptions = (
  client: ApiClient,
  uid: string | null,
  request: ClaimEstimateRequest | null,
) =>
  queryOptions({
    queryKey: dashboardKeys.claimEstimate(uid, request),
    queryFn: request && uid !== null ? ({ signal }) => fetchClaimEstimate(client, request, signal) : skipToken,
    // A changed amount keeps the last figure on screen until the new one arrives (no jump).
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The estimate for the form's current input, asked for once typing pauses; null input asks nothing. */
export function useClaimEstimate(request: ClaimEstimateRequest | null) {
  const client = useApiClient();
  const user = useAuthUser();
  // By value: the form builds a new request object on every render.
  const key = request ? JSON.stringify(request) : null;
  const settledKey = useDebounced(key, 300);
  const settled = useMemo<ClaimEstimateRequest | null>(
    () => (settledKey ? (JSON.parse(settledKey) as ClaimEstimateRequest) : null),
    [settledKey],
  );
  const query = useQuery(claimEstimateQueryOptions(client, user?.uid ?? null, settled));
  return { query, settling: key !== settledKey };
}
