// Money must be exact: the exploits of issue 8 (refunded-charge replay, duplicate pets) are refused, and
// parallel submits give one purchase and one live charge. Counts are read from the database and the provider.
import { randomUUID } from 'node:crypto';
import {
  ApiErrorSchema,
  PriceChangedErrorSchema,
  type CheckoutResult,
  type Pet,
  type Quote,
} from '@tailwise/shared/contract';
import type { PaymentProvider } from '../../payments/provider';
import {
  breedIds,
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

const newKey = () => `key-${randomUUID()}`;
const checkout = (user: TestUser, body: unknown, key: string) =>
  call(t.app, 'POST', '/checkout/', { user, body, headers: { 'idempotency-key': key } });
const errorOf = (res: { json(): unknown }) => ApiErrorSchema.parse(res.json()).error;

async function cart(user: TestUser, pets: unknown[], over: Record<string, unknown> = {}) {
  return {
    billingInterval: 'month',
    shippingAddress: SHIPPING_PA,
    payment: { provider: 'CARD', token: await cardToken(t.app, '4242424242424242', user) },
    pets,
    ...over,
  };
}

const newDog = (name = 'Rex') => ({ name, petType: 0, breedId: ids.dog, age: 2, insurance: {} });

async function addPet(user: TestUser, name = 'Biscuit'): Promise<Pet> {
  const res = await call(t.app, 'POST', '/pets/', { user, body: { name, petType: 0, breedId: ids.dog, age: 3 } });
  expect(res.statusCode).toBe(201);
  return json<Pet>(res);
}

async function customerId(user: TestUser): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('customers')
    .select('id')
    .where('firebase_uid', '=', user.uid)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Purchases and recorded charges in our books, and the provider's charges by status, for one customer. */
async function ledger(user: TestUser) {
  const id = await customerId(user);
  const count = async (table: 'purchases' | 'payment_charges' | 'insurance_agreements') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const provider = await t.ctx.db
    .selectFrom('sandbox_charges')
    .select(['status', 'amount_cents'])
    .where('idempotency_key', 'like', `checkout:${id}:%`)
    .execute();
  return {
    purchases: await count('purchases'),
    recordedCharges: await count('payment_charges'),
    insurance: await count('insurance_agreements'),
    liveCharges: provider.filter((c) => c.status === 'succeeded').length,
    refundedCharges: provider.filter((c) => c.status === 'refunded').length,
  };
}

/** Makes the next card charge lose a race: right after it, another checkout insures the same pet first. */
function loseTheRaceOnce(competitor: () => Promise<unknown>) {
  const original = t.ctx.cards;
  const wrapped: PaymentProvider = {
    ...original,
    async charge(token, request) {
      const charge = await original.charge(token, request);
      t.ctx.cards = original;
      await competitor();
      return charge;
    },
  };
  t.ctx.cards = wrapped;
  return () => {
    t.ctx.cards = original;
  };
}

describe('refunded-charge replay', () => {
  test('a key whose charge was refunded can never buy anything: 409 ChargeRefunded, no second commit', async () => {
    const user = await createUser();
    const biscuit = await addPet(user);
    const losingBody = await cart(user, [{ uuid: biscuit.uuid, insurance: {} }]);
    const losingKey = newKey();
    const restore = loseTheRaceOnce(async () => {
      const won = await checkout(user, await cart(user, [{ uuid: biscuit.uuid, insurance: {} }]), newKey());
      expect(won.statusCode).toBe(201);
    });
    try {
      const lost = await checkout(user, losingBody, losingKey);
      expect(lost.statusCode).toBe(409);
      expect(errorOf(lost).code).toBe('PetAlreadyCovered');
    } finally {
      restore();
    }
    expect(await ledger(user)).toEqual({
      purchases: 1,
      recordedCharges: 1,
      insurance: 1,
      liveCharges: 1,
      refundedCharges: 1,
    });

    // The exploit: replay the refunded key with another cart (and the same, already charged token).
    const exploit = await checkout(user, { ...losingBody, pets: [newDog('Freebie')] }, losingKey);
    expect(exploit.statusCode).toBe(409);
    expect(errorOf(exploit)).toMatchObject({ code: 'ChargeRefunded', fields: { 'Idempotency-Key': 'Use a new key' } });
    const sameBody = await checkout(user, losingBody, losingKey);
    expect(sameBody.statusCode).toBe(409);
    expect(errorOf(sameBody).code).toBe('ChargeRefunded');
    expect(await ledger(user)).toEqual({
      purchases: 1,
      recordedCharges: 1,
      insurance: 1,
      liveCharges: 1,
      refundedCharges: 1,
    });
  });

  test('the provider answers a replayed key with its stored charge, refunded or not, and refuses other amounts', async () => {
    const user = await createUser();
    const token = await cardToken(t.app, '4242424242424242', user);
    const request = {
      customerUid: user.uid,
      amountCents: 5000,
      currency: 'USD' as const,
      idempotencyKey: `test:${randomUUID()}`,
      description: 'Tailwise monthly premium',
    };
    const first = await t.ctx.cards.charge(token, request);
    expect(first).toMatchObject({ amountCents: 5000, status: 'succeeded' });
    expect(await t.ctx.cards.charge(token, request)).toMatchObject({ chargeId: first.chargeId, status: 'succeeded' });
    await expect(t.ctx.cards.charge(token, { ...request, amountCents: 9000 })).rejects.toThrow(/another amount/);
    await expect(t.ctx.cards.charge(token, { ...request, description: 'Other' })).rejects.toThrow(/another amount/);
    const other = await cardToken(t.app, '4242424242424242', user);
    await expect(t.ctx.cards.charge(other, request)).rejects.toThrow(/another card/);
    await t.ctx.cards.refund(first.chargeId);
    expect(await t.ctx.cards.charge(token, request)).toMatchObject({ chargeId: first.chargeId, status: 'refunded' });
    const rows = await t.ctx.db
      .selectFrom('sandbox_charges')
      .select(['status', 'amount_cents', 'refunded_at'])
      .where('idempotency_key', '=', request.idempotencyKey)
      .execute();
    expect(rows).toEqual([{ status: 'refunded', amount_cents: 5000, refunded_at: expect.any(Date) }]);
  });
});

describe('duplicate pets', () => {
  test('the same existing pet twice is 422 DuplicatePet naming pets.1.uuid, before any charge', async () => {
    const user = await createUser();
    const biscuit = await addPet(user);
    const body = await cart(user, [
      { uuid: biscuit.uuid, insurance: {} },
      { uuid: biscuit.uuid.toUpperCase(), wellnessPlanId: 'dog-classic' },
    ]);
    const res = await checkout(user, body, newKey());
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({
      code: 'DuplicatePet',
      fields: { 'pets.1.uuid': 'This pet is already in the cart' },
    });
    expect(await ledger(user)).toEqual({
      purchases: 0,
      recordedCharges: 0,
      insurance: 0,
      liveCharges: 0,
      refundedCharges: 0,
    });
  });

  test('two identical new pets (name, species, breed, age) are 422 naming pets.1.name; twins with names pass', async () => {
    const user = await createUser();
    const dup = await checkout(
      user,
      await cart(user, [newDog('Rex'), { ...newDog(' rex '), insurance: {} }]),
      newKey(),
    );
    expect(dup.statusCode).toBe(422);
    expect(errorOf(dup)).toMatchObject({ code: 'DuplicatePet', fields: { 'pets.1.name': expect.any(String) } });
    expect((await ledger(user)).purchases).toBe(0);
    const twins = await checkout(user, await cart(user, [newDog('Rex'), newDog('Max')]), newKey());
    expect(twins.statusCode).toBe(201);
    expect(await ledger(user)).toMatchObject({ purchases: 1, insurance: 2, liveCharges: 1 });
  });
});

describe('parallel submits', () => {
  test('20 at once with one key: 1 purchase, 1 charge, every answer the same purchase', async () => {
    const user = await createUser();
    const body = await cart(user, [newDog()]);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => checkout(user, body, key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => json<CheckoutResult>(r).purchaseId)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await ledger(user)).toEqual({
      purchases: 1,
      recordedCharges: 1,
      insurance: 1,
      liveCharges: 1,
      refundedCharges: 0,
    });
  });

  test('20 at once with different keys for one existing pet: 1 purchase, every other charge refunded', async () => {
    const user = await createUser();
    const biscuit = await addPet(user);
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => cart(user, [{ uuid: biscuit.uuid, insurance: {} }])),
    );
    const results = await Promise.all(bodies.map((body) => checkout(user, body, newKey())));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(errorOf(r).code).toBe('PetAlreadyCovered');
    const books = await ledger(user);
    expect(books).toMatchObject({ purchases: 1, recordedCharges: 1, insurance: 1, liveCharges: 1 });
    // Whoever was charged and lost the race got the money back.
    expect(books.refundedCharges).toBeLessThanOrEqual(19);
  });
});

