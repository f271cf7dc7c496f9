// POST /pets/: adds a pet. Parsed with the contract: the new pet is shown and focused at once. The list is
// @tailwise/shared/queries/pets, which the quiz's offers (`?pet=`) read too, so it is refreshed there as well.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Pet, type PetCreate, PetSchema } from '@tailwise/shared/contract';
import { invalidatePets } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function createPet(client: ApiClient, body: PetCreate): Promise<Pet> {
  return callEndpoint(client, 'POST /pets/', PetSchema, { body });
}

export function useCreatePet() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PetCreate) => createPet(client, body),
    onSuccess: () => invalidatePets(queryClient),
  });
}
