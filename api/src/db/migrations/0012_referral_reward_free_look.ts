// A referral reward waits for the friend's free look: PENDING until the 30 days pass, then EARNED, or VOID when
// every plan of the friend's purchase was cancelled inside them. Unpaid rewards from before go back to PENDING, so
// the same rule decides them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table referral_signups drop constraint referral_signups_reward_status_check`.execute(db);
  await sql`alter table referral_signups add constraint referral_signups_reward_status_check
    check (reward_status in ('PENDING', 'EARNED', 'PAID', 'VOID'))`.execute(db);
  await sql`update referral_signups set reward_status = 'PENDING' where reward_status = 'EARNED'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update referral_signups set reward_status = 'EARNED' where reward_status = 'PENDING'`.execute(db);
  await sql`delete from referral_signups where reward_status = 'VOID'`.execute(db);
  await sql`alter table referral_signups drop constraint referral_signups_reward_status_check`.execute(db);
  await sql`alter table referral_signups add constraint referral_signups_reward_status_check
    check (reward_status in ('EARNED', 'PAID'))`.execute(db);
}
