// The seat calls both the quiz and the business remote make: ask for a code mailed to the work email, and
// claim the seat with proof. Each app passes its own name, so its query keys start with it.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import {
  GroupSearchSchema,
  SeatClaimSchema,
  SeatCodeSentSchema,
  type GroupSearch,
  type Me,
  type SeatClaim,
  type SeatClaimRequest,
  type SeatCodeSent,
} from '@tailwise/shared/contract';
import { invalidateMe, sharedKeys } from '@tailwise/shared/queries';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const groupPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}/seats`;

export async function requestSeatCode(client: ApiClient, groupId: string, workEmail: string): Promise<SeatCodeSent> {
  return SeatCodeSentSchema.parse(await client.post<unknown>(`${groupPath(groupId)}/code/`, { workEmail }));
}

export async function claimSeat(client: ApiClient, groupId: string, body: SeatClaimRequest): Promise<SeatClaim> {
  return SeatClaimSchema.parse(await client.post<unknown>(`${groupPath(groupId)}/claim/`, body));
}

export function useRequestSeatCode(app: string, groupId: string) {
  const client = useApiClient();
  return useMutation({
    mutationKey: [app, 'seat-code', groupId],
    mutationFn: (workEmail: string) => requestSeatCode(client, groupId, workEmail),
  });
}

export function useClaimSeat(app: string, groupId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [app, 'seat-claim', groupId],
    mutationFn: (body: SeatClaimRequest) => claimSeat(client, groupId, body),
    // The wallet (in /me/) now holds the GROUP provider.
    onSuccess: () => invalidateMe(queryClient),
  });
}

/** GET /groups/?q=: employers by name or enrollment code (fewer than 2 letters asks nothing). */
export async function searchEmployers(client: ApiClient, q: string): Promise<GroupSearch> {
  return GroupSearchSchema.parse(await client.get<unknown>('/groups/', { query: { q } }));
}

export const employerSearchOptions = (app: string, client: ApiClient, q: string) =>
  queryOptions({
    queryKey: sharedKeys.employerSearch(app, q),
    queryFn: () => searchEmployers(client, q),
    enabled: q.trim().length >= 2,
    staleTime: 10 * 60_000,
  });

export function useEmployerSearch(app: string, q: string) {
  const client = useApiClient();
  return useQuery(employerSearchOptions(app, client, q.trim()));
}

/** A member of a group is found from a wallet payment provider of type GROUP (spec §6). */
export function memberGroupIds(me: Me | null | undefined): string[] {
  return (me?.wallet.paymentProviders ?? [])
    .filter((p) => p.paymentProvider === 'GROUP')
    .map((p) => p.paymentProviderId);
}

export const holdsGroupSeat = (me: Me | null | undefined, groupId: string) => memberGroupIds(me).includes(groupId);
