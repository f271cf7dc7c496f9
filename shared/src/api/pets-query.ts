// GET /pets/: the customer's pets, each with its ACTIVE insurance and wellness plan. The dashboard lists them
// and the quiz's upsell offers them, so both read one cached list. Its own subpath
// (@tailwise/shared/queries/pets), so the apps that only need /me/ do not bundle the pet schemas.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Pet, PetListSchema } from '@tailwise/shared/contract';
import { keepForNextVisit, sharedKeys } from '@tailwise/shared/queries';

export async function fetchPets(client: ApiClient, signal?: AbortSignal): Promise<Pet[]> {
  return (await callEndpoint(client, 'GET /pets/', PetListSchema, { signal })).pets;
}

export const petsQueryOptions = (client: ApiClient, uid: string | null) =>
  queryOptions({
    queryKey: sharedKeys.pets(uid),
    queryFn: ({ signal }) => fetchPets(client, signal),
    enabled: uid !== null,
    meta: keepForNextVisit,
  });

export function usePets() {
  const client = useApiClient();
  const user = useAuthUser();
  return useQuery(petsQueryOptions(client, user?.uid ?? null));
}
