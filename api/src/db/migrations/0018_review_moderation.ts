// Staff can hide a published review and restore it: who did it, when and why is kept on the review, so the ops list
// and the customer's own card can say so.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reviews
    add column hidden_at timestamptz,
    add column hidden_by text,
    add column hidden_reason text check (hidden_reason in ('ABUSIVE', 'PERSONAL_DATA', 'NOT_ABOUT_SERVICE', 'OTHER')),
    add column hidden_note text,
    add column restored_at timestamptz,
    add column restored_by text`.execute(db);
  // A hidden review always says who hid it and why; a published one carries no hide.
  await sql`alter table reviews add constraint reviews_hidden_recorded check (
    (status = 'HIDDEN') = (hidden_at is not null and hidden_by is not null and hidden_reason is not null)
  )`.execute(db);
  // Staff read every review newest first, whatever its status.
  await sql`create index reviews_newest on reviews (published_on desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index reviews_newest`.execute(db);
  await sql`alter table reviews drop constraint reviews_hidden_recorded,
    drop column hidden_at, drop column hidden_by, drop column hidden_reason, drop column hidden_note,
    drop column restored_at, drop column restored_by`.execute(db);
}
