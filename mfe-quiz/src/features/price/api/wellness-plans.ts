// GET /wellness-plans/?pet_type=: the wellness tiers for one species, for the price screen's per-pet choice.
import { queryOptions, skipToken, useQueries } from '@tanstack/react-query';
import { LONG_STALE_TIME, useApiClient, type ApiClient } from '@tailwise/shared';
import { WellnessPlanListSchema, type WellnessPlan } from '@tailwise/shared/contract';
import { quizKeys } from '../../common/query-keys';

export async function fetchWellnessPlans(
  client: ApiClient,
  petType: 0 | 1,
  signal?: AbortSignal,
): Promise<WellnessPlan[]> {
  const list = WellnessPlanListSchema.parse(
    await client.get<unknown>('/wellness-plans/', { query: { petType }, signal }),
  );
  return list.plans;
}

export const wellnessPlansQueryOptions = (client: ApiClient, petType: 0 | 1 | null) =>
  queryOptions({
    queryKey: quizKeys.wellnessPlans(petType),
    queryFn: petType === null ? skipToken : ({ signal }) => fetchWellnessPlans(client, petType, signal),
    staleTime: LONG_STALE_TIME,
  });

/** The tiers for each species in the cart, by pet type (undefined until loaded). */
export function useWellnessPlans(petTypes: ReadonlyArray<0 | 1>): Partial<Record<0 | 1, WellnessPlan[]>> {
  const client = useApiClient();
  const types = [...new Set(petTypes)].sort();
  return useQueries({
    queries: types.map((t) => wellnessPlansQueryOptions(client, t)),
    combine: (results) => {
      const byType: Partial<Record<0 | 1, WellnessPlan[]>> = {};
      results.forEach((r, i) => {
        if (r.data) byType[types[i] as 0 | 1] = r.data;
      });
      return byType;
    },
  });
}
