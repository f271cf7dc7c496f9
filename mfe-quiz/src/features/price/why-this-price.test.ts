// "Why this price" says what each factor does, in words that follow the multiplier's direction.
import type { QuotedPet } from '@tailwise/shared/contract';
import { explainFactors, factorProductCents, pluralBreed } from './why-this-price';

const pet = (over: Partial<NonNullable<QuotedPet['insurance']>['factors']> = {}, age = 7): QuotedPet => ({
  index: 0,
  name: 'Biscuit',
  petType: 0,
  breedId: 12,
  breedName: 'Golden Retriever',
  age,
  insurance: {
    deductible: 250,
    coinsurancePercent: 20,
    reimbursementPercent: 80,
    isUncapped: true,
    annualLimitCents: null,
    factors: {
      baseMonthlyCents: 4350,
      breed: 1.2,
      age: 1.6,
      region: 1.22,
      deductible: 1.3,
      coinsurance: 0.9,
      annualLimit: 1.12,
      ...over,
    },
    listMonthlyCents: 12000,
    listCents: 12000,
    discounts: [],
    priceCents: 12000,
  },
  wellness: null,
  totalCents: 12000,
});

describe('explainFactors', () => {
  it('explains every rating factor with its multiplier', () => {
    const lines = explainFactors(pet(), 'CA');
    expect(lines.map((l) => l.id)).toEqual(['base', 'breed', 'age', 'region', 'deductible', 'reimbursement', 'limit']);
    const byId = Object.fromEntries(lines.map((l) => [l.id, l]));
    expect(byId.base!.value).toBe('$43.50/mo');
    expect(byId.breed).toMatchObject({
      explanation: 'Golden Retrievers have more vet claims than the average dog.',
      value: '×1.20',
    });
    expect(byId.age!.explanation).toMatch(/^At 7 years old, dogs need the vet more often/);
    expect(byId.region!.explanation).toBe('Vet care in California costs more than the US average.');
    expect(byId.deductible!.explanation).toMatch(/\$250 deductible we start paying sooner/);
    expect(byId.reimbursement!.explanation).toMatch(/80% .* you pay 20%, so the premium is lower/);
    expect(byId.limit).toMatchObject({
      explanation: 'No yearly limit on what we pay back, so the premium is higher.',
      value: '×1.12',
    });
  });

  it('turns the words round when a factor lowers the price', () => {
    const byId = Object.fromEntries(
      explainFactors(pet({ breed: 0.85, region: 0.85, age: 1 }, 4), 'MS').map((l) => [l.id, l]),
    );
    expect(byId.breed!.explanation).toBe('Golden Retrievers have fewer vet claims than the average dog.');
    expect(byId.region!.explanation).toBe('Vet care in Mississippi costs less than the US average.');
    expect(byId.age!.explanation).toBe('At 4 years old, dogs are at our reference age.');
  });

  it('has nothing to explain for a pet without insurance', () => {
    expect(explainFactors({ ...pet(), insurance: null }, 'OH')).toEqual([]);
  });

  it('multiplies out to the list price the API computed', () => {
    expect(factorProductCents(pet())).toBe(Math.round(4350 * 1.2 * 1.6 * 1.22 * 1.3 * 0.9 * 1.12));
  });
});

it('pluralises breed names', () => {
  expect(pluralBreed('Golden Retriever')).toBe('Golden Retrievers');
  expect(pluralBreed('Siberian Husky')).toBe('Siberian Huskies');
  expect(pluralBreed('Bichon Frise')).toBe('Bichon Frises');
  expect(pluralBreed('Sphynx')).toBe('Sphynxes');
});
