// Who may write a review, writing the one review a customer has, and the public list with its summary.
import { randomUUID } from 'node:crypto';
import {
  REVIEW_MIN_PLAN_AGE_DAYS,
  UsStateSchema,
  type MyReview,
  type Review,
  type ReviewEligibility,
  type ReviewList,
} from '@tailwise/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { CustomerRow } from '../../db/schema';
import { addDays } from '../agreements/mappers';

type ReviewRow = {
  uuid: string;
  stars: number;
  text: string;
  first_name: string;
  state: string | null;
  is_demo: boolean;
  published_on: string;
};

const columns = ['uuid', 'stars', 'text', 'first_name', 'state', 'is_demo', 'published_on'] as const;

export function toReview(row: ReviewRow): Review {
  const state = UsStateSchema.safeParse(row.state);
  return {
    uuid: row.uuid,
    stars: row.stars,
    text: row.text,
    firstName: row.first_name,
    state: state.success ? state.data : null,
    verifiedCustomer: !row.is_demo,
    sample: row.is_demo,
    publishedOn: row.published_on,
  };
}

/**
 * The first day the customer may review: the day after their oldest plan turned REVIEW_MIN_PLAN_AGE_DAYS days old
 * (the end of its free look), counting only plans that lasted past that day. `hasPlan` false: no plan at all.
 */
export async function firstReviewDay(db: Db, customerId: number): Promise<{ hasPlan: boolean; from: string | null }> {
  const plans = await db
    .selectFrom('insurance_agreements')
    .select(['start_date', 'ends_on'])
    .where('customer_id', '=', customerId)
    .unionAll(
      db.selectFrom('purchase_agreements').select(['start_date', 'ends_on']).where('customer_id', '=', customerId),
    )
    .execute();
  const days = plans
    .map((p) => ({ from: addDays(p.start_date, REVIEW_MIN_PLAN_AGE_DAYS + 1), endsOn: p.ends_on }))
    // A plan cancelled before it was 30 days old never made its owner a customer of long enough standing.
    .filter((p) => p.endsOn === null || p.endsOn >= p.from)
    .map((p) => p.from)
    .sort();
  return { hasPlan: plans.length > 0, from: days[0] ?? null };
}

const myColumns = [...columns, 'status', 'hidden_at', 'hidden_reason'] as const;

type MyReviewRow = ReviewRow & {
  status: 'PUBLISHED' | 'HIDDEN';
  hidden_at: Date | null;
  hidden_reason: MyReview['hiddenReason'];
};

/** The customer's own view: with whether staff hid it, so the dashboard never calls a hidden review published. */
export function toMyReview(row: MyReviewRow): MyReview {
  const hidden = row.status === 'HIDDEN';
  return {
    ...toReview(row),
    status: row.status,
    hiddenOn: hidden && row.hidden_at ? row.hidden_at.toISOString().slice(0, 10) : null,
    hiddenReason: hidden ? row.hidden_reason : null,
  };
}

export async function myReview(db: Db, customerId: number): Promise<MyReview | null> {
  const row = await db.selectFrom('reviews').select(myColumns).where('customer_id', '=', customerId).executeTakeFirst();
  return row ? toMyReview(row) : null;
}

export async function eligibilityOf(db: Db, customerId: number, today: string): Promise<ReviewEligibility> {
  const [{ hasPlan, from }, review] = await Promise.all([firstReviewDay(db, customerId), myReview(db, customerId)]);
  if (!hasPlan) return { eligible: false, reason: 'NO_PLAN', eligibleOn: null, review };
  // No plan lasted its first month (each was cancelled inside it): never, until a new one does.
  if (from === null || from > today) return { eligible: false, reason: 'PLAN_TOO_NEW', eligibleOn: from, review };
  return { eligible: true, reason: null, eligibleOn: null, review };
}

/**
 * Writes the customer's one review, or replaces it (first name and state as they are now). A hidden review stays
 * hidden when rewritten: only staff put it back, so rewording cannot undo a moderator's decision.
 */
export async function saveReview(
  db: Db,
  customer: CustomerRow,
  input: { stars: number; text: string },
  today: string,
): Promise<{ review: MyReview; created: boolean }> {
  const address = customer.shipping_address as { firstName?: string; state?: string } | null;
  const firstName = (customer.first_name ?? address?.firstName ?? '').trim().split(/\s+/)[0] || 'Customer';
  const state = address?.state ?? null;
  const row = await db
    .insertInto('reviews')
    .values({
      uuid: randomUUID(),
      customer_id: customer.id,
      first_name: firstName,
      state,
      stars: input.stars,
      text: input.text,
      published_on: today,
    })
    .onConflict((oc) =>
      oc.column('customer_id').doUpdateSet({
        first_name: firstName,
        state,
        stars: input.stars,
        text: input.text,
        published_on: today,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning([...myColumns, sql<boolean>`(xmax = 0)`.as('inserted')])
    .executeTakeFirstOrThrow();
  return { review: toMyReview(row), created: row.inserted };
}

/** The public list and its summary: hidden reviews are in neither the page nor the average and count. */
export async function publishedReviews(db: Db, page: number, perPage: number): Promise<ReviewList> {
  const published = db.selectFrom('reviews').where('status', '=', 'PUBLISHED');
  const [rows, counts] = await Promise.all([
    published
      .select(columns)
      .orderBy('published_on', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    published
      .select([
        'stars',
        sql<number>`count(*)::int`.as('count'),
        sql<number>`count(*) filter (where is_demo)::int`.as('demo'),
      ])
      .groupBy('stars')
      .execute(),
  ]);
  const count = counts.reduce((s, c) => s + Number(c.count), 0);
  const total = counts.reduce((s, c) => s + c.stars * Number(c.count), 0);
  return {
    summary: {
      count,
      averageStars: count === 0 ? 0 : Math.round((total / count) * 10) / 10,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: Number(counts.find((c) => c.stars === stars)?.count ?? 0),
      })),
      sampleCount: counts.reduce((s, c) => s + Number(c.demo), 0),
    },
    reviews: rows.map(toReview),
    page,
    perPage,
  };
}
