// GET /pets/: the customer's pets, each with its ACTIVE insurance and wellness plan. Shared by the
// dashboard's pages (overview, claims, pets), parsed with the contract because cover drives what we show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, useAuth, type ApiClient } from '@tailwise/shared';
import { PetListSchema, type Pet } from '@tailwise/shared/contract';
import { dashboardKeys } from './query-keys';

export async function fetchPets(client: ApiClient, signal?: AbortSignal): Promise<Pet[]> {
  return PetListSchema.parse(await client.get<unknown>('/pets/', { signal })).pets;
}

export const petsQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.pets(uid),
    queryFn: ({ signal }) => fetchPets(client, signal),
    enabled: uid !== null,
  });

export function usePets() {
  const client = useApiClient();
  const { user } = useAuth();
  return useQuery(petsQueryOptions(client, user?.uid ?? null));
}
