// GET /groups/{groupId}: the employer behind a benefits link (its name and logo, whether enrollment is
// open). Groups stay fresh ten minutes (spec §9).
import { LONG_STALE_TIME, useApiClient, type ApiClient } from '@tailwise/shared';
import { GroupSchema, type Group } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const groupQueryKey = (groupId: string) => ['quiz', 'group', groupId] as const;

export async function fetchGroup(client: ApiClient, groupId: string): Promise<Group> {
  return GroupSchema.parse(await client.get<unknown>(`/groups/${encodeURIComponent(groupId)}`));
}

export const groupQueryOptions = (client: ApiClient, groupId: string) =>
  queryOptions({
    queryKey: groupQueryKey(groupId),
    queryFn: () => fetchGroup(client, groupId),
    staleTime: LONG_STALE_TIME,
    enabled: groupId !== '',
  });

export function useGroup(groupId: string) {
  const client = useApiClient();
  return useQuery(groupQueryOptions(client, groupId));
}
