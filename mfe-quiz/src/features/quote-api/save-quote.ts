// PUT /leads/{uuid}/quote/: keeps the cart on the lead and mails the visitor a link back to it
// (/onboard?lid=<uuid>), where OnboardQuiz restores the pets and options.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@tailwise/shared';
import type { QuoteRequest } from '@tailwise/shared/contract';

/** The saved cart is the quote request itself: pets, each pet's options, ZIP code, billing and promo. */
export async function saveQuote(client: ApiClient, leadUuid: string, request: QuoteRequest): Promise<void> {
  await client.put<unknown>(`/leads/${encodeURIComponent(leadUuid)}/quote/`, request);
}

export function useSaveQuote() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadUuid, request }: { leadUuid: string; request: QuoteRequest }) =>
      saveQuote(client, leadUuid, request),
    // The lead now carries the saved quote.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lead'] }),
  });
}
