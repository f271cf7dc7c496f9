// What the pay step shows after a failed purchase or card tokenization, decided from the error alone so
// every answer the API can give has one tested outcome: the message, where it shows, and what is forgotten.
import { ApiError } from '@tailwise/shared';
import { priceChangeOf, type PriceChange } from './price-changed';

export type Problem =
  | { kind: 'price-changed'; from: number; to: number | null }
  | { kind: 'declined' }
  | { kind: 'key-reused'; message: string }
  | { kind: 'retry'; message: string }
  | { kind: 'details'; message: string }
  | { kind: 'form'; message: string };

/** The card inputs an API error may name. */
export type CardField = 'number' | 'expiry' | 'cvc' | 'postalCode';

/** The inputs of a refused card, cleared together; the billing ZIP is the visitor's, not the card's. */
const REFUSED_CARD_INPUTS: readonly CardField[] = ['number', 'expiry', 'cvc'];

/** What a failed checkout attempt leads to. */
export interface CheckoutFailure {
  /**
   * Whether the API answered for certain. A network error, a 5xx or an abort (the page unloading mid-request)
   * leaves the outcome unknown: the attempt stays in flight, so a reload sends it again.
   */
  outcomeKnown: boolean;
  /** The attempt is over (the next try is a new one with a new key); with `card`, the card token too. */
  forget: 'nothing' | 'attempt' | 'attempt-and-card';
  /** The API's new price for the cart, when the price changed. */
  priceChange: PriceChange | null;
  /**
   * An error on the card input: on the number for a new card, on the card choice otherwise. `clear` lists the
   * inputs to empty: a card typed here that the bank refused goes as a whole (number, expiry and code).
   */
  cardError: { field: 'number' | 'source'; message: string; clear: readonly CardField[] } | null;
  /** The alert under the form, or null for none. */
  problem: Problem | null;
}

/**
 * The outcome of a failed POST /checkout/: `expectedTotalCents` is the total the attempt was sent with,
 * `newCard` whether the visitor is paying with a card typed on this page.
 */
export function checkoutFailure(
  error: unknown,
  { expectedTotalCents, newCard }: { expectedTotalCents: number; newCard: boolean },
): CheckoutFailure {
  const api = error instanceof ApiError ? error : null;
  const outcomeKnown = api !== null && api.status < 500 && api.code !== 'CheckoutInProgress';
  const failure = { outcomeKnown, priceChange: null, cardError: null };
  const change = priceChangeOf(error);
  if (change)
    return {
      ...failure,
      forget: 'nothing',
      priceChange: change,
      problem: { kind: 'price-changed', from: expectedTotalCents, to: change.totalCents },
    };
  if (api && (api.code === 'PaymentDeclined' || api.code === 'PaymentTokenInvalid')) {
    // A decline leaves nothing behind: the next try is a new attempt with a new card token.
    const message = api.fields['payment.token'] ?? api.message;
    return {
      ...failure,
      forget: 'attempt-and-card',
      cardError: newCard
        ? { field: 'number', message, clear: REFUSED_CARD_INPUTS }
        : { field: 'source', message, clear: [] },
      // Only the bank's refusal has a next step to explain; an expired token just asks for the card again.
      problem: api.code === 'PaymentDeclined' ? { kind: 'declined' } : null,
    };
  }
  if (api?.code === 'IdempotencyKeyReused')
    return { ...failure, forget: 'nothing', problem: { kind: 'key-reused', message: api.message } };
  if (api?.code === 'ChargeRefunded')
    return {
      ...failure,
      forget: 'attempt',
      problem: { kind: 'form', message: `${api.message} You were not charged. Try again to buy.` },
    };
  if (api && Object.keys(api.fields).some((f) => f.startsWith('shippingAddress')))
    return {
      ...failure,
      forget: 'attempt',
      problem: { kind: 'details', message: Object.values(api.fields)[0] ?? api.message },
    };
  if (outcomeKnown) return { ...failure, forget: 'attempt', problem: { kind: 'form', message: api!.message } };
  // Unknown outcome (network, 5xx, still processing): the same key is safe to send again.
  return {
    ...failure,
    forget: 'nothing',
    problem: {
      kind: 'retry',
      message:
        api?.code === 'CheckoutInProgress'
          ? 'Your payment is still being processed.'
          : 'We could not confirm your payment.',
    },
  };
}

/** What a failed POST /payments/tokens/ leads to: errors on the card inputs, or an alert. */
export interface TokenFailure {
  fieldErrors: { field: CardField; message: string }[];
  problem: Problem | null;
}

export function tokenFailure(error: unknown): TokenFailure {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    const fieldErrors = Object.entries(error.fields).flatMap(([field, message]) => {
      // The form takes the expiry as one input.
      const name = field === 'expMonth' || field === 'expYear' ? 'expiry' : field;
      return name === 'number' || name === 'expiry' || name === 'cvc' || name === 'postalCode'
        ? [{ field: name as CardField, message }]
        : [];
    });
    return { fieldErrors, problem: null };
  }
  return {
    fieldErrors: [],
    problem: { kind: 'form', message: error instanceof Error ? error.message : 'We could not read your card.' },
  };
}
