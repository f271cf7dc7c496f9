// PUT /me/payment-methods/{id}/default/: another card of the wallet becomes the one premiums are charged to.
// The wallet is part of /me/, which other apps read too, so the shared me query is invalidated.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Wallet, WalletSchema } from '@tailwise/shared/contract';
import { invalidateMe } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function makeDefaultPaymentMethod(client: ApiClient, id: string): Promise<Wallet> {
  return callEndpoint(client, 'PUT /me/payment-methods/:paymentProviderId/default/', WalletSchema, {
    params: { paymentProviderId: id },
  });
}

export function useMakeDefaultPaymentMethod() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => makeDefaultPaymentMethod(client, id),
    onSuccess: () => invalidateMe(queryClient),
  });
}
