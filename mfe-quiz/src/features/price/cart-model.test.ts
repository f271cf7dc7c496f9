// The price screen's rules: spec §5 defaults (California included), what each flow sells, and the quote body.
import type { InsuranceOptions, Me, WellnessPlan } from '@tailwise/shared/contract';
import type { CartChoice, QuizPet } from '../flow/state/quiz-model';
import {
  buildQuoteRequest,
  emptyChoices,
  normalizeChoice,
  offerFor,
  ownedCover,
  resolveCoinsurance,
  resolveDeductible,
  type PricedPet,
} from './cart-model';

const waitingPeriods = { accidentDays: 3, illnessDays: 14, cruciateLigamentMonths: 6 };
const ohio: InsuranceOptions = {
  zipCode: '43004',
  state: 'OH',
  restrictedState: false,
  deductibles: [250, 500, 1000],
  coinsurancePercents: [0, 10, 20],
  defaultDeductible: 1000,
  defaultCoinsurancePercent: 10,
  cappedAnnualLimitCents: 1_000_000,
  waitingPeriods,
};
const california: InsuranceOptions = {
  ...ohio,
  zipCode: '90210',
  state: 'CA',
  restrictedState: true,
  coinsurancePercents: [10, 20],
  defaultCoinsurancePercent: 20,
};
const plan = (id: string, code: WellnessPlan['code']): WellnessPlan => ({
  id,
  code,
  name: code,
  petType: 0,
  monthlyPriceCents: 2000,
  allowances: [],
});
const dogPlans = [plan('dog-essential', 'essential'), plan('dog-classic', 'classic'), plan('dog-premium', 'premium')];
const biscuit: PricedPet = {
  key: 'p1',
  name: 'Biscuit',
  petType: 0,
  breedId: 12,
  breedName: 'Golden Retriever',
  age: 3,
};
const newCustomer = offerFor('new-customer', { insured: false, wellness: false });

describe('spec §5 defaults', () => {
  it('defaults to a $1,000 deductible and 10% coinsurance outside California, with no wellness plan chosen', () => {
    expect(normalizeChoice(biscuit, undefined, newCustomer, ohio, dogPlans)).toEqual({
      petKey: 'p1',
      insurance: { deductible: 1000, coinsurancePercent: 10, isUncapped: false },
      wellnessPlanId: null,
    });
  });

  it('defaults to 20% (the 80 option) in California', () => {
    expect(normalizeChoice(biscuit, undefined, newCustomer, california, dogPlans).insurance?.coinsurancePercent).toBe(
      20,
    );
  });

  it.each([
    ['Ohio', undefined, 10],
    ['Ohio', 0, 10],
    ['Ohio', 10, 10],
    ['Ohio', 20, 20],
    ['Ohio', 15, 10],
    ['California', undefined, 20],
    ['California', 0, 20],
    ['California', 10, 20],
    ['California', 20, 20],
  ] as const)('opens at the spec §5 coinsurance: %s, stored %s → %i', (state, stored, expected) => {
    const options = state === 'Ohio' ? ohio : california;
    expect(resolveCoinsurance(stored, options)).toBe(expected);
    const storedChoice: CartChoice | undefined =
      stored === undefined
        ? undefined
        : {
            petKey: 'p1',
            insurance: { deductible: 1000, coinsurancePercent: stored as 0 | 10 | 20, isUncapped: false },
            wellnessPlanId: null,
          };
    expect(normalizeChoice(biscuit, storedChoice, newCustomer, options, dogPlans).insurance?.coinsurancePercent).toBe(
      expected,
    );
  });

  it('then keeps what the visitor chooses on the screen, where it is sold', () => {
    const chosen = (coinsurancePercent: 0 | 10 | 20): CartChoice => ({
      petKey: 'p1',
      insurance: { deductible: 1000, coinsurancePercent, isUncapped: false },
      wellnessPlanId: null,
    });
    const onScreen = { opening: false };
    expect(
      normalizeChoice(biscuit, chosen(0), newCustomer, ohio, dogPlans, onScreen).insurance?.coinsurancePercent,
    ).toBe(0);
    expect(
      normalizeChoice(biscuit, chosen(10), newCustomer, california, dogPlans, onScreen).insurance?.coinsurancePercent,
    ).toBe(10);
    expect(
      normalizeChoice(biscuit, chosen(0), newCustomer, california, dogPlans, onScreen).insurance?.coinsurancePercent,
    ).toBe(20);
  });

  it('keeps a stored deductible only where it is sold', () => {
    expect(resolveDeductible(250, ohio)).toBe(250);
    expect(resolveDeductible(100, ohio)).toBe(1000);
  });

  it('keeps the visitor’s choices and a plan of the right species, and drops a plan that does not exist', () => {
    const stored: CartChoice = {
      petKey: 'p1',
      insurance: { deductible: 250, coinsurancePercent: 0, isUncapped: true },
      wellnessPlanId: 'dog-premium',
    };
    expect(normalizeChoice(biscuit, stored, newCustomer, ohio, dogPlans, { opening: false })).toEqual(stored);
    expect(
      normalizeChoice(biscuit, { ...stored, wellnessPlanId: 'cat-premium' }, newCustomer, ohio, dogPlans)
        .wellnessPlanId,
    ).toBeNull();
    expect(
      normalizeChoice(biscuit, { ...stored, wellnessPlanId: null }, newCustomer, ohio, dogPlans).wellnessPlanId,
    ).toBeNull();
  });
});

