import { CAT_BREEDS, DOG_BREEDS } from '../seed/breeds';
import {
  CAPPED_ANNUAL_LIMIT_CENTS,
  insuranceFactors,
  monthlyListCents,
  optionsForState,
  priceCart,
  RATING_TABLE,
  resolveInsuranceOptions,
  stateForZip,
  WAITING_PERIODS,
  type PricingInput,
  type PricingPet,
} from '.';

const dog = (over: Partial<PricingPet> = {}): PricingPet => ({
  petType: 0,
  riskClass: 'STANDARD',
  age: 4,
  insurance: { deductible: 1000, coinsurancePercent: 10 },
  wellness: null,
  ...over,
});
const cat = (over: Partial<PricingPet> = {}): PricingPet => ({ ...dog(), petType: 1, ...over });
const cart = (pets: PricingPet[], over: Partial<PricingInput> = {}): PricingInput => ({
  state: 'OH',
  billingInterval: 'month',
  isUncapped: false,
  promo: null,
  existingInsuredPets: 0,
  pets,
  ...over,
});
// A region at exactly 1.00 keeps the arithmetic readable.
const NEUTRAL = 'NV' as const;

describe('rating table', () => {
  test('the reference pet pays the base', () => {
    expect(priceCart(cart([dog()], { state: NEUTRAL })).totalCents).toBe(4350);
    expect(priceCart(cart([cat()], { state: NEUTRAL })).totalCents).toBe(2550);
  });

  test('calibration: the average over the whole catalogue, ages 1 to 8, default options, is near $50 and $28', () => {
    const average = (petType: 0 | 1, breeds: typeof DOG_BREEDS) => {
      let sum = 0;
      let n = 0;
      for (const [, , riskClass] of breeds) {
        for (let age = 1; age <= 8; age += 1) {
          sum += priceCart(cart([{ ...dog(), petType, riskClass, age }], { state: NEUTRAL })).totalCents;
          n += 1;
        }
      }
      return sum / n / 100;
    };
    const dogAverage = average(0, DOG_BREEDS);
    const catAverage = average(1, CAT_BREEDS);
    expect(dogAverage).toBeGreaterThan(47.5);
    expect(dogAverage).toBeLessThan(52.5);
    expect(catAverage).toBeGreaterThan(26.6);
    expect(catAverage).toBeLessThan(29.4);
  });

  test('each factor moves the price the way the table says', () => {
    const base = monthlyListCents(
      insuranceFactors(dog(), NEUTRAL, { deductible: 1000, coinsurancePercent: 10, isUncapped: false }),
    );
    const price = (
      p: Partial<PricingPet>,
      state: Parameters<typeof insuranceFactors>[1] = NEUTRAL,
      isUncapped = false,
    ) =>
      monthlyListCents(
        insuranceFactors({ ...dog(), ...p }, state, {
          deductible: p.insurance?.deductible ?? 1000,
          coinsurancePercent: p.insurance?.coinsurancePercent ?? 10,
          isUncapped,
        }),
      );
    expect(price({ riskClass: 'HIGH' })).toBe(Math.round(base * RATING_TABLE.breed.HIGH));
    expect(price({ riskClass: 'LOW' })).toBeLessThan(base);
    expect(price({ age: 10 })).toBe(Math.round(base * 1.85));
    expect(price({ age: 25 })).toBe(price({ age: 14 }));
    expect(price({}, 'NY')).toBe(Math.round(base * 1.3));
    expect(price({ insurance: { deductible: 250, coinsurancePercent: 10 } })).toBe(Math.round(base * 1.3));
    expect(price({ insurance: { deductible: 1000, coinsurancePercent: 0 } })).toBe(Math.round(base * 1.15));
    expect(price({ insurance: { deductible: 1000, coinsurancePercent: 20 } })).toBe(Math.round(base * 0.9));
    expect(price({}, NEUTRAL, true)).toBe(Math.round(base * 1.12));
  });

  test('an older pet never costs less than a younger one', () => {
    for (const petType of [0, 1] as const) {
      for (let age = 1; age <= 20; age += 1) {
        const older = priceCart(cart([{ ...dog(), petType, age }])).totalCents;
        const younger = priceCart(cart([{ ...dog(), petType, age: age - 1 }])).totalCents;
        expect(older).toBeGreaterThanOrEqual(younger);
      }
    }
  });

  test('capped plans carry the yearly limit; uncapped ones none', () => {
    expect(priceCart(cart([dog()])).pets[0]?.insurance?.annualLimitCents).toBe(CAPPED_ANNUAL_LIMIT_CENTS);
    expect(priceCart(cart([dog()], { isUncapped: true })).pets[0]?.insurance?.annualLimitCents).toBeNull();
  });

  test("a pet's own yearly limit wins over the cart's, and is priced with its factor", () => {
    const capped = { deductible: 1000 as const, coinsurancePercent: 10 as const, isUncapped: false };
    const uncapped = { ...capped, isUncapped: true };
    const priced = priceCart(
      cart([dog({ insurance: uncapped }), dog({ insurance: capped }), dog()], { isUncapped: true, state: NEUTRAL }),
    );
    const [a, b, c] = priced.pets.map((p) => p.insurance);
    expect([a?.isUncapped, b?.isUncapped, c?.isUncapped]).toEqual([true, false, true]);
    expect([a?.annualLimitCents, b?.annualLimitCents, c?.annualLimitCents]).toEqual([
      null,
      CAPPED_ANNUAL_LIMIT_CENTS,
      null,
    ]);
    expect(a?.factors.annualLimit).toBe(RATING_TABLE.annualLimit.uncapped);
    expect(b?.factors.annualLimit).toBe(RATING_TABLE.annualLimit.capped);
    expect(a?.listMonthlyCents).toBe(Math.round(4350 * RATING_TABLE.annualLimit.uncapped));
    expect(b?.listMonthlyCents).toBe(4350);
  });

  test('waiting periods are accident 3 days, illness 14 days, cruciate ligament 6 months', () => {
    expect(WAITING_PERIODS).toEqual({ accidentDays: 3, illnessDays: 14, cruciateLigamentMonths: 6 });
  });
});

