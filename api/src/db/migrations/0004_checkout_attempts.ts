// Exactly-once checkout: one row per customer and Idempotency-Key claims the attempt before any money moves,
// and the sandbox provider keeps what each charge was for, so a replay can never reuse a refunded or other charge.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table checkout_attempts (
    customer_id integer not null references customers(id),
    idempotency_key text not null,
    request_hash text not null,
    status text not null check (status in ('PENDING', 'COMPLETED', 'REFUNDED')),
    charge_id text,
    amount_cents integer,
    purchase_id integer references purchases(id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (customer_id, idempotency_key)
  )`.execute(db);
  await sql`alter table sandbox_charges add column fingerprint text`.execute(db);
  await sql`alter table sandbox_charges add column refunded_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_charges drop column refunded_at`.execute(db);
  await sql`alter table sandbox_charges drop column fingerprint`.execute(db);
  await sql`drop table checkout_attempts`.execute(db);
}
