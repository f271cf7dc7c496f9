// DELETE /me/payment-methods/{id}/: takes a card out of the wallet; answers the wallet as it now stands.
import type { ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type Wallet, WalletSchema } from '@tailwise/shared/contract';

export async function removePaymentMethod(client: ApiClient, id: string): Promise<Wallet> {
  return callEndpoint(client, 'DELETE /me/payment-methods/:paymentProviderId/', WalletSchema, {
    params: { paymentProviderId: id },
  });
}
