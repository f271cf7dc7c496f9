// Adding a pet (POST /pets/) and editing one (PATCH /pets/{uuid}). The list itself is common/pets-api.ts.
// Responses are parsed with the contract: the new pet is shown and focused at once.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { PetSchema, type Pet, type PetCreate, type PetUpdate } from '@tailwise/shared/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../common/query-keys';

export async function createPet(client: ApiClient, body: PetCreate): Promise<Pet> {
  return PetSchema.parse(await client.post<unknown>('/pets/', body));
}

export async function updatePet(client: ApiClient, uuid: string, body: PetUpdate): Promise<Pet> {
  return PetSchema.parse(await client.patch<unknown>(`/pets/${encodeURIComponent(uuid)}`, body));
}

/**
 * Every cached pet list: the dashboard's, and the quiz's (['quiz', 'pets', uid]), which the insurance and
 * wellness offers open with `?pet=`; without this a pet added here would be missing there until stale.
 */
function invalidatePets(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.pets(null).slice(0, 2) }),
    queryClient.invalidateQueries({ queryKey: ['quiz', 'pets'] }),
  ]);
}

export function useCreatePet() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PetCreate) => createPet(client, body),
    onSuccess: () => invalidatePets(queryClient),
  });
}

export function useUpdatePet() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: PetUpdate }) => updatePet(client, uuid, body),
    onSuccess: () => invalidatePets(queryClient),
  });
}