describe('what the front end retries with', () => {
  test('409 PriceChanged carries the server total and quote; the same key then buys at that total', async () => {
    const user = await createUser();
    const key = newKey();
    const body = await cart(user, [newDog()]);
    const changed = await checkout(user, { ...body, expectedTotalCents: 1 }, key);
    expect(changed.statusCode).toBe(409);
    const error = PriceChangedErrorSchema.parse(changed.json()).error;
    const quote = json<Quote>(
      await call(t.app, 'POST', '/quotes/', { body: { zipCode: SHIPPING_PA.zipCode, pets: [newDog()] } }),
    );
    expect(error.details).toMatchObject({ expectedTotalCents: 1, totalCents: quote.totalCents });
    expect(error.details.quote.totalCents).toBe(quote.totalCents);
    expect((await ledger(user)).liveCharges).toBe(0);
    const again = await checkout(user, { ...body, expectedTotalCents: error.details.totalCents }, key);
    expect(again.statusCode).toBe(201);
    expect(json<CheckoutResult>(again).chargedCents).toBe(quote.totalCents);
  });

  test('a decline does not spend the key: the same key with a good card buys once', async () => {
    const user = await createUser();
    const key = newKey();
    const declined = await checkout(
      user,
      await cart(user, [newDog()], {
        payment: { provider: 'CARD', token: await cardToken(t.app, '4000000000000002', user) },
      }),
      key,
    );
    expect(declined.statusCode).toBe(422);
    const paid = await checkout(user, await cart(user, [newDog()]), key);
    expect(paid.statusCode).toBe(201);
    expect(await ledger(user)).toMatchObject({ purchases: 1, liveCharges: 1 });
  });
});

