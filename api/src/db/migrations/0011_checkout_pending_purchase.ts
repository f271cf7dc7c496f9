// The checkout attempt becomes a pending purchase before the charge: it keeps the request, so a reconciler can
// settle an attempt whose process died between the charge and the commit (complete it, or refund the charge).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table checkout_attempts add column request jsonb`.execute(db);
  await sql`alter table checkout_attempts add column charging_at timestamptz`.execute(db);
  await sql`alter table checkout_attempts add column settle_by text check (settle_by in ('REFUND'))`.execute(db);
  await sql`create index checkout_attempts_unsettled on checkout_attempts (updated_at)
    where status = 'PENDING' and charging_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index checkout_attempts_unsettled`.execute(db);
  await sql`alter table checkout_attempts drop column settle_by`.execute(db);
  await sql`alter table checkout_attempts drop column charging_at`.execute(db);
  await sql`alter table checkout_attempts drop column request`.execute(db);
}
