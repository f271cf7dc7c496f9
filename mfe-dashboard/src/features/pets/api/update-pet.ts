// PATCH /pets/{uuid}: edits a pet. Parsed with the contract, and every app's pet list is refreshed, as for a new pet.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Pet, type PetUpdate, PetSchema } from '@tailwise/shared/contract';
import { invalidatePets } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function updatePet(client: ApiClient, uuid: string, body: PetUpdate): Promise<Pet> {
  return callEndpoint(client, 'PATCH /pets/:uuid', PetSchema, { params: { uuid }, body });
}

export function useUpdatePet() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: PetUpdate }) => updatePet(client, uuid, body),
    onSuccess: () => invalidatePets(queryClient),
  });
}