describe('card on file (upsell)', () => {
  async function customerWithCard() {
    const user = await createUser();
    const first = await checkout(user, await cart(user, [newDog('Rex')]), newKey());
    expect(first.statusCode).toBe(201);
    return { user, cardId: json<CheckoutResult>(first).payment.paymentProviderId };
  }

  test('charges the wallet card, once per key even with 20 parallel submits', async () => {
    const { user, cardId } = await customerWithCard();
    expect(cardId).toMatch(/^card_visa_4242_/);
    const body = {
      billingInterval: 'month',
      shippingAddress: SHIPPING_PA,
      payment: { provider: 'SAVED_CARD', paymentProviderId: cardId },
      pets: [newDog('Bo')],
    };
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => checkout(user, body, key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const result = json<CheckoutResult>(results[0] as (typeof results)[number]);
    expect(result.payment).toEqual({
      paymentProvider: 'CARD',
      paymentProviderId: cardId,
      brand: 'visa',
      last4: '4242',
    });
    expect(new Set(results.map((r) => json<CheckoutResult>(r).purchaseId)).size).toBe(1);
    expect(await ledger(user)).toEqual({
      purchases: 2,
      recordedCharges: 2,
      insurance: 2,
      liveCharges: 2,
      refundedCharges: 0,
    });
    // MULTI_PET applies: Rex is already insured.
    expect(result.quote.discounts.map((d) => d.code)).toEqual(['MULTI_PET']);
  });

  test("another customer's card, a GROUP entry or an unknown id is 404 naming the field; nothing is charged", async () => {
    const { cardId } = await customerWithCard();
    const stranger = await createUser();
    const body = (paymentProviderId: string) => ({
      billingInterval: 'month',
      shippingAddress: SHIPPING_PA,
      payment: { provider: 'SAVED_CARD', paymentProviderId },
      pets: [newDog('Bo')],
    });
    for (const id of [cardId, 'fenwick', 'card_visa_0000_12']) {
      const res = await checkout(stranger, body(id), newKey());
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).fields).toEqual({ 'payment.paymentProviderId': 'Not a card in your wallet' });
    }
    const missing = await checkout(stranger, { ...body(''), payment: { provider: 'SAVED_CARD' } }, newKey());
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toHaveProperty(['payment.paymentProviderId']);
    expect((await ledger(stranger)).liveCharges).toBe(0);
  });

  test('an expired card on file is declined on its field and the key stays usable', async () => {
    const { user, cardId } = await customerWithCard();
    await t.ctx.db
      .updateTable('wallet_entries')
      .set({ exp_year: 2020 })
      .where('provider_id', '=', cardId)
      .where('customer_id', '=', await customerId(user))
      .execute();
    const key = newKey();
    const body = {
      billingInterval: 'month',
      shippingAddress: SHIPPING_PA,
      payment: { provider: 'SAVED_CARD', paymentProviderId: cardId },
      pets: [newDog('Bo')],
    };
    const res = await checkout(user, body, key);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({
      code: 'PaymentDeclined',
      fields: { 'payment.paymentProviderId': 'Your card has expired.' },
    });
    const paid = await checkout(user, await cart(user, [newDog('Bo')]), key);
    expect(paid.statusCode).toBe(201);
  });
});
