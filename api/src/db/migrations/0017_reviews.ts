// Customer reviews: one per customer, published once it passes the text checks, and the demo data's sample reviews
// kept apart by is_demo so nothing invented is ever shown as a real customer's.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reviews (
    id serial primary key,
    uuid uuid not null unique,
    customer_id integer unique references customers(id),
    is_demo boolean not null default false,
    first_name text not null,
    state text,
    stars integer not null check (stars between 1 and 5),
    text text not null,
    status text not null default 'PUBLISHED' check (status in ('PUBLISHED', 'HIDDEN')),
    published_on date not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (is_demo or customer_id is not null)
  )`.execute(db);
  // The public list reads published reviews, newest first.
  await sql`create index reviews_published on reviews (status, published_on desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table reviews`.execute(db);
}
