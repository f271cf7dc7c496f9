// The months after the sale: a job table for the embedded database's in-process runner, the email log that makes
// each email go out once, a clock that tests and the demo can move, and one row per billing period of a plan.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // PGlite only (one process, no wire connection for graphile-worker); PostgreSQL uses graphile-worker's own schema.
  await sql`create table local_jobs (
    id bigserial primary key,
    task text not null,
    payload jsonb not null default '{}'::jsonb,
    key text unique,
    run_at timestamptz not null default now(),
    attempts integer not null default 0,
    max_attempts integer not null default 10,
    last_error text,
    locked_at timestamptz,
    locked_by text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index local_jobs_ready on local_jobs (run_at, id) where attempts < max_attempts`.execute(db);

  // One row per email the product means to send; the key is the action (receipt:<payment>), so a job that runs twice
  // finds its row and does not send again. The body is kept: the outbox of local runs and support's record.
  await sql`create table emails (
    id bigserial primary key,
    dedupe_key text not null unique,
    template text not null,
    recipient text not null,
    subject text not null,
    text_body text not null,
    html_body text not null,
    links jsonb not null default '[]'::jsonb,
    attachments jsonb not null default '[]'::jsonb,
    status text not null default 'SENDING' check (status in ('SENDING', 'SENT')),
    message_id text not null,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`.execute(db);
  await sql`create index emails_recipient on emails (lower(recipient), id desc)`.execute(db);

  // A single row: how far the clock is moved from real time, outside production.
  await sql`create table app_clock (
    id integer primary key default 1 check (id = 1),
    offset_ms bigint not null default 0,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into app_clock (id, offset_ms) values (1, 0)`.execute(db);

  // One row per billing period of an agreement after the first (which the purchase paid). Unique per (agreement,
  // period): a period can be charged once, whatever retries or parallel workers do.
  await sql`create table premium_payments (
    id bigserial primary key,
    uuid uuid not null unique default gen_random_uuid(),
    agreement_kind text not null check (agreement_kind in ('INSURANCE', 'WELLNESS')),
    agreement_id integer not null,
    customer_id integer not null references customers(id),
    period_start date not null,
    period_end date not null,
    amount_cents integer not null check (amount_cents >= 0),
    method text not null check (method in ('CARD', 'PAYROLL')),
    status text not null default 'DUE' check (status in ('DUE', 'PAID', 'PAST_DUE', 'LAPSED', 'VOID')),
    attempts integer not null default 0,
    auto_declines integer not null default 0,
    next_attempt_on date,
    charging_attempt integer,
    lease_until timestamptz,
    decline_code text,
    decline_message text,
    charge_id text,
    card_brand text,
    card_last4 text,
    paid_at timestamptz,
    receipt_pending boolean not null default false,
    created_at timestamptz not null default now(),
    unique (agreement_kind, agreement_id, period_start)
  )`.execute(db);
  await sql`create index premium_payments_receipt_pending on premium_payments (id) where receipt_pending`.execute(db);
  await sql`create index premium_payments_workable on premium_payments (id) where status = 'DUE'`.execute(db);
  await sql`create index premium_payments_customer on premium_payments (customer_id, period_start desc)`.execute(db);

  // What the price was built from, so each period can recompute its discounts (MULTI_PET, ANNUAL_PAYMENT).
  for (const table of ['insurance_agreements', 'purchase_agreements']) {
    await sql`alter table ${sql.table(table)} add column list_monthly_cents integer`.execute(db);
    await sql`alter table ${sql.table(table)} add column promo_percent_off integer`.execute(db);
  }
  // LAPSED: the last retry of a period failed; cover ended the day before that period.
  for (const table of ['insurance_agreements', 'purchase_agreements']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_status_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_status_check`)}
      check (status in ('ACTIVE', 'CANCELLED', 'EXPIRED', 'LAPSED'))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['insurance_agreements', 'purchase_agreements']) {
    await sql`alter table ${sql.table(table)} drop column list_monthly_cents`.execute(db);
    await sql`alter table ${sql.table(table)} drop column promo_percent_off`.execute(db);
  }
  await sql`drop table premium_payments`.execute(db);
  await sql`drop table app_clock`.execute(db);
  await sql`drop table emails`.execute(db);
  await sql`drop table local_jobs`.execute(db);
}
