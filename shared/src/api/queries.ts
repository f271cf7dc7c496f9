// Query hooks for the calls every app shares, with the spec's freshness (§9). A subpath import
// (@tailwise/shared/queries) so the shared singleton itself does not need React Query; use them
// inside a QueryScope.
import { queryOptions, useQuery } from '@tanstack/react-query';
// By package name: this module is bundled by each app that uses it, while the contexts and the
// client must come from the one shared instance.
import { LONG_STALE_TIME, useApiClient, useAuth, type ApiClient } from '@tailwise/shared';
import type { Group } from '@tailwise/shared/contract';
import { callApi } from './call-api';
import { fetchGroupPromo, fetchLead, fetchMe, fetchPartner } from './fetchers';

export const queryKeys = {
  me: (uid: string | null) => ['me', uid] as const,
  lead: (id: number | string, uuid: string | null | undefined) => ['lead', String(id), uuid ?? null] as const,
  groupPromo: (group: string) => ['group-promo', group] as const,
  partner: (ri: string) => ['partner', ri] as const,
  group: (groupId: string) => ['group', groupId] as const,
};

/** /me/ for the signed-in user; profile queries stay fresh ten minutes. */
export const meQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: queryKeys.me(uid),
    queryFn: () => fetchMe(client, uid !== null),
    enabled: uid !== null,
    staleTime: LONG_STALE_TIME,
  });

export function useMe() {
  const client = useApiClient();
  const { user } = useAuth();
  return useQuery(meQueryOptions(client, user?.uid ?? null));
}

export function useLead(id: number | string | null | undefined, uuid?: string | null) {
  const client = useApiClient();
  const usable = id !== null && id !== undefined && id !== -1 && id !== '';
  return useQuery({
    queryKey: queryKeys.lead(id ?? '', uuid),
    queryFn: () => fetchLead(client, id!, uuid),
    enabled: usable,
  });
}

/** Group queries stay fresh ten minutes. */
export function useGroupPromo(group: string | null | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.groupPromo(group ?? ''),
    queryFn: () => fetchGroupPromo(client, group!),
    enabled: Boolean(group),
    staleTime: LONG_STALE_TIME,
  });
}

export function usePartner(ri: string | null | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.partner(ri ?? ''),
    queryFn: () => fetchPartner(client, ri!),
    enabled: Boolean(ri),
    staleTime: LONG_STALE_TIME,
  });
}

/** GET /groups/{groupId}: an employer group (name, logo, products, whether enrollment is open). */
export function fetchGroup(client: ApiClient, groupId: string): Promise<Group> {
  return callApi(client, 'GET /groups/:groupId', { params: { groupId } });
}

/** Group queries stay fresh ten minutes; an empty id fetches nothing. */
export const groupQueryOptions = (client: ApiClient, groupId: string) =>
  queryOptions({
    queryKey: queryKeys.group(groupId),
    queryFn: () => fetchGroup(client, groupId),
    staleTime: LONG_STALE_TIME,
    enabled: groupId !== '',
  });

export function useGroup(groupId: string) {
  const client = useApiClient();
  return useQuery(groupQueryOptions(client, groupId));
}
