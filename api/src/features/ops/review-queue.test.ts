// The staff review queue a page at a time: every waiting claim exactly once and in order however the queue moves
// between pages (a claim decided, a claim arriving), and a cursor or limit the API did not give is a 400 naming it.
import type { OpsQueue, Pet } from '@tailwise/shared/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { addDays, isoDay } from '../agreements/mappers';
import {
  buyInsurance,
  call,
  createStaffUser,
  createTestApp,
  createUser,
  json,
  type TestApp,
  type TestUser,
} from '../../test/harness';

let t: TestApp;
let staff: TestUser;
let owner: { customerId: number; petId: number; agreementId: number };
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t);
  const pet = (await buyInsurance(t, await createUser())).pets[0] as Pet;
  const row = await t.ctx.db
    .selectFrom('pets')
    .innerJoin('insurance_agreements', 'insurance_agreements.pet_id', 'pets.id')
    .select(['pets.id as petId', 'pets.customer_id as customerId', 'insurance_agreements.id as agreementId'])
    .where('pets.uuid', '=', pet.uuid)
    .executeTakeFirstOrThrow();
  owner = row;
});
afterAll(async () => {
  await t.close();
});

// Each test starts from an empty queue, so what a walk returns is exactly what the test put there.
beforeEach(async () => {
  await t.ctx.db
    .updateTable('claims')
    .set({ status: 'PAID', review_since: null, paid_cents: 0, approved_cents: 0 })
    .where('status', 'in', ['IN_REVIEW', 'INFO_REQUESTED'])
    .execute();
});

/**
 * A claim waiting since `since` (PostgreSQL text, to the microsecond; null: from before review_since existed),
 * written straight to the table so a test controls the queue's order exactly.
 */
