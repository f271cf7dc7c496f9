// PUT /leads/{uuid}/quote/: keeps the cart on the lead and has the API mail a link back to it
// (/onboard?lid=<uuid>), where OnboardQuiz restores the pets and options.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { LeadSchema, type Lead, type QuoteRequest, type SaveLeadQuote } from '@tailwise/shared/contract';

/** The saved quote is the quote request itself: pets with their options, ZIP code, billing and promo. */
export async function saveQuote(client: ApiClient, leadUuid: string, request: QuoteRequest): Promise<Lead> {
  const body: SaveLeadQuote = { savedQuote: request };
  return LeadSchema.parse(await client.put<unknown>(`/leads/${encodeURIComponent(leadUuid)}/quote/`, body));
}

export function useSaveQuote() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadUuid, request }: { leadUuid: string; request: QuoteRequest }) =>
      saveQuote(client, leadUuid, request),
    // The lead now carries the saved quote (shared key ['lead', id, uuid]).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lead'] }),
  });
}
