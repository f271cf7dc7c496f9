import { randomUUID } from 'node:crypto';
import type { CheckoutResult, Me, Quote } from '@tailwise/shared/contract';
import {
  breedIds,
  buyInsurance,
  call,
  cardToken,
  createUser,
  json,
  SHIPPING_PA,
  type TestUser,
  useTestApp,
} from '../../test/harness';

const t = useTestApp();
let ids: ReturnType<typeof breedIds>;
beforeAll(async () => {
  ids = breedIds(t);
});

const checkout = (user: TestUser | null, body: unknown, key: string | null = `key-${randomUUID()}`) =>
  call(t.app, 'POST', '/checkout/', { user, body, headers: key === null ? {} : { 'idempotency-key': key } });

async function cart(over: Record<string, unknown> = {}) {
  return {
    billingInterval: 'month',
    shippingAddress: SHIPPING_PA,
    phone: '215 555 0101',
    payment: { provider: 'CARD', token: await cardToken(t.app) },
    pets: [
      { name: 'Rex', petType: 0, breedId: ids.dog, age: 2, insurance: { deductible: 500 } },
      { name: 'Tom', petType: 1, breedId: ids.cat, age: 4, insurance: {}, wellnessPlanId: 'cat-classic' },
    ],
    ...over,
  };
}

async function counts(customerUid: string) {
  const customer = await t.ctx.db
    .selectFrom('customers')
    .select('id')
    .where('firebase_uid', '=', customerUid)
    .executeTakeFirst();
  if (!customer) return { purchases: 0, charges: 0, pets: 0, insurance: 0, wellness: 0 };
  const n = async (table: 'purchases' | 'payment_charges' | 'pets' | 'insurance_agreements' | 'purchase_agreements') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', customer.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    purchases: await n('purchases'),
    charges: await n('payment_charges'),
    pets: await n('pets'),
    insurance: await n('insurance_agreements'),
    wellness: await n('purchase_agreements'),
  };
}

test('buys insurance and wellness for a cart, charges the priced total, records everything', async () => {
  const user = await createUser();
  const body = await cart();
  const quote = json<Quote>(await call(t.app, 'POST', '/quotes/', { body: { zipCode: '19102', pets: body.pets } }));
  const res = await checkout(user, { ...body, expectedTotalCents: quote.totalCents });
  expect(res.statusCode).toBe(201);
  const result = json<CheckoutResult>(res);
  expect(result).toMatchObject({
    status: 'COMPLETED',
    chargedCents: quote.totalCents,
    payment: { paymentProvider: 'CARD', brand: 'visa', last4: '4242' },
  });
  expect(result.pets.map((p) => p.name)).toEqual(['Rex', 'Tom']);
  expect(result.insuranceAgreements).toHaveLength(2);
  expect(result.insuranceAgreements.every((a) => a.status === 'ACTIVE' && a.billingInterval === 'month')).toBe(true);
  expect(result.purchaseAgreements).toEqual([
    expect.objectContaining({ status: 'ACTIVE', wellnessPlanId: 'cat-classic', pet: result.pets[1]?.uuid }),
  ]);
  const rex = result.insuranceAgreements.find((a) => a.pet === result.pets[0]?.uuid);
  expect(rex).toMatchObject({ deductible: 500, coinsurancePercent: 10 });
  const start = new Date(`${rex?.startDate}T00:00:00Z`).getTime();
  expect((new Date(`${rex?.accidentCoverageDate}T00:00:00Z`).getTime() - start) / 86_400_000).toBe(3);
  expect((new Date(`${rex?.illnessCoverageDate}T00:00:00Z`).getTime() - start) / 86_400_000).toBe(14);
  expect(await counts(user.uid)).toEqual({ purchases: 1, charges: 1, pets: 2, insurance: 2, wellness: 1 });
  const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
  expect(me).toMatchObject({
    phone: '+12155550101',
    firstName: 'Alex',
    interestedIn: expect.arrayContaining(['INSURANCE', 'WELLNESS']),
  });
});

