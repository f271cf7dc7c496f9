// GET /wellness-plans/: the wellness tiers of the API catalogue, fetched in the browser. The schema is loaded
// with the answer, so the page's first render does not carry the contract's validators.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import type { WellnessPlanList } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketingKeys } from '../../common/api/query-keys';

export async function fetchWellnessPlans(client: ApiClient, signal?: AbortSignal): Promise<WellnessPlanList> {
  const [body, { WellnessPlanListSchema }] = await Promise.all([
    client.get<unknown>('/wellness-plans/', { signal }),
    import('@tailwise/shared/contract'),
  ]);
  return WellnessPlanListSchema.parse(body);
}

export const wellnessPlansQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: marketingKeys.wellnessPlans,
    queryFn: ({ signal }) => fetchWellnessPlans(client, signal),
    staleTime: 30 * 60_000,
  });

export function useWellnessPlans() {
  return useQuery(wellnessPlansQueryOptions(useApiClient()));
}