describe('discounts', () => {
  test('MULTI_PET takes 10% off every insured pet after the first, and the highest-priced pet pays full price', () => {
    const pricey = dog({ riskClass: 'HIGH', age: 9 });
    const result = priceCart(cart([cat(), pricey, dog()], { state: NEUTRAL }));
    const [c, p, d] = result.pets;
    expect(p?.insurance?.discounts).toEqual([]);
    expect(c?.insurance?.discounts).toEqual([{ code: 'MULTI_PET', percent: 10, amountCents: 255 }]);
    expect(d?.insurance?.discounts).toEqual([{ code: 'MULTI_PET', percent: 10, amountCents: 435 }]);
    expect(c?.insurance?.priceCents).toBe(2295);
    expect(result.discounts).toEqual([{ code: 'MULTI_PET', percent: 10, amountCents: 690 }]);
  });

  test('one insured pet gets no MULTI_PET, unless the customer already has an insured pet', () => {
    expect(priceCart(cart([dog()])).discounts).toEqual([]);
    const existing = priceCart(cart([dog()], { state: NEUTRAL, existingInsuredPets: 1 }));
    expect(existing.discounts).toEqual([{ code: 'MULTI_PET', percent: 10, amountCents: 435 }]);
    expect(existing.totalCents).toBe(3915);
  });

  test('wellness plans do not get MULTI_PET and do not count as insured pets', () => {
    const wellnessOnly = cat({
      insurance: null,
      wellness: { planId: 'cat-classic', code: 'classic', name: 'Classic', monthlyPriceCents: 1999 },
    });
    const result = priceCart(cart([dog(), wellnessOnly], { state: NEUTRAL }));
    expect(result.discounts).toEqual([]);
    expect(result.totalCents).toBe(4350 + 1999);
  });

  test('ANNUAL_PAYMENT takes 5% off twelve months when billed yearly', () => {
    const result = priceCart(cart([dog()], { state: NEUTRAL, billingInterval: 'year' }));
    expect(result.subtotalCents).toBe(52_200);
    expect(result.discounts).toEqual([{ code: 'ANNUAL_PAYMENT', percent: 5, amountCents: 2610 }]);
    expect(result.totalCents).toBe(49_590);
    expect(priceCart(cart([dog()], { state: NEUTRAL, billingInterval: 'month' })).discounts).toEqual([]);
  });

  test('both discounts stack in order: multi-pet first, then yearly on what is left', () => {
    const result = priceCart(cart([dog(), dog()], { state: NEUTRAL, billingInterval: 'year' }));
    // Pet 1: 4350 x 12 = 52200, -5% = 49590. Pet 2: (4350 - 435) x 12 = 46980, -5% (2349) = 44631.
    expect(result.pets.map((p) => p.totalCents)).toEqual([49_590, 44_631]);
    expect(result.discounts).toEqual([
      { code: 'MULTI_PET', percent: 10, amountCents: 5220 },
      { code: 'ANNUAL_PAYMENT', percent: 5, amountCents: 2610 + 2349 },
    ]);
    expect(result.subtotalCents - result.discountTotalCents).toBe(result.totalCents);
  });

  test('a promo code applies after the other discounts', () => {
    const result = priceCart(cart([dog()], { state: NEUTRAL, promo: { code: 'WELCOME5', percentOff: 10 } }));
    expect(result.discounts).toEqual([{ code: 'PROMO_CODE', percent: 10, amountCents: 435 }]);
    expect(result.totalCents).toBe(3915);
  });

  test('pet totals always add up to the cart total and discounts to the subtotal difference', () => {
    const pets = [
      dog({ age: 7 }),
      cat({ riskClass: 'HIGH', age: 2 }),
      dog({ riskClass: 'LOW', age: 0, insurance: { deductible: 250, coinsurancePercent: 0 } }),
    ];
    for (const billingInterval of ['month', 'year'] as const) {
      const r = priceCart(cart(pets, { state: 'NY', billingInterval, promo: { code: 'X', percentOff: 15 } }));
      expect(r.pets.reduce((s, p) => s + p.totalCents, 0)).toBe(r.totalCents);
      expect(r.subtotalCents - r.discountTotalCents).toBe(r.totalCents);
    }
  });
});

