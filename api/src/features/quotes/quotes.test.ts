import type { InsuranceOptions, Quote } from '@tailwise/shared/contract';
import { breedIds, buyInsurance, call, createUser, json, useTestApp } from '../../test/harness';

const t = useTestApp();
let ids: ReturnType<typeof breedIds>;
beforeAll(async () => {
  ids = breedIds(t);
});

const quote = (body: unknown, user?: Awaited<ReturnType<typeof createUser>>) =>
  call(t.app, 'POST', '/quotes/', { body, user: user ?? null });

describe('POST /quotes/', () => {
  test('prices every pet in the cart, with factors, discounts, total and waiting periods', async () => {
    const res = await quote({
      zipCode: '19102',
      pets: [
        { name: 'Rex', petType: 0, breedId: ids.dog, age: 3 },
        { name: 'Tom', petType: 1, breedId: ids.cat, age: 2, wellnessPlanId: 'cat-classic' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const q = json<Quote>(res);
    expect(q).toMatchObject({ state: 'PA', billingInterval: 'month', restrictedState: false, currency: 'USD' });
    expect(q.pets).toHaveLength(2);
    expect(q.pets[0]?.insurance).toMatchObject({ deductible: 1000, coinsurancePercent: 10, reimbursementPercent: 90 });
    expect(q.pets[0]?.insurance?.factors.region).toBe(1.02);
    expect(q.pets[1]?.wellness).toMatchObject({ planId: 'cat-classic', listMonthlyCents: 1999 });
    expect(q.discounts.map((d) => d.code)).toEqual(['MULTI_PET']);
    expect(q.pets.reduce((s, p) => s + p.totalCents, 0)).toBe(q.totalCents);
    expect(q.waitingPeriods).toEqual({ accidentDays: 3, illnessDays: 14, cruciateLigamentMonths: 6 });
  });

  test('each pet may choose its own yearly limit; the cart-level isUncapped is the default', async () => {
    const pets = [
      { name: 'Rex', petType: 0, breedId: ids.dog, age: 3, insurance: { isUncapped: true } },
      { name: 'Bo', petType: 0, breedId: ids.dog, age: 3, insurance: {} },
    ];
    const mixed = json<Quote>(await quote({ zipCode: '19102', pets }));
    expect(mixed.isUncapped).toBe(false);
    expect(mixed.pets.map((p) => p.insurance?.isUncapped)).toEqual([true, false]);
    expect(mixed.pets.map((p) => p.insurance?.annualLimitCents)).toEqual([null, 1_000_000]);
    const [rex, bo] = mixed.pets.map((p) => p.insurance?.listMonthlyCents ?? 0);
    expect(rex).toBeGreaterThan(bo as number);

    const allUncapped = json<Quote>(
      await quote({
        zipCode: '19102',
        isUncapped: true,
        pets: [pets[0], { ...pets[1], insurance: { isUncapped: false } }, { ...pets[1], name: 'Max' }],
      }),
    );
    expect(allUncapped.pets.map((p) => p.insurance?.isUncapped)).toEqual([true, false, true]);
    const bad = await quote({ zipCode: '19102', pets: [{ ...pets[0], insurance: { isUncapped: 'yes' } }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ error: { fields: { 'pets.0.insurance.isUncapped': expect.any(String) } } });
  });

  test('yearly billing adds ANNUAL_PAYMENT', async () => {
    const q = json<Quote>(
      await quote({ zipCode: '19102', billingInterval: 'year', pets: [{ petType: 0, breedId: ids.dog, age: 3 }] }),
    );
    expect(q.discounts).toEqual([{ code: 'ANNUAL_PAYMENT', percent: 5, amountCents: expect.any(Number) }]);
    expect(q.totalCents).toBe(q.subtotalCents - (q.discounts[0]?.amountCents ?? 0));
  });

  test('California: defaults to 20% coinsurance and refuses 0%', async () => {
    const q = json<Quote>(await quote({ zipCode: '94105', pets: [{ petType: 0, breedId: ids.dog, age: 3 }] }));
    expect(q).toMatchObject({ state: 'CA', restrictedState: true });
    expect(q.pets[0]?.insurance?.coinsurancePercent).toBe(20);
    const refused = await quote({
      zipCode: '94105',
      pets: [{ petType: 0, breedId: ids.dog, age: 3, insurance: { coinsurancePercent: 0 } }],
    });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      error: {
        code: 'OptionNotAvailableInState',
        fields: { 'pets.0.insurance.coinsurancePercent': expect.stringContaining('CA') },
      },
    });
    const elsewhere = await quote({
      zipCode: '10001',
      pets: [{ petType: 0, breedId: ids.dog, age: 3, insurance: { coinsurancePercent: 0 } }],
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  test('a promo code adds PROMO_CODE; an unknown one is 422', async () => {
    const q = json<Quote>(
      await quote({ zipCode: '19102', promoCode: 'medmutual15', pets: [{ petType: 0, breedId: ids.dog, age: 3 }] }),
    );
    expect(q.promoCode).toBe('MEDMUTUAL15');
    expect(q.discounts).toEqual([{ code: 'PROMO_CODE', percent: 15, amountCents: expect.any(Number) }]);
    const bad = await quote({ zipCode: '19102', promoCode: 'NOPE', pets: [{ petType: 0, breedId: ids.dog, age: 3 }] });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ error: { code: 'UnknownPromoCode', fields: { promoCode: expect.any(String) } } });
  });

  test('a signed-in customer with an insured pet gets MULTI_PET on the next one', async () => {
    const user = await createUser();
    const body = { zipCode: '19102', pets: [{ petType: 0, breedId: ids.dog, age: 3 }] };
    expect(json<Quote>(await quote(body, user)).discounts).toEqual([]);
    await buyInsurance(t, user);
    expect(json<Quote>(await quote(body, user)).discounts.map((d) => d.code)).toEqual(['MULTI_PET']);
  });

  test('unknown breeds, breeds of the other species, unknown plans and ZIP codes outside the states are 422', async () => {
    const res = await quote({
      zipCode: '19102',
      pets: [
        { petType: 0, breedId: 99999, age: 3 },
        { petType: 1, breedId: ids.dog, age: 3 },
        { petType: 0, breedId: ids.dog, age: 3, wellnessPlanId: 'cat-classic' },
        { petType: 0, breedId: ids.dog, age: 3, insurance: null },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      error: {
        fields: {
          'pets.0.breedId': 'Unknown breed',
          'pets.1.breedId': 'Choose a cat breed',
          'pets.2.wellnessPlanId': expect.any(String),
          'pets.3.insurance': expect.any(String),
        },
      },
    });
    const military = await quote({ zipCode: '09001', pets: [{ petType: 0, breedId: ids.dog, age: 3 }] });
    expect(military.statusCode).toBe(422);
    expect(json(military)).toMatchObject({ error: { code: 'UnsupportedZipCode' } });
  });

  test('bad input is 400 with field messages', async () => {
    const res = await quote({
      zipCode: '1910',
      billingInterval: 'week',
      pets: [{ petType: 2, breedId: 'x', age: -1, insurance: { deductible: 300 } }],
      extra: 1,
    });
    expect(res.statusCode).toBe(400);
    const fields = json<{ error: { code: string; fields: Record<string, string> } }>(res).error.fields;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'billingInterval',
        'extra',
        'pets.0.age',
        'pets.0.breedId',
        'pets.0.insurance.deductible',
        'pets.0.petType',
        'zipCode',
      ].sort(),
    );
    expect((await quote({ zipCode: '19102', pets: [] })).statusCode).toBe(400);
    expect((await quote([])).statusCode).toBe(400);
  });
});

describe('GET /insurance/options/', () => {
  test('answers the options and defaults sold at a ZIP code', async () => {
    const ca = json<InsuranceOptions>(await call(t.app, 'GET', '/insurance/options/?zip_code=90210'));
    expect(ca).toMatchObject({
      state: 'CA',
      restrictedState: true,
      coinsurancePercents: [10, 20],
      defaultCoinsurancePercent: 20,
      deductibles: [250, 500, 1000],
      defaultDeductible: 1000,
    });
    const ny = json<InsuranceOptions>(await call(t.app, 'GET', '/insurance/options/?zip_code=10001'));
    expect(ny).toMatchObject({
      state: 'NY',
      restrictedState: false,
      coinsurancePercents: [0, 10, 20],
      defaultCoinsurancePercent: 10,
    });
    expect((await call(t.app, 'GET', '/insurance/options/?zip_code=abc')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/insurance/options/')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/insurance/options/?zip_code=00601')).statusCode).toBe(422);
  });
});
