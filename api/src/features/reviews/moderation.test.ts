// Staff moderation is real: a hidden review leaves the public list and its average and count, restoring brings it
// back, only staff may do either, a bad reason is refused on its field, and the customer is told theirs is hidden.
import type { MyReview, OpsReview, OpsReviewList, ReviewEligibility, ReviewList } from '@tailwise/shared/contract';
import { addDays, isoDay } from '../agreements/mappers';
import { buyInsurance, call, createStaffUser, createUser, json, type TestUser, useTestApp } from '../../test/harness';
import { seedDemoReviews } from './demo-reviews';

const t = useTestApp({ rateLimits: { reviews: { max: 1000, timeWindowMs: 60_000 } } });
let staff: TestUser;
beforeAll(async () => {
  staff = await createStaffUser(t);
});

const TEXT = 'Claims are paid quickly and the phone support was patient with all my questions.';

async function customerWithReview(stars: number, text = TEXT): Promise<{ user: TestUser; review: MyReview }> {
  const user = await createUser();
  const purchase = await buyInsurance(t, user);
  await t.ctx.db
    .updateTable('insurance_agreements')
    .set({ start_date: addDays(isoDay(await t.ctx.clock.now()), -45) })
    .where(
      'uuid',
      'in',
      purchase.insuranceAgreements.map((a) => a.uuid),
    )
    .execute();
  const res = await call(t.app, 'POST', '/me/reviews/', { user, body: { stars, text } });
  expect(res.statusCode).toBe(201);
  return { user, review: json<MyReview>(res) };
}

const publicList = async () => json<ReviewList>(await call(t.app, 'GET', '/reviews/?per_page=50'));
const staffList = async (query = '') =>
  json<OpsReviewList>(await call(t.app, 'GET', `/ops/reviews/${query}`, { user: staff }));
const hide = (uuid: string, body: unknown, user: TestUser | null = staff) =>
  call(t.app, 'POST', `/ops/reviews/${uuid}/hide/`, { user, body });
const restore = (uuid: string, user: TestUser | null = staff) =>
  call(t.app, 'POST', `/ops/reviews/${uuid}/restore/`, { user });
const eligibility = async (user: TestUser) =>
  json<ReviewEligibility>(await call(t.app, 'GET', '/me/reviews/eligibility', { user }));

test('staff hide a review: it leaves the public list, the average and the count; restoring brings it back', async () => {
  await customerWithReview(5);
  const { review } = await customerWithReview(1, 'The worst: they told me my dog’s condition was pre-existing.');
  const before = await publicList();
  expect(before.reviews.map((r) => r.uuid)).toContain(review.uuid);

  const res = await hide(review.uuid, { reason: 'NOT_ABOUT_SERVICE', note: 'A rant about a clinic' });
  expect(res.statusCode).toBe(200);
  const hidden = json<OpsReview>(res);
  expect(hidden).toMatchObject({
    uuid: review.uuid,
    status: 'HIDDEN',
    hidden: { by: staff.email, reason: 'NOT_ABOUT_SERVICE', note: 'A rant about a clinic' },
    restored: null,
  });

  const after = await publicList();
  expect(after.reviews.map((r) => r.uuid)).not.toContain(review.uuid);
  expect(after.summary.count).toBe(before.summary.count - 1);
  const oneStar = (l: ReviewList) => l.summary.distribution.find((d) => d.stars === 1)!.count;
  expect(oneStar(after)).toBe(oneStar(before) - 1);
  const rows = await t.ctx.db.selectFrom('reviews').select('stars').where('status', '=', 'PUBLISHED').execute();
  expect(after.summary.averageStars).toBe(Math.round((rows.reduce((s, r) => s + r.stars, 0) / rows.length) * 10) / 10);
  expect(after.summary.averageStars).toBeGreaterThan(before.summary.averageStars);

  const back = await restore(review.uuid);
  expect(back.statusCode).toBe(200);
  expect(json<OpsReview>(back)).toMatchObject({ status: 'PUBLISHED', hidden: null, restored: { by: staff.email } });
  const restored = await publicList();
  expect(restored.reviews.map((r) => r.uuid)).toContain(review.uuid);
  expect(restored.summary).toEqual(before.summary);
});

test('hiding twice answers 200 with the first hide kept; restoring a published review answers it as it is', async () => {
  const { review } = await customerWithReview(2);
  const first = json<OpsReview>(await hide(review.uuid, { reason: 'ABUSIVE' }));
  const again = await hide(review.uuid, { reason: 'OTHER', note: 'Second look' });
  expect(again.statusCode).toBe(200);
  expect(json<OpsReview>(again).hidden).toEqual(first.hidden);
  expect((await restore(review.uuid)).statusCode).toBe(200);
  const twice = await restore(review.uuid);
  expect(twice.statusCode).toBe(200);
  expect(json<OpsReview>(twice).status).toBe('PUBLISHED');
});

