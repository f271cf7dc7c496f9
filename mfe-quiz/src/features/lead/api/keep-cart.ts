// PUT /leads/{uuid}/cart/: keeps the cart on the lead as the visitor checks out. Signed in, it ties the lead to their
// account; signed out, the lead waits for whoever verifies its email, so the dashboard can offer it on any device.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { LeadSchema, type Lead, type QuoteRequest, type SavedQuoteInput } from '@tailwise/shared/contract';
import { invalidateLeads, invalidateUnfinishedQuote } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '../../common/api/query-keys';

/** The saved quote is the quote request itself: pets with their options, ZIP code, billing and promo. */
export const savedQuoteOf = (request: QuoteRequest): SavedQuoteInput => ({
  zipCode: request.zipCode,
  billingInterval: request.billingInterval,
  isUncapped: request.isUncapped,
  ...(request.promoCode ? { promoCode: request.promoCode } : {}),
  pets: request.pets,
});

export async function keepCartOnLead(client: ApiClient, leadUuid: string, request: QuoteRequest): Promise<Lead> {
  return callEndpoint(client, 'PUT /leads/:uuid/cart/', LeadSchema, {
    params: { uuid: leadUuid },
    body: { savedQuote: savedQuoteOf(request) },
  });
}

export function useKeepCartOnLead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: quizKeys.keepCart(),
    mutationFn: ({ leadUuid, request }: { leadUuid: string; request: QuoteRequest }) =>
      keepCartOnLead(client, leadUuid, request),
    onSuccess: () => Promise.all([invalidateLeads(queryClient), invalidateUnfinishedQuote(queryClient)]),
  });
}