async function waiting(since: string | null, status: 'IN_REVIEW' | 'INFO_REQUESTED' = 'IN_REVIEW') {
  const row = await t.ctx.db
    .insertInto('claims')
    .values({
      uuid: randomUUID(),
      customer_id: owner.customerId,
      pet_id: owner.petId,
      insurance_agreement_id: owner.agreementId,
      status,
      condition: 'ILLNESS',
      date_of_service: addDays(isoDay(new Date()), -3),
      amount_cents: 150_000,
      description: 'Vomiting: exam and bloods',
      deductible_applied_cents: 0,
      coinsurance_percent: 10,
      estimated_reimbursement_cents: 135_000,
      estimate_note: null,
      paid_cents: null,
      created_at: new Date(),
      updated_at: new Date(),
      review_reasons: JSON.stringify([
        { code: 'AMOUNT_ABOVE_THRESHOLD', text: 'A person checks every bill over $1,000.00.' },
      ]),
      review_since: since === null ? null : sql<Date>`${since}::timestamptz`,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

const page = (query: string) => call(t.app, 'GET', `/ops/claims/?${query}`, { user: staff });

async function pageOf(query: string): Promise<OpsQueue> {
  const res = await page(query);
  expect([res.statusCode, res.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
  return json<OpsQueue>(res);
}

/** Follows nextCursor to the end; `between` runs after each page but the last, as other adjusters would act. */
async function walk(query: string, between: (pageNumber: number, seen: string[]) => Promise<void> = async () => {}) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const body: OpsQueue = await pageOf(cursor ? `${query}&cursor=${cursor}` : query);
    pages.push(body.claims.map((c) => c.uuid));
    cursor = body.nextCursor;
    if (cursor) await between(pages.length, pages.flat());
    // A cursor that does not move on would page forever: the test fails instead of timing out.
    if (pages.length > 60) throw new Error(`still paging after 60 pages: ${JSON.stringify(pages.slice(0, 6))}`);
  } while (cursor);
  return pages;
}

const fieldsOf = (res: LightMyRequestResponse) =>
  json<{ error: { code: string; fields: Record<string, string> } }>(res).error;

test('walking every page returns each waiting claim once, oldest waiting first, ties in id order', async () => {
  // Out of order on purpose: the queue's order is review_since, then id, never the order claims were written.
  const c = await waiting('2026-11-20 10:00:00.123700+00');
  const e = await waiting('2026-11-21 09:00:00+00');
  const a = await waiting('2026-11-19 08:00:00+00');
  // Three claims entered review in the same microsecond: the id decides, and a page may end between them.
  const d1 = await waiting('2026-11-20 12:00:00+00');
  const d2 = await waiting('2026-11-20 12:00:00+00');
  const d3 = await waiting('2026-11-20 12:00:00+00');
  // The same millisecond as c, 300 µs earlier: a cursor kept to the millisecond would show one of them twice.
  const b = await waiting('2026-11-20 10:00:00.123400+00');
  // Entered review before review_since was kept: listed last, still once.
  const legacy = await waiting(null);
  await waiting('2026-11-18 08:00:00+00', 'INFO_REQUESTED');

  const pages = await walk('limit=2');
  expect(pages).toEqual([
    [a, b],
    [c, d1],
    [d2, d3],
    [e, legacy],
  ]);

  const first = await pageOf('limit=2');
  expect(first.total).toBe(8);
  expect(first.nextCursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
  // The default page holds them all, and says there is no next page.
  const whole = await pageOf('');
  expect(whole.claims.map((claim) => claim.uuid)).toEqual([a, b, c, d1, d2, d3, e, legacy]);
  expect(whole.nextCursor).toBeNull();
  // A page that ends exactly at the queue's end has no next page either.
  expect((await pageOf('limit=8')).nextCursor).toBeNull();
  expect((await walk('limit=3')).flat()).toEqual([a, b, c, d1, d2, d3, e, legacy]);
});

test('the default page is 50 claims and the largest 100', async () => {
  for (let i = 0; i < 101; i++) await waiting(`2026-11-01 00:00:00+00`);
  expect((await pageOf('')).claims).toHaveLength(50);
  const largest = await pageOf('limit=100');
  expect(largest.claims).toHaveLength(100);
  expect(largest.total).toBe(101);
  expect(largest.nextCursor).not.toBeNull();
});

test('a claim decided between pages makes no other claim skip or repeat', async () => {
  const uuids: string[] = [];
  for (let hour = 10; hour < 17; hour++) uuids.push(await waiting(`2026-11-20 ${hour}:00:00+00`));
  const decided: string[] = [];
  const pages = await walk('limit=2', async (pageNumber, seen) => {
    if (pageNumber !== 1) return;
    // The claim the first page ended on (the cursor's own), and one the walk has not reached yet.
    const last = seen.at(-1)!;
    const ahead = uuids[4]!;
    for (const uuid of [last, ahead]) {
      const res = await call(t.app, 'POST', `/ops/claims/${uuid}/deny/`, {
        user: staff,
        body: { reason: 'OTHER', note: 'Decided while the queue was open' },
      });
      expect(res.statusCode).toBe(200);
      decided.push(uuid);
    }
  });
  expect(decided).toEqual([uuids[1], uuids[4]]);
  // Everything still waiting, once each and in order; the claim decided after it was seen stays where it was seen.
  expect(pages).toEqual([
    [uuids[0], uuids[1]],
    [uuids[2], uuids[3]],
    [uuids[5], uuids[6]],
  ]);
});

test('a claim entering review after the cursor comes on a later page; the others neither skip nor repeat', async () => {
  const uuids: string[] = [];
  for (let day = 10; day < 15; day++) uuids.push(await waiting(`2026-11-${day} 09:00:00+00`));
  let arrived = '';
  const pages = await walk('limit=2', async (pageNumber) => {
    // It entered review now: after every claim already waiting, so after the cursor too.
    if (pageNumber === 1) arrived = await waiting(new Date().toISOString());
  });
  expect(pages.flat()).toEqual([...uuids, arrived]);
  expect(pages[0]).toEqual([uuids[0], uuids[1]]);
});

test('the information-requested tab pages its own claims, and a cursor from one tab is refused on the other', async () => {
  const inReview = await waiting('2026-11-20 09:00:00+00');
  await waiting('2026-11-20 10:00:00+00');
  const asked = [
    await waiting('2026-11-19 09:00:00+00', 'INFO_REQUESTED'),
    await waiting('2026-11-21 09:00:00+00', 'INFO_REQUESTED'),
  ];
  expect(await walk('status=INFO_REQUESTED&limit=1')).toEqual([[asked[0]], [asked[1]]]);
  const reviewCursor = (await pageOf('limit=1')).nextCursor!;
  expect((await pageOf('limit=1')).claims.map((c) => c.uuid)).toEqual([inReview]);
  const crossed = await page(`status=INFO_REQUESTED&cursor=${reviewCursor}`);
  expect(crossed.statusCode).toBe(400);
  expect(Object.keys(fieldsOf(crossed).fields)).toEqual(['cursor']);
});

test('a limit or cursor the API did not give answers 400 naming the field', async () => {
  await waiting('2026-11-20 09:00:00+00');
  const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const cases: Array<[string, string]> = [
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=2.5', 'limit'],
    ['cursor=', 'cursor'],
    ['cursor=not%20base64!', 'cursor'],
    ['cursor=bm90LWpzb24', 'cursor'],
    [`cursor=${forged({ since: '2026-11-20', id: 1 })}`, 'cursor'],
    [`cursor=${forged(['IN_REVIEW', 'yesterday', 1])}`, 'cursor'],
    [`cursor=${forged(['IN_REVIEW', '2026-11-20T09:00:00.000000Z', -1])}`, 'cursor'],
    [`cursor=${forged(['IN_REVIEW', '2026-11-20T09:00:00.000000Z', 2 ** 40])}`, 'cursor'],
    [`cursor=${'A'.repeat(300)}`, 'cursor'],
  ];
  for (const [query, field] of cases) {
    const res = await page(query);
    expect([query, res.statusCode, res.headers['content-type']]).toEqual([
      query,
      400,
      expect.stringContaining('application/json'),
    ]);
    const error = fieldsOf(res);
    expect([query, error.code, Object.keys(error.fields)]).toEqual([query, 'ValidationError', [field]]);
  }
  // A well-formed cursor past the queue's end is simply an empty last page.
  const end = await pageOf(`cursor=${forged(['IN_REVIEW', '2030-01-01T00:00:00.000000Z', 1])}`);
  expect(end).toMatchObject({ claims: [], nextCursor: null, total: 1 });
});
