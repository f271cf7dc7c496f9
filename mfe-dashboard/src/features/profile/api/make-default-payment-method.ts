// PUT /me/payment-methods/{id}/default/: another card of the wallet becomes the one premiums are charged to.
// The wallet is part of /me/, which other apps read too, so the shared me query is invalidated.
import { useApiClient, type ApiClient } from '@tailwise/shared';
import { WalletSchema, type Wallet } from '@tailwise/shared/contract';
import { invalidateMe } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentMethodPath } from './add-payment-method';

export async function makeDefaultPaymentMethod(client: ApiClient, id: string): Promise<Wallet> {
  return WalletSchema.parse(await client.put<unknown>(`${paymentMethodPath(id)}default/`));
}

export function useMakeDefaultPaymentMethod() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => makeDefaultPaymentMethod(client, id),
    onSuccess: () => invalidateMe(queryClient),
  });
}