test('the same Idempotency-Key twice is one purchase and one charge', async () => {
  const user = await createUser();
  const body = await cart();
  const key = `key-${randomUUID()}`;
  const first = await checkout(user, body, key);
  const second = await checkout(user, body, key);
  expect(first.statusCode).toBe(201);
  expect(second.statusCode).toBe(201);
  expect(second.headers['idempotent-replayed']).toBe('true');
  expect(json<CheckoutResult>(second).purchaseId).toBe(json<CheckoutResult>(first).purchaseId);
  expect(await counts(user.uid)).toEqual({ purchases: 1, charges: 1, pets: 2, insurance: 2, wellness: 1 });
  const sandboxCharges = await t.ctx.db
    .selectFrom('sandbox_charges')
    .selectAll()
    .where('token', '=', body.payment.token)
    .execute();
  expect(sandboxCharges).toHaveLength(1);
});

test('a double submit at the same moment is still one purchase and one charge', async () => {
  const user = await createUser();
  const body = await cart();
  const key = `key-${randomUUID()}`;
  const results = await Promise.all([checkout(user, body, key), checkout(user, body, key), checkout(user, body, key)]);
  expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
  expect(new Set(results.map((r) => json<CheckoutResult>(r).purchaseId)).size).toBe(1);
  expect(await counts(user.uid)).toEqual({ purchases: 1, charges: 1, pets: 2, insurance: 2, wellness: 1 });
});

test('the same key with a different cart is 422 IdempotencyKeyReused', async () => {
  const user = await createUser();
  const key = `key-${randomUUID()}`;
  expect((await checkout(user, await cart(), key)).statusCode).toBe(201);
  const other = await checkout(user, await cart({ billingInterval: 'year' }), key);
  expect(other.statusCode).toBe(422);
  expect(json(other)).toMatchObject({ error: { code: 'IdempotencyKeyReused' } });
});

test.each([
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000000069', 'Your card has expired.'],
  [
    '4111111111111111',
    'Your card was declined. This is a test environment: use a test card such as 4242 4242 4242 4242.',
  ],
])('a declined card (%s) leaves no agreement, pet or purchase behind', async (number, message) => {
  const user = await createUser();
  const body = await cart({ payment: { provider: 'CARD', token: await cardToken(t.app, number) } });
  const res = await checkout(user, body);
  expect(res.statusCode).toBe(422);
  expect(json(res)).toMatchObject({
    error: { code: 'PaymentDeclined', message, fields: { 'payment.token': message } },
  });
  expect(await counts(user.uid)).toEqual({ purchases: 0, charges: 0, pets: 0, insurance: 0, wellness: 0 });
  // A good card afterwards goes through.
  const retry = await checkout(user, { ...body, payment: { provider: 'CARD', token: await cardToken(t.app) } });
  expect(retry.statusCode).toBe(201);
});

test('a token works once; unknown tokens are refused', async () => {
  const user = await createUser();
  const body = await cart();
  expect((await checkout(user, body)).statusCode).toBe(201);
  const reused = await checkout(user, body);
  expect(reused.statusCode).toBe(422);
  expect(json(reused)).toMatchObject({ error: { code: 'PaymentTokenInvalid' } });
  const unknown = await checkout(user, await cart({ payment: { provider: 'CARD', token: 'tok_nope' } }));
  expect(unknown.statusCode).toBe(422);
});

test('needs a signed-in user and an Idempotency-Key', async () => {
  const body = await cart();
  expect((await checkout(null, body)).statusCode).toBe(401);
  const user = await createUser();
  const noKey = await checkout(user, body, null);
  expect(noKey.statusCode).toBe(400);
  expect(json(noKey)).toMatchObject({ error: { code: 'IdempotencyKeyRequired' } });
  expect((await checkout(user, body, 'short')).statusCode).toBe(400);
});

