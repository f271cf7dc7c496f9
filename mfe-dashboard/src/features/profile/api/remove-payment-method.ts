// DELETE /me/payment-methods/{id}/: takes a card out of the wallet; answers the wallet as it now stands.
import type { ApiClient } from '@tailwise/shared';
import { WalletSchema, type Wallet } from '@tailwise/shared/contract';
import { paymentMethodPath } from './add-payment-method';

export async function removePaymentMethod(client: ApiClient, id: string): Promise<Wallet> {
  return WalletSchema.parse(await client.delete<unknown>(paymentMethodPath(id)));
}
