// The example prices per paycheck on /business, from the API: the example group's promo (204: none),
// then a monthly quote for each example pet with that promo applied. One fetcher, its query options and hook.
import { fetchGroupPromo, useApiClient, type ApiClient } from '@tailwise/shared';
import type { Quote, QuoteRequest } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  EXAMPLE_GROUP,
  EXAMPLE_PETS,
  EXAMPLE_ZIP,
  exampleFromQuote,
  type ExamplePet,
  type PaycheckExamples,
} from './paycheck';

const quoteFor = (pet: ExamplePet, promoCode: string | null): QuoteRequest => ({
  zipCode: EXAMPLE_ZIP,
  billingInterval: 'month',
  ...(promoCode ? { promoCode } : {}),
  pets: [{ petType: pet.petType, breedId: pet.breedId, age: pet.age }],
});

export async function fetchPaycheckExamples(client: ApiClient, signal?: AbortSignal): Promise<PaycheckExamples> {
  const promo = await fetchGroupPromo(client, EXAMPLE_GROUP);
  const quotes = await Promise.all(
    EXAMPLE_PETS.map((pet) => client.post<Quote>('/quotes/', quoteFor(pet, promo?.promoCode.code ?? null), { signal })),
  );
  return {
    groupDiscountPercent: promo?.promoCode.percentOff ?? null,
    examples: EXAMPLE_PETS.map((pet, i) => exampleFromQuote(pet, quotes[i]!)),
  };
}

export const paycheckExamplesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['business', 'paycheck-examples', EXAMPLE_GROUP, EXAMPLE_ZIP],
    queryFn: ({ signal }) => fetchPaycheckExamples(client, signal),
    staleTime: 10 * 60_000,
  });

/** Browser only: a server render does not fetch, so the prerendered page shows the placeholder. */
export function usePaycheckExamples() {
  return useQuery(paycheckExamplesQuery(useApiClient()));
}