test('bad carts are 400; server-side rules are 422 or 409', async () => {
  const user = await createUser();
  const bad = await checkout(user, { ...(await cart()), pets: [{ name: 'X' }], payment: { provider: 'CASH' } });
  expect(bad.statusCode).toBe(400);
  const fields = json<{ error: { fields: Record<string, string> } }>(bad).error.fields;
  expect(fields).toMatchObject({
    'pets.0.petType': 'Required',
    'pets.0.insurance': expect.any(String),
    'payment.provider': expect.any(String),
  });

  const ca = { ...SHIPPING_PA, city: 'San Francisco', state: 'CA', zipCode: '94105' };
  const caZero = await checkout(
    user,
    await cart({
      shippingAddress: ca,
      pets: [{ name: 'Rex', petType: 0, breedId: ids.dog, age: 2, insurance: { coinsurancePercent: 0 } }],
    }),
  );
  expect(caZero.statusCode).toBe(422);
  expect(json(caZero)).toMatchObject({ error: { code: 'OptionNotAvailableInState' } });

  const mismatch = await checkout(user, await cart({ shippingAddress: { ...SHIPPING_PA, state: 'NJ' } }));
  expect(mismatch.statusCode).toBe(422);
  expect(json(mismatch)).toMatchObject({ error: { fields: { 'shippingAddress.zipCode': 'This ZIP code is in PA' } } });

  const changed = await checkout(user, await cart({ expectedTotalCents: 1 }));
  expect(changed.statusCode).toBe(409);
  expect(json(changed)).toMatchObject({ error: { code: 'PriceChanged' } });
  expect(await counts(user.uid)).toMatchObject({ purchases: 0, charges: 0 });
});

test('per-pet yearly limit: each agreement gets its own, priced as quoted', async () => {
  const user = await createUser();
  const pets = [
    { name: 'Rex', petType: 0, breedId: ids.dog, age: 2, insurance: { isUncapped: true } },
    { name: 'Bo', petType: 0, breedId: ids.smallDog, age: 2, insurance: {} },
  ];
  const quote = json<Quote>(await call(t.app, 'POST', '/quotes/', { body: { zipCode: '19102', pets } }));
  const res = await checkout(user, await cart({ pets, expectedTotalCents: quote.totalCents }));
  expect(res.statusCode).toBe(201);
  const result = json<CheckoutResult>(res);
  const byPet = (name: string) =>
    result.insuranceAgreements.find((a) => a.pet === result.pets.find((p) => p.name === name)?.uuid);
  expect(byPet('Rex')).toMatchObject({ isUncapped: true, annualLimitCents: null });
  expect(byPet('Bo')).toMatchObject({ isUncapped: false, annualLimitCents: 1_000_000 });
  expect(result.chargedCents).toBe(quote.totalCents);
});

test('California checkouts get the 80 option by default', async () => {
  const user = await createUser();
  const ca = { ...SHIPPING_PA, city: 'San Francisco', state: 'CA', zipCode: '94105' };
  const res = await checkout(
    user,
    await cart({ shippingAddress: ca, pets: [{ name: 'Rex', petType: 0, breedId: ids.dog, age: 2, insurance: {} }] }),
  );
  expect(res.statusCode).toBe(201);
  expect(json<CheckoutResult>(res).insuranceAgreements[0]).toMatchObject({
    coinsurancePercent: 20,
    reimbursementPercent: 80,
  });
});

