import {
  GROUP_SEAT_NOT_FOUND_MESSAGE,
  type Group,
  type GroupPromo,
  type Me,
  type Partner,
  type SeatClaim,
} from '@tailwise/shared/contract';
import { call, createTestApp, createUser, json, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('groups', () => {
  test('GET /groups/{id} returns the employer group', async () => {
    const res = await call(t.app, 'GET', '/groups/city-of-philadelphia');
    expect(res.statusCode).toBe(200);
    expect(json<Group>(res)).toMatchObject({
      id: 'city-of-philadelphia',
      name: 'City of Philadelphia',
      seatLookup: 'WORK_EMAIL',
      payrollDeduction: true,
      hasPromo: true,
    });
    expect(json<Group>(await call(t.app, 'GET', '/groups/fenwick'))).toMatchObject({
      seatLookup: 'EMPLOYEE_ID',
      hasPromo: false,
    });
    expect((await call(t.app, 'GET', '/groups/acme')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/groups/Bad%20Id')).statusCode).toBe(400);
  });

  test('group promo: 200 with ri and the code, 204 without a promo, 404 for unknown groups', async () => {
    const res = await call(t.app, 'GET', '/payment_profiles/group/city-of-philadelphia/promo/');
    expect(res.statusCode).toBe(200);
    expect(json<GroupPromo>(res)).toEqual({
      ri: 'city-of-philadelphia',
      rt: 'GROUP',
      groupId: 'city-of-philadelphia',
      promoCode: { code: 'PHILLYPETS', percentOff: 10, description: expect.any(String), expiresAt: null },
    });
    const none = await call(t.app, 'GET', '/payment_profiles/group/fenwick/promo/');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect((await call(t.app, 'GET', '/payment_profiles/group/acme/promo/')).statusCode).toBe(404);
  });

  test('claims a seat by work email, once; the wallet gets the GROUP provider', async () => {
    const user = await createUser();
    const res = await call(t.app, 'POST', '/groups/city-of-philadelphia/seats/claim/', {
      user,
      body: { workEmail: 'Employee7@phila.gov' },
    });
    expect(res.statusCode).toBe(200);
    expect(json<SeatClaim>(res)).toMatchObject({
      groupId: 'city-of-philadelphia',
      seatId: 'city-of-philadelphia-0007',
      status: 'CLAIMED',
      paymentProvider: { paymentProvider: 'GROUP', paymentProviderId: 'city-of-philadelphia' },
    });
    const again = await call(t.app, 'POST', '/groups/city-of-philadelphia/seats/claim/', {
      user,
      body: { workEmail: 'employee7@phila.gov' },
    });
    expect(again.statusCode).toBe(200);
    const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.wallet.paymentProviders).toEqual([
      expect.objectContaining({ paymentProvider: 'GROUP', paymentProviderId: 'city-of-philadelphia' }),
    ]);

    const other = await createUser();
    const taken = await call(t.app, 'POST', '/groups/city-of-philadelphia/seats/claim/', {
      user: other,
      body: { workEmail: 'employee7@phila.gov' },
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ error: { code: 'GroupSeatTaken' } });
    const secondSeat = await call(t.app, 'POST', '/groups/city-of-philadelphia/seats/claim/', {
      user,
      body: { workEmail: 'employee8@phila.gov' },
    });
    expect(secondSeat.statusCode).toBe(409);
  });

  test('a missing seat is 404 GroupSeatNotFoundError with the message the front end extends', async () => {
    const user = await createUser();
    const res = await call(t.app, 'POST', '/groups/fenwick/seats/claim/', { user, body: { employeeId: 'FEN-9999' } });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({
      error: { code: 'GroupSeatNotFoundError', message: GROUP_SEAT_NOT_FOUND_MESSAGE, fields: {} },
    });
    expect(
      (await call(t.app, 'POST', '/groups/fenwick/seats/claim/', { user, body: { employeeId: 'fen-0003' } }))
        .statusCode,
    ).toBe(200);
  });

  test('bad seat claims: both or neither identifier, the wrong one for the group, no token', async () => {
    const user = await createUser();
    expect((await call(t.app, 'POST', '/groups/fenwick/seats/claim/', { user, body: {} })).statusCode).toBe(400);
    expect(
      (
        await call(t.app, 'POST', '/groups/fenwick/seats/claim/', {
          user,
          body: { employeeId: 'FEN-0001', workEmail: 'a@b.co' },
        })
      ).statusCode,
    ).toBe(400);
    const wrong = await call(t.app, 'POST', '/groups/fenwick/seats/claim/', {
      user,
      body: { workEmail: 'a@fenwick.com' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ error: { fields: { employeeId: expect.any(String) } } });
    expect(
      (await call(t.app, 'POST', '/groups/acme/seats/claim/', { user, body: { employeeId: 'X' } })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', '/groups/fenwick/seats/claim/', { body: { employeeId: 'FEN-0001' } })).statusCode,
    ).toBe(401);
  });
});

describe('partners', () => {
  test('GET /partners/{ri} returns the distribution partner flags', async () => {
    const res = await call(t.app, 'GET', '/partners/medmutual-pet');
    expect(res.statusCode).toBe(200);
    expect(json<Partner>(res)).toEqual({
      ri: 'medmutual-pet',
      displayName: 'MedMutual Pet',
      logoUrl: expect.any(String),
      products: ['INSURANCE', 'WELLNESS'],
      promoCode: { code: 'MEDMUTUAL15', percentOff: 15, description: expect.any(String), expiresAt: null },
      hidePrices: false,
      coBranded: true,
      enrollmentPath: '/enroll/medmutual-pet',
      defaultBillingInterval: 'month',
    });
    expect((await call(t.app, 'GET', '/partners/unknown')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/partners/%3Cscript%3E')).statusCode).toBe(400);
  });
});
