// POST /quotes/ for the example prices per paycheck on /business: the example group's promo (204: none), then
// a monthly list quote for each example pet, with the group's percentage taken off by the API's own rule (the API
// quotes a group's code only to a member holding a seat). The schema is loaded with the answers, so the page's
// first render does not carry the contract's validators.
import { fetchGroupPromo, useApiClient, type ApiClient } from '@tailwise/shared';
import type { QuoteRequest } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessKeys } from '../../common/api/query-keys';
import {
  EXAMPLE_GROUP,
  EXAMPLE_PETS,
  EXAMPLE_ZIP,
  exampleFromQuote,
  type ExamplePet,
  type PaycheckExamples,
} from '../paycheck';

const quoteFor = (pet: ExamplePet): QuoteRequest => ({
  zipCode: EXAMPLE_ZIP,
  billingInterval: 'month',
  pets: [{ petType: pet.petType, breedId: pet.breedId, age: pet.age }],
});

export async function fetchPaycheckExamples(client: ApiClient, signal?: AbortSignal): Promise<PaycheckExamples> {
  const [promo, { QuoteSchema, percentOffCents }] = await Promise.all([
    fetchGroupPromo(client, EXAMPLE_GROUP),
    import('@tailwise/shared/contract'),
  ]);
  const quotes = await Promise.all(
    EXAMPLE_PETS.map(async (pet) =>
      QuoteSchema.parse(await client.post<unknown>('/quotes/', quoteFor(pet), { signal })),
    ),
  );
  const percent = promo?.promoCode.percentOff ?? null;
  return {
    groupDiscountPercent: percent,
    examples: EXAMPLE_PETS.map((pet, i) => {
      const example = exampleFromQuote(pet, quotes[i]!);
      return percent === null
        ? example
        : {
            ...example,
            groupMonthlyCents: example.groupMonthlyCents - percentOffCents(example.groupMonthlyCents, percent),
          };
    }),
  };
}

export const paycheckExamplesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: businessKeys.paycheckExamples(EXAMPLE_GROUP, EXAMPLE_ZIP),
    queryFn: ({ signal }) => fetchPaycheckExamples(client, signal),
    staleTime: 10 * 60_000,
  });

/** Browser only: a server render does not fetch, so the prerendered page shows the placeholder. */
export function usePaycheckExamples() {
  return useQuery(paycheckExamplesQuery(useApiClient()));
}
