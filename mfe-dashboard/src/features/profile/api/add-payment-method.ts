// POST /me/payment-methods/: adds a tokenized card to the wallet, as the default.
import type { ApiClient } from '@tailwise/shared';
import { callApi } from '@tailwise/shared/api-call';
import type { WalletPaymentProvider } from '@tailwise/shared/contract';

export async function addPaymentMethod(client: ApiClient, token: string): Promise<WalletPaymentProvider> {
  return callApi(client, 'POST /me/payment-methods/', { body: { token, isDefault: true } });
}
