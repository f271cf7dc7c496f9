// Reviews are real: only a customer whose plan is past its first 30 days writes one, once, in words that are
// neither profane nor personal data; the public list shows first name, state and the real average and count.
import { ReviewSchema, type ReviewEligibility, type ReviewList, type Review } from '@tailwise/shared/contract';
import { z } from 'zod';
import { addDays, isoDay } from '../agreements/mappers';
import { buyInsurance, call, createTestApp, createUser, json, type TestUser, useTestApp } from '../../test/harness';
import { seedDemoReviews } from './demo-reviews';

const t = useTestApp({ rateLimits: { reviews: { max: 1000, timeWindowMs: 60_000 } } });

const GOOD_TEXT = 'The claim for Rex’s ear infection was paid in three days, and support was kind on the phone.';

/** A customer with an insurance plan that started `days` ago. */
async function customerWithPlanDaysOld(days: number): Promise<TestUser> {
  const user = await createUser();
  const purchase = await buyInsurance(t, user);
  await t.ctx.db
    .updateTable('insurance_agreements')
    .set({ start_date: addDays(isoDay(await t.ctx.clock.now()), -days) })
    .where(
      'uuid',
      'in',
      purchase.insuranceAgreements.map((a) => a.uuid),
    )
    .execute();
  return user;
}

const write = (user: TestUser | null, body: unknown) => call(t.app, 'POST', '/me/reviews/', { user, body });
const eligibility = async (user: TestUser) =>
  json<ReviewEligibility>(await call(t.app, 'GET', '/me/reviews/eligibility', { user }));
const list = async (query = '') => json<ReviewList>(await call(t.app, 'GET', `/reviews/${query}`));

test('a plan older than 30 days may write a review; day 30 is still too new, with the day it becomes possible', async () => {
  const tooNew = await customerWithPlanDaysOld(30);
  const today = isoDay(await t.ctx.clock.now());
  expect(await eligibility(tooNew)).toEqual({
    eligible: false,
    reason: 'PLAN_TOO_NEW',
    eligibleOn: addDays(today, 1),
    review: null,
  });
  const refused = await write(tooNew, { stars: 5, text: GOOD_TEXT });
  expect(refused.statusCode).toBe(403);
  expect(json(refused)).toMatchObject({ error: { code: 'ReviewNotAllowedYet' } });
  expect(json<{ error: { message: string } }>(refused).error.message).toContain('30 days');

  const old = await customerWithPlanDaysOld(31);
  expect(await eligibility(old)).toMatchObject({ eligible: true, reason: null, eligibleOn: null, review: null });
  const res = await write(old, { stars: 4, text: `  ${GOOD_TEXT}  ` });
  expect(res.statusCode).toBe(201);
  expect(json<Review>(res)).toMatchObject({
    stars: 4,
    text: GOOD_TEXT,
    firstName: 'Alex',
    state: 'PA',
    verifiedCustomer: true,
    sample: false,
    publishedOn: today,
  });
});

test('someone without any plan is told so, and signed-out callers are 401', async () => {
  const user = await createUser();
  expect(await eligibility(user)).toEqual({ eligible: false, reason: 'NO_PLAN', eligibleOn: null, review: null });
  const res = await write(user, { stars: 5, text: GOOD_TEXT });
  expect(res.statusCode).toBe(403);
  expect(json(res)).toMatchObject({ error: { code: 'ReviewNotAllowedYet' } });
  expect((await write(null, { stars: 5, text: GOOD_TEXT })).statusCode).toBe(401);
  expect((await call(t.app, 'GET', '/me/reviews/eligibility')).statusCode).toBe(401);
});

test('one review per customer: writing again replaces it (200), and the list still holds one', async () => {
  const user = await customerWithPlanDaysOld(60);
  const first = json<Review>(await write(user, { stars: 2, text: GOOD_TEXT }));
  const again = await write(user, { stars: 5, text: 'Changed my mind after the second claim went through quickly.' });
  expect(again.statusCode).toBe(200);
  const second = json<Review>(again);
  expect(second.uuid).toBe(first.uuid);
  expect(second.stars).toBe(5);
  expect((await eligibility(user)).review).toEqual(second);
  const all = await list('?per_page=50');
  // The public list shows the same review without its moderation status.
  expect(all.reviews.filter((r) => r.uuid === first.uuid)).toEqual([z.object(ReviewSchema.shape).parse(second)]);
});

test.each([
  ['a swear word', 'This company is shit, they paid the claim late.', /language/i],
  ['a disguised swear word', 'Honestly the app is sh1t but claims are paid fast.', /language/i],
  ['an email address', 'Great service, write to me at jo.smith@example.com for details.', /email/i],
  ['a phone number', 'Loved it. Call me on (215) 555-0143 if you want to know more.', /phone/i],
  ['a card number', 'They charged my card 4242 4242 4242 4242 twice, then refunded it.', /card/i],
  ['a street address', 'Our vet at 1500 Market Street was paid directly, very easy.', /address/i],
])('a review with %s is 422 on text with what to change, and nothing is published', async (_what, text, message) => {
  const user = await customerWithPlanDaysOld(45);
  const res = await write(user, { stars: 5, text });
  expect(res.statusCode).toBe(422);
  const body = json<{ error: { code: string; fields: Record<string, string> } }>(res);
  expect(body.error.code).toBe('ReviewTextRejected');
  expect(body.error.fields.text).toMatch(message);
  expect((await eligibility(user)).review).toBeNull();
});

