// POST /me/payment-methods/: adds a tokenized card to the wallet, as the default.
import type { ApiClient } from '@tailwise/shared';
import { WalletPaymentProviderSchema, type WalletPaymentProvider } from '@tailwise/shared/contract';

export const paymentMethodPath = (id: string) => `/me/payment-methods/${encodeURIComponent(id)}/`;

export async function addPaymentMethod(client: ApiClient, token: string): Promise<WalletPaymentProvider> {
  return WalletPaymentProviderSchema.parse(
    await client.post<unknown>('/me/payment-methods/', { token, isDefault: true }),
  );
}
