// Invoices keep the order they were uploaded in (one transaction gives them the same timestamp).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table claim_invoices add column position integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table claim_invoices drop column position`.execute(db);
}
