// GET /ops/claims/?status=IN_REVIEW|INFO_REQUESTED: the claims waiting for a person, or for the customer's answer,
// oldest waiting first, a page at a time (the API pages on its own order, so "Show more claims" continues from the
// last claim shown; each page is kept in that order here too, so the queue never shows a newer claim above an older one).
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type OpsQueue, type OpsQueueItem, OpsQueueSchema } from '@tailwise/shared/contract';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { opsKeys } from '../../common/api/query-keys';

export type QueueStatus = 'IN_REVIEW' | 'INFO_REQUESTED';

export async function fetchQueuePage(
  client: ApiClient,
  status: QueueStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OpsQueue> {
  const query = cursor === null ? { status } : { status, cursor };
  const page = await callEndpoint(client, 'GET /ops/claims/', OpsQueueSchema, { query, signal });
  const claims = [...page.claims].sort((a, b) => Date.parse(a.waitingSince) - Date.parse(b.waitingSince));
  return { ...page, claims };
}

type QueueKey = ReturnType<typeof opsKeys.queue>;
type QueueQueryOptions = UseInfiniteQueryOptions<OpsQueue, Error, InfiniteData<OpsQueue>, QueueKey, string | null>;

// A plain object typed as react-query's options: infiniteQueryOptions is not among the names the shell provides at
// run time (packages/build-tools/shared-entries), and it only returns what it is given.
export const queueQueryOptions = (client: ApiClient, uid: string | null, status: QueueStatus): QueueQueryOptions => ({
  queryKey: opsKeys.queue(uid, status),
  queryFn: ({ signal, pageParam }) => fetchQueuePage(client, status, pageParam, signal),
  initialPageParam: null,
  getNextPageParam: (last) => last.nextCursor,
  enabled: uid !== null,
  // Other adjusters take claims from it: a queue opened again is asked again, and kept fresh while open. A
  // refetch asks again from the first page, each next page from the fresh one before it.
  staleTime: 0,
  refetchOnMount: 'always',
  refetchInterval: 60_000,
});

/** The pages loaded so far as one list; a claim that came back into review while paging is shown once. */
export function queueClaims(data: InfiniteData<OpsQueue>): OpsQueueItem[] {
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.claims)
    .filter((claim) => {
      if (seen.has(claim.uuid)) return false;
      seen.add(claim.uuid);
      return true;
    });
}

export function useQueue(status: QueueStatus) {
  const client = useApiClient();
  const user = useAuthUser();
  return useInfiniteQuery(queueQueryOptions(client, user?.uid ?? null, status));
}
