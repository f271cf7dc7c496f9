// Policy numbers for declarations pages, plan cancellation (free-look refund or cover to the end of the paid
// period), and the sandbox provider's partial refunds, one per idempotency key.
import { sql, type Kysely } from 'kysely';

/** TW-I-000123: derived from the row id, so every agreement (old and new) has one and it never changes. */
const policyNumber = (prefix: string) =>
  sql.raw(
    `text generated always as ('${prefix}' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end) stored`,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, prefix] of [
    ['insurance_agreements', 'TW-I-'],
    ['purchase_agreements', 'TW-W-'],
  ] as const) {
    await sql`alter table ${sql.table(table)} add column policy_number ${policyNumber(prefix)}`.execute(db);
    await sql`alter table ${sql.table(table)} add column cancelled_at timestamptz`.execute(db);
    await sql`alter table ${sql.table(table)} add column ends_on date`.execute(db);
    await sql`alter table ${sql.table(table)} add column free_look boolean`.execute(db);
    await sql`alter table ${sql.table(table)} add column refund_cents integer`.execute(db);
    await sql`alter table ${sql.table(table)} add column refund_status text
      check (refund_status in ('PENDING', 'REFUNDED', 'NOT_APPLICABLE'))`.execute(db);
    await sql`alter table ${sql.table(table)} add column refund_id text`.execute(db);
  }
  await sql`create table sandbox_refunds (
    id text primary key,
    charge_id text not null references sandbox_charges(id),
    idempotency_key text not null unique,
    amount_cents integer not null check (amount_cents > 0),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index sandbox_refunds_charge_idx on sandbox_refunds(charge_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sandbox_refunds`.execute(db);
  for (const table of ['insurance_agreements', 'purchase_agreements']) {
    for (const column of [
      'refund_id',
      'refund_status',
      'refund_cents',
      'free_look',
      'ends_on',
      'cancelled_at',
      'policy_number',
    ]) {
      await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
    }
  }
}