test('upsell: insure an existing pet; an already covered pet is 409', async () => {
  const user = await createUser();
  const first = await buyInsurance(t, user);
  const rex = first.pets[0]?.uuid as string;
  const wellness = await checkout(user, await cart({ pets: [{ uuid: rex, wellnessPlanId: 'dog-classic' }] }));
  expect(wellness.statusCode).toBe(201);
  const result = json<CheckoutResult>(wellness);
  expect(result.pets[0]).toMatchObject({
    uuid: rex,
    insurance: { status: 'ACTIVE' },
    wellness: { wellnessPlanId: 'dog-classic' },
  });
  const twice = await checkout(user, await cart({ pets: [{ uuid: rex, insurance: {} }] }));
  expect(twice.statusCode).toBe(409);
  expect(json(twice)).toMatchObject({ error: { code: 'PetAlreadyCovered' } });
  const withFields = await checkout(user, await cart({ pets: [{ uuid: rex, name: 'New name', insurance: {} }] }));
  expect(withFields.statusCode).toBe(400);
  // A second insured pet later gets MULTI_PET.
  const second = await checkout(
    user,
    await cart({ pets: [{ name: 'Bo', petType: 0, breedId: ids.smallDog, age: 1, insurance: {} }] }),
  );
  expect(json<CheckoutResult>(second).quote.discounts.map((d) => d.code)).toEqual(['MULTI_PET']);
});

test('GROUP payment needs a claimed seat, then records payroll deduction', async () => {
  const user = await createUser();
  const body = await cart({
    payment: { provider: 'GROUP', groupId: 'fenwick' },
    pets: [{ name: 'Rex', petType: 0, breedId: ids.dog, age: 2, insurance: {} }],
  });
  const noSeat = await checkout(user, body);
  expect(noSeat.statusCode).toBe(403);
  expect(json(noSeat)).toMatchObject({ error: { code: 'GroupSeatRequired' } });
  expect(
    (
      await call(t.app, 'POST', '/groups/fenwick/seats/claim/', {
        user,
        body: { employeeId: 'FEN-0042', dateOfBirth: '2002-06-15' },
      })
    ).statusCode,
  ).toBe(200);
  const paid = await checkout(user, body);
  expect(paid.statusCode).toBe(201);
  expect(json<CheckoutResult>(paid).payment).toEqual({
    paymentProvider: 'GROUP',
    paymentProviderId: 'fenwick',
    brand: null,
    last4: null,
  });
  const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
  expect(me.wallet.paymentProviders).toEqual([
    expect.objectContaining({ paymentProvider: 'GROUP', paymentProviderId: 'fenwick', isDefault: true }),
  ]);
  const unknownGroup = await checkout(user, await cart({ payment: { provider: 'GROUP', groupId: 'nobody' } }));
  expect(unknownGroup.statusCode).toBe(404);
});

test('converts the lead and credits the referrer', async () => {
  const referrer = await createUser();
  await buyInsurance(t, referrer);
  const referral = json<{ ri: string; rpc: string }>(await call(t.app, 'GET', '/referrals/', { user: referrer }));
  const friend = await createUser();
  const lead = json<{ uuid: string; id: number }>(
    await call(t.app, 'POST', '/leads/', { body: { email: friend.email } }),
  );
  const res = await checkout(
    friend,
    await cart({
      leadUuid: lead.uuid,
      promoCode: referral.rpc,
      referrer: { ri: referral.ri, rt: 'CUSTOMER', rpc: referral.rpc },
    }),
  );
  expect(res.statusCode).toBe(201);
  expect(json<CheckoutResult>(res).quote.discounts.map((d) => d.code)).toContain('PROMO_CODE');
  const row = await t.ctx.db
    .selectFrom('leads')
    .select(['converted_at', 'customer_id'])
    .where('uuid', '=', lead.uuid)
    .executeTakeFirstOrThrow();
  expect(row.converted_at).toBeInstanceOf(Date);
  const after = json<{ signups: number; rewardsEarnedCents: number }>(
    await call(t.app, 'GET', '/referrals/', { user: referrer }),
  );
  // Earned only after the friend's free look (referrals.test.ts).
  expect(after).toMatchObject({ signups: 1, rewardsEarnedCents: 0, rewardsPendingCents: 2500 });
  // One's own code is not a promo.
  const own = await checkout(referrer, await cart({ promoCode: referral.rpc }));
  expect(own.statusCode).toBe(422);
});
