// GET /pets/: the signed-in customer's pets (name, species, breed, age), which the upsell flows offer.
// Parsed with the contract: the pets become quote and checkout lines.
import { useApiClient, useAuth, type ApiClient } from '@tailwise/shared';
import { PetListSchema, type Pet } from '@tailwise/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizKeys } from '../../common/query-keys';

export async function fetchPets(client: ApiClient): Promise<Pet[]> {
  return PetListSchema.parse(await client.get<unknown>('/pets/')).pets;
}

export const petsQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({ queryKey: quizKeys.pets(uid), queryFn: () => fetchPets(client), enabled: uid !== null });

export function usePets() {
  const client = useApiClient();
  const { user } = useAuth();
  return useQuery(petsQueryOptions(client, user?.uid ?? null));
}
