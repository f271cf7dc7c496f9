// The saved quote on a lead is read pet by pet; these pin what null, omitted and unreadable pets become.
import type { Lead } from '@tailwise/shared/contract';
import { fixtures } from '@tailwise/shared/testing';
import { leadIdFromSearch } from './lead-link';
import { readSavedQuote } from './restore-lead';

// Saved quotes come from older releases too, so the reader is fed shapes the contract no longer allows.
const lead = (savedQuote: unknown) => ({ ...fixtures.lead({ id: 7 }), savedQuote }) as Lead;

describe('readSavedQuote', () => {
  it('keeps "no insurance" as null, fills omitted options with the defaults and skips unreadable pets', () => {
    const saved = readSavedQuote(
      lead({
        zipCode: '10001',
        billingInterval: 'year',
        isUncapped: true,
        pets: [
          { name: 'Mochi', petType: 1, breedId: 1070, age: 0, insurance: null, wellnessPlanId: 'cat-classic' },
          { name: 'Bo', petType: 0, breedId: 12, age: 7 },
          { name: 'Ghost', petType: 9, breedId: 'x', age: -1 },
        ],
      }),
    );
    expect(saved.pets.map((p) => p.name)).toEqual(['Mochi', 'Bo']);
    expect(saved.cart[0]).toMatchObject({ insurance: null, wellnessPlanId: 'cat-classic' });
    // The quote-level isUncapped applies to a pet that does not say its own.
    expect(saved.cart[1]).toMatchObject({ insurance: { deductible: 1000, coinsurancePercent: 10, isUncapped: true } });
    expect(saved.cart.map((c) => c.petKey)).toEqual(saved.pets.map((p) => p.key));
    expect(saved).toMatchObject({ zipCode: '10001', billingInterval: 'year', promoCode: null });
  });

  it('reads a lead without a saved quote as no pets', () => {
    expect(readSavedQuote(lead(undefined))).toMatchObject({ pets: [], cart: [], zipCode: null });
    expect(readSavedQuote(lead('not an object'))).toMatchObject({ pets: [], cart: [] });
  });
});

describe('leadIdFromSearch', () => {
  it('accepts a numeric id or a uuid and nothing else', () => {
    expect(leadIdFromSearch('?lid=41')).toBe('41');
    expect(leadIdFromSearch('?lid=9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d')).toBe('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
    expect(leadIdFromSearch('?lid=../etc')).toBeNull();
    expect(leadIdFromSearch('')).toBeNull();
  });
});
