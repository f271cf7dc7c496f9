// Saved quotes go to whatever address the caller typed in: each one sent is recorded against its address, so the
// mailer is limited per recipient on every API instance, not only per caller. Addresses are kept only as hashes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table recipient_mail_sends (
    id serial primary key,
    kind text not null,
    address_hash text not null,
    sent_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index recipient_mail_sends_address on recipient_mail_sends (kind, address_hash, sent_at)`.execute(
    db,
  );
  // The sweep of sends older than every window.
  await sql`create index recipient_mail_sends_sent_at on recipient_mail_sends (sent_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table recipient_mail_sends`.execute(db);
}