test('the staff list holds published and hidden reviews newest first, with the customer, paged and filtered', async () => {
  const { user, review } = await customerWithReview(3);
  await hide(review.uuid, { reason: 'PERSONAL_DATA', note: 'Names the vet' });
  const all = await staffList('?per_page=100');
  const mine = all.reviews.find((r) => r.uuid === review.uuid)!;
  expect(mine).toMatchObject({
    status: 'HIDDEN',
    firstName: 'Alex',
    customer: { email: user.email },
    hidden: { reason: 'PERSONAL_DATA', note: 'Names the vet', by: staff.email },
  });
  expect(all.reviews.some((r) => r.status === 'PUBLISHED')).toBe(true);
  const dates = all.reviews.map((r) => r.publishedOn);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(all.total).toBe(all.reviews.length);

  const hiddenOnly = await staffList('?status=HIDDEN');
  expect(hiddenOnly.reviews.every((r) => r.status === 'HIDDEN')).toBe(true);
  expect(hiddenOnly.reviews.map((r) => r.uuid)).toContain(review.uuid);
  const page2 = await staffList('?per_page=1&page=2');
  expect(page2).toMatchObject({ page: 2, perPage: 1, total: all.total });
  expect(page2.reviews[0]?.uuid).toBe(all.reviews[1]?.uuid);
  await restore(review.uuid);
});

test('sample (demo) reviews can be hidden too, and leave the sample count', async () => {
  await seedDemoReviews(t.ctx.db, isoDay(await t.ctx.clock.now()));
  const before = await publicList();
  const sample = before.reviews.find((r) => r.sample)!;
  const res = await hide(sample.uuid, { reason: 'OTHER', note: 'Sample no longer accurate' });
  expect(res.statusCode).toBe(200);
  expect(json<OpsReview>(res)).toMatchObject({ status: 'HIDDEN', customer: null, sample: true });
  expect((await publicList()).summary.sampleCount).toBe(before.summary.sampleCount - 1);
  await restore(sample.uuid);
});

test('a customer gets 403 and a signed-out caller 401 on every moderation endpoint, and nothing changes', async () => {
  const { user, review } = await customerWithReview(4);
  const endpoints: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/ops/reviews/'],
    ['POST', `/ops/reviews/${review.uuid}/hide/`, { reason: 'ABUSIVE' }],
    ['POST', `/ops/reviews/${review.uuid}/restore/`],
  ];
  for (const [method, url, body] of endpoints) {
    expect([url, (await call(t.app, method, url, { user, body })).statusCode]).toEqual([url, 403]);
    expect([url, (await call(t.app, method, url, { body })).statusCode]).toEqual([url, 401]);
  }
  expect((await eligibility(user)).review?.status).toBe('PUBLISHED');
});

test('bad input is 4xx naming the field, never 5xx; an unknown review is 404', async () => {
  const { review } = await customerWithReview(4);
  for (const [body, field] of [
    [{}, 'reason'],
    [{ reason: 'RUDE' }, 'reason'],
    [{ reason: 42 }, 'reason'],
    [{ reason: 'OTHER' }, 'note'],
    [{ reason: 'OTHER', note: '   ' }, 'note'],
    [{ reason: 'ABUSIVE', note: 'x'.repeat(501) }, 'note'],
  ] as const) {
    const res = await hide(review.uuid, body);
    expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    expect(Object.keys(json<{ error: { fields: Record<string, string> } }>(res).error.fields)).toContain(field);
  }
  const badId = await hide('not-a-uuid', { reason: 'ABUSIVE' });
  expect(badId.statusCode).toBe(400);
  expect(Object.keys(json<{ error: { fields: Record<string, string> } }>(badId).error.fields)).toContain('uuid');
  expect((await hide('00000000-0000-4000-8000-000000000000', { reason: 'ABUSIVE' })).statusCode).toBe(404);
  expect((await restore('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  const badQuery = await call(t.app, 'GET', '/ops/reviews/?status=GONE', { user: staff });
  expect(badQuery.statusCode).toBe(400);
  expect(Object.keys(json<{ error: { fields: Record<string, string> } }>(badQuery).error.fields)).toContain('status');
  expect((await eligibility((await customerWithReview(5)).user)).review?.status).toBe('PUBLISHED');
});

test('the customer’s own review says it is hidden, with the day and reason, and rewriting it keeps it hidden', async () => {
  const { user, review } = await customerWithReview(2);
  expect((await eligibility(user)).review).toMatchObject({ status: 'PUBLISHED', hiddenOn: null, hiddenReason: null });
  await hide(review.uuid, { reason: 'ABUSIVE', note: 'Insults the adjuster' });
  const seen = (await eligibility(user)).review!;
  expect(seen).toMatchObject({
    uuid: review.uuid,
    status: 'HIDDEN',
    hiddenOn: isoDay(await t.ctx.clock.now()),
    hiddenReason: 'ABUSIVE',
  });
  expect(JSON.stringify(seen)).not.toContain('Insults the adjuster');

  const rewritten = await call(t.app, 'POST', '/me/reviews/', {
    user,
    body: { stars: 3, text: 'Rewritten more calmly: the claim took two weeks to be paid.' },
  });
  expect(rewritten.statusCode).toBe(200);
  expect(json<MyReview>(rewritten)).toMatchObject({ status: 'HIDDEN', stars: 3 });
  expect((await publicList()).reviews.map((r) => r.uuid)).not.toContain(review.uuid);
});
