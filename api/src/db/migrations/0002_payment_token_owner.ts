// Card tokens made while signed in belong to that account: only it may pay with them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_tokens add column owner_uid text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_tokens drop column owner_uid`.execute(db);
}
