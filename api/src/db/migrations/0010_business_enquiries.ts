// Employer and broker enquiries from the business site: kept apart from consumer contact messages because
// the benefits team works them as sales leads (company size, state), not as support tickets.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table business_enquiries (
    id serial primary key,
    uuid uuid not null unique,
    kind text not null check (kind in ('EMPLOYER', 'BROKER')),
    company text not null,
    name text not null,
    work_email text not null,
    phone text,
    employee_count text,
    state text not null,
    message text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table business_enquiries`.execute(db);
}
