// Staff moderation of reviews: the list of every review (published and hidden) with who wrote it, and hiding or
// restoring one with who did it, when and why. Both are idempotent, so a double click or two staff acting at once
// end in the same state without an error.
import type { OpsHideReviewRequest, OpsReview, OpsReviewList } from '@tailwise/shared/contract';
import { sql } from 'kysely';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { toReview } from './review-service';

const staffName = (user: AuthUser) => user.email ?? user.uid;

function withCustomers(db: Db) {
  return db
    .selectFrom('reviews')
    .leftJoin('customers', 'customers.id', 'reviews.customer_id')
    .select([
      'reviews.id',
      'reviews.uuid',
      'reviews.stars',
      'reviews.text',
      'reviews.first_name',
      'reviews.state',
      'reviews.is_demo',
      'reviews.published_on',
      'reviews.status',
      'reviews.updated_at',
      'reviews.hidden_at',
      'reviews.hidden_by',
      'reviews.hidden_reason',
      'reviews.hidden_note',
      'reviews.restored_at',
      'reviews.restored_by',
      'customers.uuid as customer_uuid',
      'customers.email as customer_email',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withCustomers>['executeTakeFirstOrThrow']>>;

function toOpsReview(row: Row): OpsReview {
  return {
    ...toReview(row),
    status: row.status,
    customer: row.customer_uuid ? { uuid: row.customer_uuid, email: row.customer_email } : null,
    updatedAt: row.updated_at.toISOString(),
    hidden:
      row.status === 'HIDDEN' && row.hidden_at && row.hidden_by && row.hidden_reason
        ? { at: row.hidden_at.toISOString(), by: row.hidden_by, reason: row.hidden_reason, note: row.hidden_note }
        : null,
    restored: row.restored_at && row.restored_by ? { at: row.restored_at.toISOString(), by: row.restored_by } : null,
  };
}

/** GET /ops/reviews/: newest first, as the public list orders them, so a rewritten review comes back to the top. */
export async function reviewsForStaff(
  db: Db,
  query: { status: 'ALL' | 'PUBLISHED' | 'HIDDEN'; page: number; per_page: number },
): Promise<OpsReviewList> {
  const base = withCustomers(db);
  const filtered = query.status === 'ALL' ? base : base.where('reviews.status', '=', query.status);
  const counted = db.selectFrom('reviews').select(sql<number>`count(*)::int`.as('total'));
  const [rows, count] = await Promise.all([
    filtered
      .orderBy('reviews.published_on', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    (query.status === 'ALL' ? counted : counted.where('status', '=', query.status)).executeTakeFirstOrThrow(),
  ]);
  return { reviews: rows.map(toOpsReview), page: query.page, perPage: query.per_page, total: Number(count.total) };
}

async function reviewFor(db: Db, uuid: string): Promise<OpsReview> {
  const row = await withCustomers(db).where('reviews.uuid', '=', uuid).executeTakeFirst();
  if (!row) throw notFound('Review');
  return toOpsReview(row);
}

/** Hides a published review; a hidden one is answered as it is, keeping the first hide's who, when and why. */
export async function hideReview(
  ctx: AppContext,
  user: AuthUser,
  uuid: string,
  body: { reason: OpsHideReviewRequest['reason']; note?: string | undefined },
): Promise<OpsReview> {
  const now = await ctx.clock.now();
  const changed = await ctx.db
    .updateTable('reviews')
    .set({
      status: 'HIDDEN',
      hidden_at: now,
      hidden_by: staffName(user),
      hidden_reason: body.reason,
      hidden_note: body.note || null,
      updated_at: sql<Date>`now()`,
    })
    .where('uuid', '=', uuid)
    .where('status', '=', 'PUBLISHED')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) ctx.log.info({ review: uuid, reason: body.reason }, 'review hidden');
  return reviewFor(ctx.db, uuid);
}

/** Puts a hidden review back on the public list; a published one is answered as it is. */
export async function restoreReview(ctx: AppContext, user: AuthUser, uuid: string): Promise<OpsReview> {
  const now = await ctx.clock.now();
  const changed = await ctx.db
    .updateTable('reviews')
    .set({
      status: 'PUBLISHED',
      hidden_at: null,
      hidden_by: null,
      hidden_reason: null,
      hidden_note: null,
      restored_at: now,
      restored_by: staffName(user),
      updated_at: sql<Date>`now()`,
    })
    .where('uuid', '=', uuid)
    .where('status', '=', 'HIDDEN')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) ctx.log.info({ review: uuid }, 'review restored');
  return reviewFor(ctx.db, uuid);
}
