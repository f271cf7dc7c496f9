// POST /groups/{groupId}/seats/claim/: a signed-in member claims their seat, which adds the GROUP
// payment provider (payroll deduction) to their wallet. Checkout needs the seat before paying by GROUP.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { SeatClaimSchema, type SeatClaim, type SeatClaimRequest } from '@tailwise/shared/contract';
import { queryKeys } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function claimSeat(client: ApiClient, groupId: string, body: SeatClaimRequest): Promise<SeatClaim> {
  return SeatClaimSchema.parse(await client.post<unknown>(`/groups/${encodeURIComponent(groupId)}/seats/claim/`, body));
}

export function useClaimSeat(groupId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['quiz', 'seat-claim', groupId],
    mutationFn: (body: SeatClaimRequest) => claimSeat(client, groupId, body),
    // The wallet (in /me/) now holds the GROUP provider.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me(null).slice(0, 1) }),
  });
}
