// GET /groups/{groupId}: the employer behind a GROUP (payroll) entry in the wallet, for its name. Groups
// stay fresh ten minutes (spec §9).
import { LONG_STALE_TIME, useApiClient, type ApiClient } from '@tailwise/shared';
import { GroupSchema, type Group } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const groupQueryKey = (groupId: string) => ['dashboard', 'group', groupId] as const;

export async function fetchGroup(client: ApiClient, groupId: string): Promise<Group> {
  return GroupSchema.parse(await client.get<unknown>(`/groups/${encodeURIComponent(groupId)}`));
}

export const groupQueryOptions = (client: ApiClient, groupId: string) =>
  queryOptions({
    queryKey: groupQueryKey(groupId),
    queryFn: () => fetchGroup(client, groupId),
    staleTime: LONG_STALE_TIME,
  });

export function useGroup(groupId: string) {
  const client = useApiClient();
  return useQuery(groupQueryOptions(client, groupId));
}
