// Replacing the wallet's card: POST /payments/tokens/ turns the card into a token (card data goes nowhere else),
// POST /me/payment-methods/ adds it as the default, DELETE …/{id}/ removes the card it replaces. The wallet
// is part of /me/, which other apps read too, so the shared me query is invalidated.
import { useApiClient } from '@tailwise/shared';
import type { CardTokenRequest } from '@tailwise/shared/contract';
import { invalidateMe } from '@tailwise/shared/queries';
import { createCardToken } from '@tailwise/shared/queries/card-tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPaymentMethod } from './add-payment-method';
import { removePaymentMethod } from './remove-payment-method';

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
  const queryClient = useQueryClient();
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
    onSettled: () => invalidateMe(queryClient),
  });
}
