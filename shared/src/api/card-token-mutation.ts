// POST /payments/tokens/: turns a card into a single-use token, so no other call carries card data. The quiz's
// checkout and the dashboard's wallet both tokenize; its own subpath (@tailwise/shared/queries/card-tokens).
import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type CardToken, type CardTokenRequest, CardTokenSchema } from '@tailwise/shared/contract';

export async function createCardToken(client: ApiClient, card: CardTokenRequest): Promise<CardToken> {
  return callEndpoint(client, 'POST /payments/tokens/', CardTokenSchema, { body: card });
}

/** A write that changes nothing cached: no invalidation. */
export function useCreateCardToken() {
  const client = useApiClient();
  return useMutation({ mutationFn: (card: CardTokenRequest) => createCardToken(client, card) });
}
