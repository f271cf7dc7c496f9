// Referral links, and rewards that are earned only after the friend's free look.
import type { CheckoutResult, Referrals } from '@tailwise/shared/contract';
import { addDays, isoDay } from '../agreements/mappers';
import { buyInsurance, call, createUser, json, type TestUser, useTestApp } from '../../test/harness';

const t = useTestApp();

test('every customer has a referral link with ri, rt and rpc', async () => {
  const user = await createUser();
  const res = await call(t.app, 'GET', '/referrals/', { user });
  expect(res.statusCode).toBe(200);
  const r = json<Referrals>(res);
  expect(r).toMatchObject({ rt: 'CUSTOMER', signups: 0, rewards: [], rewardsEarnedCents: 0, percentOff: 10 });
  // What the referrer earns for each friend who joins, so the page can say it.
  expect(r.rewardPerFriendCents).toBe(2500);
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

/** A friend buys insurance through the referrer's link; answers the friend's purchase. */
async function friendBuys(referral: Referrals) {
  const friend = await createUser();
  const purchase = await buyInsurance(t, friend, {
    promoCode: referral.rpc,
    referrer: { ri: referral.ri, rt: 'CUSTOMER', rpc: referral.rpc },
  });
  return { friend, purchase };
}

/** Moves the friend's plans back in time, as if bought `days` ago. */
async function boughtDaysAgo(purchase: CheckoutResult, days: number) {
  await t.ctx.db
    .updateTable('insurance_agreements')
    .set({ start_date: addDays(isoDay(new Date()), -days) })
    .where(
      'uuid',
      'in',
      purchase.insuranceAgreements.map((a) => a.uuid),
    )
    .execute();
}

const referralsOf = async (user: TestUser) => json<Referrals>(await call(t.app, 'GET', '/referrals/', { user }));

test("a reward is pending through the friend's 30-day free look, and earned only once it passed without cancelling", async () => {
  const referrer = await createUser();
  const referral = await referralsOf(referrer);

  const { purchase } = await friendBuys(referral);
  const pending = await referralsOf(referrer);
  expect(pending).toMatchObject({ signups: 1, rewardsEarnedCents: 0, rewardsPendingCents: 2500 });
  expect(pending.rewards).toEqual([
    expect.objectContaining({ status: 'PENDING', amountCents: 2500, freeLookEndsOn: addDays(isoDay(new Date()), 30) }),
  ]);

  // Day 30 is still inside the free look; day 31 is past it.
  await boughtDaysAgo(purchase, 30);
  expect((await referralsOf(referrer)).rewards[0]?.status).toBe('PENDING');
  await boughtDaysAgo(purchase, 31);
  const earned = await referralsOf(referrer);
  expect(earned).toMatchObject({ rewardsEarnedCents: 2500, rewardsPendingCents: 0 });
  expect(earned.rewards[0]?.status).toBe('EARNED');
});

test('a friend who cancels inside the free look earns nothing, ever; cancelling after it keeps the reward', async () => {
  const referrer = await createUser();
  const referral = await referralsOf(referrer);

  const farmed = await friendBuys(referral);
  const cancel = await call(t.app, 'POST', `/agreements/${farmed.purchase.insuranceAgreements[0]?.uuid}/cancel/`, {
    user: farmed.friend,
  });
  expect(cancel.statusCode).toBe(200);
  expect(json<{ freeLook: boolean }>(cancel).freeLook).toBe(true);
  expect((await referralsOf(referrer)).rewards[0]?.status).toBe('VOID');
  // Still nothing once the free look would have passed.
  await boughtDaysAgo(farmed.purchase, 45);
  expect(await referralsOf(referrer)).toMatchObject({
    signups: 1,
    rewardsEarnedCents: 0,
    rewardsPendingCents: 0,
    rewards: [expect.objectContaining({ status: 'VOID' })],
  });

  const loyal = await friendBuys(referral);
  await boughtDaysAgo(loyal.purchase, 40);
  const late = await call(t.app, 'POST', `/agreements/${loyal.purchase.insuranceAgreements[0]?.uuid}/cancel/`, {
    user: loyal.friend,
  });
  expect(json<{ freeLook: boolean }>(late).freeLook).toBe(false);
  const after = await referralsOf(referrer);
  expect(after).toMatchObject({ signups: 2, rewardsEarnedCents: 2500, rewardsPendingCents: 0 });
  expect(after.rewards.map((r) => r.status).sort()).toEqual(['EARNED', 'VOID']);
});
