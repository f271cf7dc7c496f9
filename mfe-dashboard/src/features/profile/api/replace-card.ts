// The wallet's cards: POST /payments/tokens/ turns the card into a token (card data goes nowhere else),
// POST /me/payment-methods/ adds it (as the default), PUT …/{id}/default/ and DELETE …/{id}/ manage the
// rest. Every change is in /me/'s wallet, so each invalidates the shared me query.
import { useApiClient, useAuth, type ApiClient } from '@tailwise/shared';
import {
  CardTokenSchema,
  WalletPaymentProviderSchema,
  WalletSchema,
  type CardToken,
  type CardTokenRequest,
  type Wallet,
  type WalletPaymentProvider,
} from '@tailwise/shared/contract';
import { queryKeys } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const methodPath = (id: string) => `/me/payment-methods/${encodeURIComponent(id)}/`;

export async function createCardToken(client: ApiClient, card: CardTokenRequest): Promise<CardToken> {
  return CardTokenSchema.parse(await client.post<unknown>('/payments/tokens/', card));
}

export async function addPaymentMethod(client: ApiClient, token: string): Promise<WalletPaymentProvider> {
  return WalletPaymentProviderSchema.parse(
    await client.post<unknown>('/me/payment-methods/', { token, isDefault: true }),
  );
}

export async function makeDefaultPaymentMethod(client: ApiClient, id: string): Promise<Wallet> {
  return WalletSchema.parse(await client.put<unknown>(`${methodPath(id)}default/`));
}

export async function removePaymentMethod(client: ApiClient, id: string): Promise<Wallet> {
  return WalletSchema.parse(await client.delete<unknown>(methodPath(id)));
}

function useInvalidateMe() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.me(user?.uid ?? null) });
}

export interface ReplaceCardInput {
  card: CardTokenRequest;
  /** The default card it replaces, removed once the new one is the default. */
  replacing: string | null;
}

/**
 * Tokenize, add as the default, then remove the card it replaces. The new card is the default as soon
 * as it is added; if removing the old one fails, it simply stays in the wallet (not the default).
 */
export function useReplaceCard() {
  const client = useApiClient();
  const invalidateMe = useInvalidateMe();
  return useMutation({
    mutationFn: async ({ card, replacing }: ReplaceCardInput) => {
      const token = await createCardToken(client, card);
      const entry = await addPaymentMethod(client, token.token);
      let oldCardKept = false;
      if (replacing && replacing !== entry.paymentProviderId) {
        try {
          await removePaymentMethod(client, replacing);
        } catch {
          oldCardKept = true;
        }
      }
      return { entry, oldCardKept };
    },
    onSettled: invalidateMe,
  });
}

export function useMakeDefaultPaymentMethod() {
  const client = useApiClient();
  const invalidateMe = useInvalidateMe();
  return useMutation({ mutationFn: (id: string) => makeDefaultPaymentMethod(client, id), onSuccess: invalidateMe });
}
