// The checkout attempt as session storage keeps it, read defensively. Apart from idempotency.ts (the key and the
// cart's fingerprint, which only paying needs) so that checkout's first screen, which reads the session, loads
// none of that.
import type { CheckoutRequest } from '@tailwise/shared/contract';
import type { CheckoutAttempt } from '../flow/state/quiz-model';

export interface StoredAttempt extends CheckoutAttempt {
  /** The exact body sent with the key, so a refresh mid-submit can send it again unchanged. */
  request?: CheckoutRequest;
  /** True from the moment the request leaves until its answer has been handled. */
  inFlight?: boolean;
}

/** Reads the stored value defensively: session storage may hold anything. */
export function asStoredAttempt(value: unknown): StoredAttempt | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<StoredAttempt>;
  if (typeof v.idempotencyKey !== 'string' || typeof v.fingerprint !== 'string') return null;
  return v as StoredAttempt;
}