describe('offerFor', () => {
  it('sells insurance to new customers, offering wellness without choosing it for them', () => {
    expect(newCustomer).toMatchObject({ insurance: 'required', wellness: 'optional', wellnessByDefault: false });
    for (const mode of ['new-customer', 'upsell-new-pet', 'benefits'] as const) {
      expect(offerFor(mode, { insured: false, wellness: false }).wellnessByDefault).toBe(false);
    }
  });

  it('offers no insurance by default in the wellness upsell, and none at all for an insured pet', () => {
    const offer = offerFor('upsell-wellness', { insured: false, wellness: false });
    expect(offer.insurance).toBe('optional');
    const choice = normalizeChoice(biscuit, undefined, offer, ohio, dogPlans);
    expect(choice).toEqual({ petKey: 'p1', insurance: null, wellnessPlanId: 'dog-classic' });
    expect(offerFor('upsell-wellness', { insured: true, wellness: false }).insurance).toBe('none');
  });

  it('does not sell wellness twice in the insurance upsell', () => {
    expect(offerFor('upsell-insurance', { insured: false, wellness: true }).wellness).toBe('none');
    const choice = normalizeChoice(
      biscuit,
      undefined,
      offerFor('upsell-insurance', { insured: false, wellness: false }),
      ohio,
      dogPlans,
    );
    expect(choice.wellnessPlanId).toBeNull();
    expect(choice.insurance).not.toBeNull();
  });

  it('reads ACTIVE agreements only', () => {
    const me = {
      insuranceAgreements: [{ pet: 'u1', status: 'CANCELLED' }],
      purchaseAgreements: [{ pet: 'u1', status: 'ACTIVE' }],
    } as unknown as Me;
    expect(ownedCover(me, 'u1')).toEqual({ insured: false, wellness: true });
    expect(ownedCover(me, undefined)).toEqual({ insured: false, wellness: false });
  });
});

describe('buildQuoteRequest', () => {
  const luna: QuizPet & PricedPet = {
    key: 'p2',
    name: 'Luna ',
    petType: 1,
    breedId: 300,
    breedName: 'Siamese',
    age: 0,
  };
  it('sends each pet’s options (its own yearly limit), null for no insurance, and the promo only when there is one', () => {
    const body = buildQuoteRequest({
      zipCode: '43004',
      billingInterval: 'year',
      promoCode: null,
      pets: [biscuit, luna],
      choices: [
        {
          petKey: 'p1',
          insurance: { deductible: 500, coinsurancePercent: 20, isUncapped: true },
          wellnessPlanId: null,
        },
        { petKey: 'p2', insurance: null, wellnessPlanId: 'cat-classic' },
      ],
    });
    expect(body).toEqual({
      zipCode: '43004',
      billingInterval: 'year',
      isUncapped: false,
      pets: [
        {
          name: 'Biscuit',
          petType: 0,
          breedId: 12,
          age: 3,
          insurance: { deductible: 500, coinsurancePercent: 20, isUncapped: true },
          wellnessPlanId: null,
        },
        { name: 'Luna', petType: 1, breedId: 300, age: 0, insurance: null, wellnessPlanId: 'cat-classic' },
      ],
    });
    expect(
      buildQuoteRequest(
        { zipCode: '43004', billingInterval: 'month', promoCode: 'SPRING', pets: [], choices: [] },
        { zipCode: '10001' },
      ),
    ).toMatchObject({ zipCode: '10001', promoCode: 'SPRING' });
  });

  it('finds pets that would buy nothing', () => {
    expect(
      emptyChoices([
        { petKey: 'a', insurance: null, wellnessPlanId: null },
        { petKey: 'b', insurance: null, wellnessPlanId: 'x' },
      ]),
    ).toEqual([0]);
  });
});
