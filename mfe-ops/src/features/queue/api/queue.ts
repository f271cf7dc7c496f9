// GET /ops/claims/?status=IN_REVIEW|INFO_REQUESTED: the claims waiting for a person, or for the customer's answer,
// oldest waiting first (the API's order, kept here so the queue never shows a newer claim above an older one).
import { useApiClient, useAuth, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type OpsQueue, OpsQueueSchema } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsKeys } from '../../common/api/query-keys';

export type QueueStatus = 'IN_REVIEW' | 'INFO_REQUESTED';

export async function fetchQueue(client: ApiClient, status: QueueStatus, signal?: AbortSignal): Promise<OpsQueue> {
  const queue = await callEndpoint(client, 'GET /ops/claims/', OpsQueueSchema, { query: { status }, signal });
  const claims = [...queue.claims].sort((a, b) => Date.parse(a.waitingSince) - Date.parse(b.waitingSince));
  return { claims };
}

export const queueQueryOptions = (client: ApiClient, uid: string | null, status: QueueStatus) =>
  queryOptions({
    queryKey: opsKeys.queue(uid, status),
    queryFn: ({ signal }) => fetchQueue(client, status, signal),
    enabled: uid !== null,
    // Other adjusters take claims from it: a queue opened again is asked again, and kept fresh while open.
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 60_000,
  });

export function useQueue(status: QueueStatus) {
  const client = useApiClient();
  const { user } = useAuth();
  return useQuery(queueQueryOptions(client, user?.uid ?? null, status));
}
