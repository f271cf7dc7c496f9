// Who a promo code applies to: an employer's GROUP code only to a customer holding a seat in that group.
import type { Quote } from '@tailwise/shared/contract';
import { breedIds, buyInsurance, call, createUser, json, type TestUser, useTestApp } from '../../test/harness';

const t = useTestApp();
let ids: ReturnType<typeof breedIds>;
beforeAll(async () => {
  ids = breedIds(t);
});

const quoteWith = (promoCode: string, user: TestUser | null) =>
  call(t.app, 'POST', '/quotes/', {
    body: { zipCode: '19102', promoCode, pets: [{ petType: 0, breedId: ids.dog, age: 3 }] },
    user,
  });

/** A signed-in customer (the /me/ call creates the row), optionally holding a seat in `groupId`. */
async function customer(seatIn?: string): Promise<TestUser> {
  const user = await createUser();
  expect((await call(t.app, 'GET', '/me/', { user })).statusCode).toBe(200);
  if (seatIn) {
    const { id } = await t.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('firebase_uid', '=', user.uid)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('group_seats')
      .values({
        id: `${seatIn}-test-${id}`,
        group_id: seatIn,
        work_email: user.email,
        employee_id: null,
        customer_id: id,
        claimed_at: new Date(),
        date_of_birth: null,
        home_zip: null,
      })
      .execute();
  }
  return user;
}

const refusedOnPromoField = {
  error: { code: 'GroupPromoNotAvailable', fields: { promoCode: expect.stringMatching(/City of Philadelphia/) } },
};

describe('GROUP promo codes', () => {
  test('a visitor who is not signed in gets a 422 on the promo field, not the discount', async () => {
    const res = await quoteWith('PHILLYPETS', null);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject(refusedOnPromoField);
  });

  test('a customer without a seat, or with a seat in another group, gets the same 422', async () => {
    for (const user of [await customer(), await customer('fenwick')]) {
      const res = await quoteWith('phillypets', user);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject(refusedOnPromoField);
    }
  });

  test('a customer holding a seat in the group gets its discount', async () => {
    const res = await quoteWith('PHILLYPETS', await customer('city-of-philadelphia'));
    expect(res.statusCode).toBe(200);
    const q = json<Quote>(res);
    expect(q.promoCode).toBe('PHILLYPETS');
    expect(q.discounts).toEqual([{ code: 'PROMO_CODE', percent: 10, amountCents: expect.any(Number) }]);
  });

  test('a campaign code still applies to anyone', async () => {
    const res = await quoteWith('WELCOME5', null);
    expect(res.statusCode).toBe(200);
    expect(json<Quote>(res).promoCode).toBe('WELCOME5');
  });

  test('checkout: no seat, no purchase and no charge with the code; a seat holder buys with its discount', async () => {
    const outsider = await customer();
    await expect(buyInsurance(t, outsider, { promoCode: 'PHILLYPETS' })).rejects.toThrow(
      /checkout failed: 422 .*GroupPromoNotAvailable/,
    );
    const charges = await t.ctx.db
      .selectFrom('payment_charges')
      .innerJoin('customers', 'customers.id', 'payment_charges.customer_id')
      .where('customers.firebase_uid', '=', outsider.uid)
      .select('payment_charges.id')
      .execute();
    expect(charges).toEqual([]);

    const member = await customer('city-of-philadelphia');
    const bought = await buyInsurance(t, member, { promoCode: 'PHILLYPETS' });
    expect(bought.insuranceAgreements).toHaveLength(1);
  });
});
