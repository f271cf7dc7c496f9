// "Email me this quote": the quiz cart is kept on the lead, so the emailed /onboard?lid= link can restore it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leads add column saved_quote jsonb`.execute(db);
  await sql`alter table leads add column saved_quote_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leads drop column saved_quote_at`.execute(db);
  await sql`alter table leads drop column saved_quote`.execute(db);
}
