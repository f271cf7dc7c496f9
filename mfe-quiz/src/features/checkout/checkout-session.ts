// What checkout keeps in session storage (storageKeys.checkoutSubmittedData) besides the answers: the card
// chosen on the card step (a single-use token, or a wallet card; never card data) and the current attempt
// with its Idempotency-Key (idempotency.ts; read here through stored-attempt.ts). Session storage: it dies with
// the tab, as the token should.
import { readStored, storageKeys, writeStored } from '@tailwise/shared';
import type { CardBrand } from '@tailwise/shared/contract';
import { asStoredAttempt, type StoredAttempt } from './stored-attempt';

export type StoredCard =
  | { kind: 'token'; token: string; brand: CardBrand; last4: string; expMonth: number; expYear: number }
  | { kind: 'saved'; paymentProviderId: string; brand: string | null; last4: string | null };

/** The stored value: the attempt's fields (CheckoutAttempt) when there is one, and the card. */
export type CheckoutSession = Partial<StoredAttempt> & { card?: StoredCard };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function asCheckoutSession(value: unknown): CheckoutSession {
  if (!isRecord(value)) return {};
  const card =
    isRecord(value.card) && (value.card.kind === 'token' || value.card.kind === 'saved') ? value.card : undefined;
  const attempt = asStoredAttempt(value);
  return { ...(attempt ?? {}), ...(card ? { card: card as StoredCard } : {}) };
}

export const readCheckoutSession = (): CheckoutSession =>
  asCheckoutSession(readStored(storageKeys.checkoutSubmittedData));

export const attemptOf = (session: CheckoutSession): StoredAttempt | null => asStoredAttempt(session);

export function writeCard(card: StoredCard | undefined): void {
  const { card: _old, ...rest } = readCheckoutSession();
  writeStored(storageKeys.checkoutSubmittedData, card ? { ...rest, card } : rest);
}

export function writeAttempt(attempt: StoredAttempt | null): void {
  const { card } = readCheckoutSession();
  writeStored(
    storageKeys.checkoutSubmittedData,
    attempt ? { ...attempt, ...(card ? { card } : {}) } : card ? { card } : {},
  );
}
