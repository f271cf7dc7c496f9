// POST /checkout/: the purchase. The Idempotency-Key travels with every attempt so a retry, a double
// click or a refresh is answered with the one purchase the key made.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@tailwise/shared';
import {
  CheckoutResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  type CheckoutRequest,
  type CheckoutResult,
} from '@tailwise/shared/contract';

export interface CheckoutCall {
  request: CheckoutRequest;
  idempotencyKey: string;
}

export async function postCheckout(
  client: ApiClient,
  { request, idempotencyKey }: CheckoutCall,
): Promise<CheckoutResult> {
  return CheckoutResultSchema.parse(
    await client.post<unknown>('/checkout/', request, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
  );
}

export function useCheckout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: CheckoutCall) => postCheckout(client, call),
    // The profile (shared key ['me', uid]) now has new pets, agreements and a wallet entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
