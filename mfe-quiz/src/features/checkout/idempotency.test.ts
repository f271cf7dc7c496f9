// The Idempotency-Key rules: same purchase, same key (and fingerprint); anything bought differently, a new key.
import type { CheckoutRequest } from '@tailwise/shared/contract';
import { asStoredAttempt, attemptFor, fingerprintOf, stableStringify } from './idempotency';

const request: CheckoutRequest = {
  billingInterval: 'month',
  isUncapped: false,
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Main St',
    city: 'Columbus',
    state: 'OH',
    zipCode: '43004',
  },
  payment: { provider: 'CARD', token: 'tok_first' },
  pets: [
    {
      name: 'Biscuit',
      petType: 0,
      breedId: 12,
      age: 3,
      insurance: { deductible: 1000, coinsurancePercent: 10 },
      wellnessPlanId: 'dog-classic',
    },
  ],
  expectedTotalCents: 7412,
};

describe('fingerprintOf', () => {
  it('ignores key order', () => {
    const reordered = JSON.parse(stableStringify(request)) as CheckoutRequest;
    const { pets, ...rest } = reordered;
    expect(fingerprintOf({ pets, ...rest })).toBe(fingerprintOf(request));
  });

  it('changes when the cart, the address or the confirmed total changes', () => {
    const base = fingerprintOf(request);
    const otherDeductible = {
      ...request,
      pets: [{ ...request.pets[0]!, insurance: { deductible: 500 as const, coinsurancePercent: 10 as const } }],
    };
    expect(fingerprintOf(otherDeductible)).not.toBe(base);
    expect(fingerprintOf({ ...request, expectedTotalCents: 7413 })).not.toBe(base);
    expect(fingerprintOf({ ...request, shippingAddress: { ...request.shippingAddress, city: 'Dublin' } })).not.toBe(
      base,
    );
    expect(fingerprintOf({ ...request, billingInterval: 'year' })).not.toBe(base);
  });

  it('does not change with the card token, so a second card cannot buy the same cart twice', () => {
    expect(fingerprintOf({ ...request, payment: { provider: 'CARD', token: 'tok_second' } })).toBe(
      fingerprintOf(request),
    );
    expect(fingerprintOf({ ...request, payment: { provider: 'GROUP', groupId: 'fenwick' } })).not.toBe(
      fingerprintOf(request),
    );
  });
});

describe('attemptFor', () => {
  it('keeps the stored key for the same purchase and makes a new one for a different purchase', () => {
    const first = attemptFor(null, request);
    expect(first.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(first.inFlight).toBe(true);
    expect(attemptFor(first, request).idempotencyKey).toBe(first.idempotencyKey);
    const changed = attemptFor(first, { ...request, billingInterval: 'year' });
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('never reuses the key of a completed purchase', () => {
    const done = { ...attemptFor(null, request), purchaseId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    expect(attemptFor(done, request).idempotencyKey).not.toBe(done.idempotencyKey);
  });

  it('reads back only a well-formed stored attempt', () => {
    expect(asStoredAttempt({ idempotencyKey: 'abcdefgh', fingerprint: 'x' })).not.toBeNull();
    expect(asStoredAttempt({ idempotencyKey: 3 })).toBeNull();
    expect(asStoredAttempt('nonsense')).toBeNull();
  });
});
