// POST /payments/tokens/: turns the card into a single-use token, so checkout never carries card data.
import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { CardTokenSchema, type CardToken, type CardTokenRequest } from '@tailwise/shared/contract';

export async function createCardToken(client: ApiClient, card: CardTokenRequest): Promise<CardToken> {
  return CardTokenSchema.parse(await client.post<unknown>('/payments/tokens/', card));
}

/** A write that changes nothing cached: no invalidation. */
export function useCreateCardToken() {
  const client = useApiClient();
  return useMutation({ mutationFn: (card: CardTokenRequest) => createCardToken(client, card) });
}
