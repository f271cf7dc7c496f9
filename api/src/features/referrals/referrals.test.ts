import type { Referrals } from '@tailwise/shared/contract';
import { call, createTestApp, createUser, json, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('every customer has a referral link with ri, rt and rpc', async () => {
  const user = await createUser();
  const res = await call(t.app, 'GET', '/referrals/', { user });
  expect(res.statusCode).toBe(200);
  const r = json<Referrals>(res);
  expect(r).toMatchObject({ rt: 'CUSTOMER', signups: 0, rewards: [], rewardsEarnedCents: 0, percentOff: 10 });
  expect(r.ri).toMatch(/^[A-Z2-9]{8}$/);
  expect(r.rpc).toBe(`FRIEND-${r.ri}`);
  const link = new URL(r.link);
  expect(link.pathname).toBe('/start');
  expect(Object.fromEntries(link.searchParams)).toEqual({ ri: r.ri, rt: 'CUSTOMER', rpc: r.rpc });
  // Stable across calls.
  expect(json<Referrals>(await call(t.app, 'GET', '/referrals/', { user })).ri).toBe(r.ri);
  // The code is a promo for others.
  const quote = await call(t.app, 'POST', '/quotes/', {
    body: { zipCode: '19102', promoCode: r.rpc, pets: [{ petType: 1, breedId: 1020, age: 2 }] },
  });
  expect(quote.statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/referrals/')).statusCode).toBe(401);
});
