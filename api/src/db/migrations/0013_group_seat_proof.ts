// Seats are claimed only with proof: a code mailed to the work email (kept here as a hash, with its expiry,
// tries and send time), or the employee id with a second fact the employer supplied (date of birth or home
// ZIP, stored with the seat). Groups gain the enrollment code members search by and which fact they check.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table groups add column enrollment_code text`.execute(db);
  await sql`alter table groups add column employee_id_check text check (employee_id_check in ('DATE_OF_BIRTH', 'HOME_ZIP'))`.execute(
    db,
  );
  await sql`create unique index groups_enrollment_code on groups (upper(enrollment_code))`.execute(db);
  await sql`alter table group_seats add column date_of_birth text check (date_of_birth ~ '^\\d{4}-\\d{2}-\\d{2}$')`.execute(
    db,
  );
  await sql`alter table group_seats add column home_zip text`.execute(db);
  // One row per (group, address) asked about, seat or not, so an unknown address is answered exactly like
  // a known one (same resend wait, same tries). The address is kept only as a hash.
  await sql`create table group_seat_codes (
    id serial primary key,
    group_id text not null references groups(id),
    email_hash text not null,
    seat_id text references group_seats(id),
    customer_id integer not null references customers(id),
    code_hash text,
    salt text not null,
    tries integer not null default 0,
    sent_at timestamptz not null,
    expires_at timestamptz not null,
    unique (group_id, email_hash)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table group_seat_codes`.execute(db);
  await sql`alter table group_seats drop column home_zip`.execute(db);
  await sql`alter table group_seats drop column date_of_birth`.execute(db);
  await sql`drop index groups_enrollment_code`.execute(db);
  await sql`alter table groups drop column employee_id_check`.execute(db);
  await sql`alter table groups drop column enrollment_code`.execute(db);
}
