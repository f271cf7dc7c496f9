// One purchase per attempt. Each checkout attempt gets an Idempotency-Key kept in session storage with a
// fingerprint of what it buys, so a double click, a retry after a network error or a refresh while the
// request was in flight sends the same key (and, after a refresh, the very same body), and the API answers
// with the one purchase that key made. Any change to the cart, the address or the confirmed total is a
// different purchase and gets a new key. The card token is left out of the fingerprint on purpose: a second
// card for the same cart after an unclear failure must hit the same key, so the API refuses it
// (IdempotencyKeyReused) rather than buying twice. A decline leaves nothing behind, so it ends the attempt.
import type { CheckoutRequest } from '@tailwise/shared/contract';
import type { StoredAttempt } from './stored-attempt';

export { asStoredAttempt, type StoredAttempt } from './stored-attempt';

/** JSON with object keys sorted, so two equal bodies give one string whatever order they were built in. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** cyrb53: a fast 53-bit string hash; collisions between two carts of one visitor are not a practical risk. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** What a checkout buys, hashed: everything in the body except the single-use card token. */
export function fingerprintOf(request: CheckoutRequest): string {
  const { payment, ...rest } = request;
  const paymentKind =
    payment.provider === 'GROUP' ? { provider: 'GROUP', groupId: payment.groupId } : { provider: payment.provider };
  return hash53(stableStringify({ ...rest, payment: paymentKind }));
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The attempt for this request: the stored one when it buys the same thing, else a new key. */
export function attemptFor(stored: StoredAttempt | null, request: CheckoutRequest): StoredAttempt {
  const fingerprint = fingerprintOf(request);
  if (stored && stored.fingerprint === fingerprint && !stored.purchaseId) {
    return { ...stored, request, inFlight: true };
  }
  return { idempotencyKey: newIdempotencyKey(), fingerprint, request, inFlight: true };
}
