// Claims are decided and paid: the engine's or an adjuster's decision on the claim, the payout made once per claim,
// where a customer wants payouts to go, and an append-only audit log of every step a claim takes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table claims drop constraint claims_status_check`.execute(db);
  await sql`alter table claims add constraint claims_status_check
    check (status in ('SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'DENIED', 'PAID'))`.execute(db);
  await sql`alter table claims
    add column signs_before_cover boolean not null default false,
    add column review_reasons jsonb not null default '[]',
    add column review_since timestamptz,
    add column proposed_cents integer,
    add column decided_by text check (decided_by in ('ENGINE', 'ADJUSTER')),
    add column decided_at timestamptz,
    add column approved_cents integer check (approved_cents >= 0),
    add column denial_reason text,
    add column decision_text text,
    add column info_request text,
    add column info_requested_at timestamptz,
    add column appeal_note text,
    add column appealed_at timestamptz,
    add column payout_reference text,
    add column payout_to text,
    add column paid_on date`.execute(db);
  // An approved amount never changes once paid, and a paid claim names its payout.
  await sql`alter table claims add constraint claims_paid_has_payout
    check (status <> 'PAID' or (paid_cents is not null and approved_cents is not null))`.execute(db);
  // The adjusters' queue reads claims by status, oldest waiting first.
  await sql`create index claims_status_review_since on claims (status, review_since)`.execute(db);
  // The duplicate check looks for the same pet, day and amount.
  await sql`create index claims_pet_day on claims (pet_id, date_of_service)`.execute(db);

  await sql`alter table claim_invoices
    add column kind text not null default 'INVOICE' check (kind in ('INVOICE', 'DOCUMENT'))`.execute(db);

  await sql`create table claim_audit_log (
    id serial primary key,
    claim_id integer not null references claims(id),
    actor text not null,
    action text not null,
    note text,
    status_before text,
    status_after text not null,
    amount_before_cents integer,
    amount_after_cents integer,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index claim_audit_log_claim on claim_audit_log (claim_id, id)`.execute(db);
  // Append-only: no instance, script or adjuster tool can rewrite what happened to a claim.
  await sql`create function claim_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'claim_audit_log is append-only';
    end
  $$`.execute(db);
  await sql`create trigger claim_audit_log_no_change before update or delete on claim_audit_log
    for each row execute function claim_audit_log_append_only()`.execute(db);

  // Where a customer's claims are paid when it is not the default card on file. Only last fours are kept.
  await sql`create table payout_accounts (
    customer_id integer primary key references customers(id),
    kind text not null check (kind in ('BANK_ACCOUNT', 'CARD')),
    holder_name text,
    account_type text check (account_type in ('CHECKING', 'SAVINGS')),
    routing_last4 text,
    account_last4 text,
    provider_ref text,
    updated_at timestamptz not null default now()
  )`.execute(db);

  // The sandbox payment provider's payouts: one per idempotency key, like a real provider's transfer.
  await sql`create table sandbox_payouts (
    id text primary key,
    idempotency_key text not null unique,
    destination text not null,
    amount_cents integer not null check (amount_cents > 0),
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sandbox_payouts`.execute(db);
  await sql`drop table payout_accounts`.execute(db);
  await sql`drop table claim_audit_log`.execute(db);
  await sql`drop function claim_audit_log_append_only`.execute(db);
  await sql`alter table claim_invoices drop column kind`.execute(db);
  await sql`drop index claims_pet_day`.execute(db);
  await sql`drop index claims_status_review_since`.execute(db);
  await sql`alter table claims drop constraint claims_paid_has_payout`.execute(db);
  await sql`alter table claims
    drop column signs_before_cover, drop column review_reasons, drop column review_since, drop column proposed_cents,
    drop column decided_by, drop column decided_at, drop column approved_cents, drop column denial_reason,
    drop column decision_text, drop column info_request, drop column info_requested_at, drop column appeal_note,
    drop column appealed_at, drop column payout_reference, drop column payout_to, drop column paid_on`.execute(db);
  await sql`alter table claims drop constraint claims_status_check`.execute(db);
  await sql`update claims set status = 'IN_REVIEW' where status = 'INFO_REQUESTED'`.execute(db);
  await sql`alter table claims add constraint claims_status_check
    check (status in ('SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DENIED', 'PAID'))`.execute(db);
}