test('ordinary numbers and words are not mistaken for personal data or swearing', async () => {
  const user = await customerWithPlanDaysOld(45);
  const text =
    'Paid 90% of a $3,000 bill in 5 days, all the way from the ER. Class act, and Scunthorpe-proof: assessment done by 2 vets.';
  expect((await write(user, { stars: 5, text })).statusCode).toBe(201);
});

test('bad input is 400 naming the field, never 5xx', async () => {
  const user = await customerWithPlanDaysOld(45);
  for (const [body, field] of [
    [{ stars: 6, text: GOOD_TEXT }, 'stars'],
    [{ stars: 0, text: GOOD_TEXT }, 'stars'],
    [{ stars: 'five', text: GOOD_TEXT }, 'stars'],
    [{ stars: 4.5, text: GOOD_TEXT }, 'stars'],
    [{ stars: 5, text: 'Too short' }, 'text'],
    [{ stars: 5, text: 'x'.repeat(1001) }, 'text'],
    [{ stars: 5 }, 'text'],
  ] as const) {
    const res = await write(user, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json<{ error: { fields: Record<string, string> } }>(res).error.fields)).toContain(field);
  }
});

test('a customer sees only their own review in eligibility, and reviews show first name and state only', async () => {
  const a = await customerWithPlanDaysOld(40);
  const b = await customerWithPlanDaysOld(40);
  const mine = json<Review>(await write(a, { stars: 3, text: GOOD_TEXT }));
  expect((await eligibility(b)).review).toBeNull();
  expect((await eligibility(a)).review?.uuid).toBe(mine.uuid);
  const raw = (await call(t.app, 'GET', '/reviews/?per_page=50')).body;
  expect(raw).not.toContain(a.email);
  expect(raw).not.toContain('Rivera');
});

test('the public list is paged, newest first, cacheable, and its average and count are those of every published review', async () => {
  const res = await call(t.app, 'GET', '/reviews/?per_page=2');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
  const page1 = json<ReviewList>(res);
  expect(page1.reviews).toHaveLength(2);
  expect(page1).toMatchObject({ page: 1, perPage: 2 });

  const rows = await t.ctx.db.selectFrom('reviews').select(['stars']).where('status', '=', 'PUBLISHED').execute();
  const mean = Math.round((rows.reduce((s, r) => s + r.stars, 0) / rows.length) * 10) / 10;
  expect(page1.summary.count).toBe(rows.length);
  expect(page1.summary.averageStars).toBe(mean);
  expect(page1.summary.distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
  expect(page1.summary.distribution.reduce((s, d) => s + d.count, 0)).toBe(rows.length);

  const page2 = await list('?per_page=2&page=2');
  expect(page2.reviews.map((r) => r.uuid)).not.toContain(page1.reviews[0]!.uuid);
  const dates = (await list('?per_page=50')).reviews.map((r) => r.publishedOn);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect((await call(t.app, 'GET', '/reviews/?page=0')).statusCode).toBe(400);
});

test('demo reviews are seeded once, marked as samples, counted, and never shown as verified customers', async () => {
  const before = (await list()).summary;
  expect(await seedDemoReviews(t.ctx.db, isoDay(await t.ctx.clock.now()))).toBeGreaterThan(0);
  expect(await seedDemoReviews(t.ctx.db, isoDay(await t.ctx.clock.now()))).toBe(0);
  const after = await list('?per_page=50');
  expect(after.summary.sampleCount).toBeGreaterThan(0);
  expect(after.summary.count).toBe(before.count + after.summary.sampleCount);
  const samples = after.reviews.filter((r) => r.sample);
  expect(samples.length).toBe(after.summary.sampleCount);
  for (const r of samples) expect(r.verifiedCustomer).toBe(false);
  for (const r of after.reviews.filter((x) => !x.sample)) expect(r.verifiedCustomer).toBe(true);
});

test('writing is rate-limited per address like the other writes', async () => {
  const limited = await createTestApp({ rateLimits: { reviews: { max: 2, timeWindowMs: 60_000 } } });
  try {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (await call(limited.app, 'POST', '/me/reviews/', { user, body: { stars: 5, text: GOOD_TEXT } })).statusCode,
      );
    expect(statuses).toEqual([403, 403, 429]);
  } finally {
    await limited.close();
  }
});

test('a plan cancelled inside its first month does not make its owner a reviewer', async () => {
  const user = await createUser();
  const purchase = await buyInsurance(t, user);
  const start = addDays(isoDay(await t.ctx.clock.now()), -90);
  await t.ctx.db
    .updateTable('insurance_agreements')
    .set({ start_date: start, status: 'CANCELLED', cancelled_at: new Date(), ends_on: addDays(start, 10) })
    .where('uuid', '=', purchase.insuranceAgreements[0]!.uuid)
    .execute();
  expect(await eligibility(user)).toEqual({ eligible: false, reason: 'PLAN_TOO_NEW', eligibleOn: null, review: null });
  expect((await write(user, { stars: 1, text: GOOD_TEXT })).statusCode).toBe(403);
});
