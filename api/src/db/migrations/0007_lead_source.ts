// A lead created by a visitor who arrived with ?lid= (an earlier lead, e.g. from a quote email) records it, so
// marketing can follow one visitor across leads.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leads add column source_lead_id integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leads drop column source_lead_id`.execute(db);
}
