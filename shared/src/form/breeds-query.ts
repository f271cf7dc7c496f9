// GET /breeds/?pet_type= as a React Query query: one species' whole list, fetched once and parsed with
// the contract's schema. Keys start with 'shared' since one QueryClient serves every remote.
import { LONG_STALE_TIME, type ApiClient } from '@tailwise/shared';
import { BreedListSchema, type Breed, type PetType } from '@tailwise/shared/contract';

export const breedsQueryKey = (petType: PetType) => ['shared', 'breeds', petType] as const;

export async function fetchBreeds(client: ApiClient, petType: PetType): Promise<Breed[]> {
  const body = await client.get<unknown>('/breeds/', { query: { petType } });
  return BreedListSchema.parse(body).breeds;
}

export const breedsQueryOptions = (client: ApiClient, petType: PetType) => ({
  queryKey: breedsQueryKey(petType),
  queryFn: () => fetchBreeds(client, petType),
  staleTime: LONG_STALE_TIME,
});