describe('California rule', () => {
  test('California never sells 0% coinsurance (100% reimbursement) and defaults to the 80 option', () => {
    const ca = optionsForState('CA');
    expect(ca.restrictedState).toBe(true);
    expect(ca.coinsurancePercents).toEqual([10, 20]);
    expect(ca.defaultCoinsurancePercent).toBe(20);
    expect(ca.defaultDeductible).toBe(1000);
    expect(resolveInsuranceOptions('CA', { coinsurancePercent: 0 })).toMatchObject({
      ok: false,
      field: 'coinsurancePercent',
    });
    expect(resolveInsuranceOptions('CA', {})).toEqual({ ok: true, deductible: 1000, coinsurancePercent: 20 });
    expect(resolveInsuranceOptions('CA', { coinsurancePercent: 10 })).toEqual({
      ok: true,
      deductible: 1000,
      coinsurancePercent: 10,
    });
  });

  test('other states sell every option and default to 10%', () => {
    const tx = optionsForState('TX');
    expect(tx.restrictedState).toBe(false);
    expect(tx.coinsurancePercents).toEqual([0, 10, 20]);
    expect(resolveInsuranceOptions('TX', {})).toEqual({ ok: true, deductible: 1000, coinsurancePercent: 10 });
    expect(resolveInsuranceOptions('TX', { coinsurancePercent: 0, deductible: 250 })).toEqual({
      ok: true,
      deductible: 250,
      coinsurancePercent: 0,
    });
  });
});

describe('ZIP codes', () => {
  test.each([
    ['90210', 'CA'],
    ['94105', 'CA'],
    ['96150', 'CA'],
    ['10001', 'NY'],
    ['19102', 'PA'],
    ['20500', 'DC'],
    ['20166', 'VA'],
    ['73301', 'TX'],
    ['75001', 'TX'],
    ['88510', 'TX'],
    ['02903', 'RI'],
    ['05501', 'MA'],
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['39901', 'GA'],
  ])('%s is in %s', (zip, state) => {
    expect(stateForZip(zip)).toBe(state);
  });

  test.each(['00601', '09001', '96201', '34001', '1234', 'abcde'])('%s is not sold', (zip) => {
    expect(stateForZip(zip)).toBeNull();
  });
});
