// DELETE /me/payment-methods/{id}/: takes a card out of the wallet; answers the wallet as it now stands.
import type { ApiClient } from '@tailwise/shared';
import { callApi } from '@tailwise/shared/api-call';
import type { Wallet } from '@tailwise/shared/contract';

export async function removePaymentMethod(client: ApiClient, id: string): Promise<Wallet> {
  return callApi(client, 'DELETE /me/payment-methods/:paymentProviderId/', { params: { paymentProviderId: id } });
}
