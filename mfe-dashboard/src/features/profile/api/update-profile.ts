// PATCH /me/profile/: names, phone and shipping address. Answers the whole profile, which becomes the
// cached /me/ at once (the shared me query key), so every page shows the new details.
import { useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Me, type ProfileUpdate, MeSchema } from '@tailwise/shared/contract';
import { sharedKeys } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function updateProfile(client: ApiClient, body: ProfileUpdate): Promise<Me> {
  return callEndpoint(client, 'PATCH /me/profile/', MeSchema, { body });
}

export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const key = sharedKeys.me(user?.uid ?? null);
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(client, body),
    onSuccess: (me) => {
      queryClient.setQueryData(key, me);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
