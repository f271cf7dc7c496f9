// POST /me/payment-methods/: adds a tokenized card to the wallet, as the default.
import type { ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type WalletPaymentProvider, WalletPaymentProviderSchema } from '@tailwise/shared/contract';

export async function addPaymentMethod(client: ApiClient, token: string): Promise<WalletPaymentProvider> {
  return callEndpoint(client, 'POST /me/payment-methods/', WalletPaymentProviderSchema, {
    body: { token, isDefault: true },
  });
}
