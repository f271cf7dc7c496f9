// Referral rewards are earned only after the friend's free look: a friend who buys through a link and cancels
// within FREE_LOOK_DAYS gets a full refund, so paying the referrer at purchase would pay for nothing (farming).
// A reward is PENDING until every plan of the friend's purchase is past its free look, EARNED once at least one plan
// got there without a free-look cancellation, and VOID when every plan was cancelled inside it. Decided when read,
// from the plans themselves; decided rewards are stored, so a payout only ever sees EARNED ones.
import type { Db } from '../../db/client';
import { isoDay } from '../agreements/mappers';
import { freeLookEndsOn } from '../agreements/cancellation';

export type RewardStatus = 'PENDING' | 'EARNED' | 'PAID' | 'VOID';

export interface Reward {
  uuid: string;
  amountCents: number;
  status: RewardStatus;
  /** The last day of the friend's free look: the reward is decided the day after. */
  freeLookEndsOn: string;
  createdAt: Date;
}

interface Plan {
  purchase_id: number | null;
  start_date: string;
  cancelled_at: Date | null;
  free_look: boolean | null;
}

/** The rule, for one friend's purchase. */
export function decideReward(plans: Plan[], today: string): { status: 'PENDING' | 'EARNED' | 'VOID'; ends: string } {
  const ends = plans.map((p) => freeLookEndsOn(p.start_date)).sort();
  const lastEnd = ends[ends.length - 1] ?? today;
  const kept = plans.filter((p) => !(p.cancelled_at !== null && p.free_look === true));
  if (plans.length > 0 && kept.length === 0) return { status: 'VOID', ends: lastEnd };
  if (today <= lastEnd) return { status: 'PENDING', ends: lastEnd };
  return { status: 'EARNED', ends: lastEnd };
}

/** The referrer's rewards, newest first, with pending ones decided as of today (and stored when decided). */
export async function referralRewards(db: Db, referrerId: number, today = isoDay(new Date())): Promise<Reward[]> {
  const rows = await db
    .selectFrom('referral_signups')
    .selectAll()
    .where('referrer_customer_id', '=', referrerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const purchaseIds = rows.map((r) => r.purchase_id);
  const columns = ['purchase_id', 'start_date', 'cancelled_at', 'free_look'] as const;
  const [insurance, wellness] = await Promise.all([
    db.selectFrom('insurance_agreements').select(columns).where('purchase_id', 'in', purchaseIds).execute(),
    db.selectFrom('purchase_agreements').select(columns).where('purchase_id', 'in', purchaseIds).execute(),
  ]);
  const plansOf = new Map<number, Plan[]>();
  for (const plan of [...insurance, ...wellness]) {
    if (plan.purchase_id === null) continue;
    plansOf.set(plan.purchase_id, [...(plansOf.get(plan.purchase_id) ?? []), plan]);
  }
  const rewards: Reward[] = [];
  for (const row of rows) {
    const decided = decideReward(plansOf.get(row.purchase_id) ?? [], today);
    let status = row.reward_status as RewardStatus;
    if (status === 'PENDING' && decided.status !== 'PENDING') {
      // Only a pending reward moves, once: a concurrent reader deciding the same thing changes nothing.
      await db
        .updateTable('referral_signups')
        .set({ reward_status: decided.status })
        .where('id', '=', row.id)
        .where('reward_status', '=', 'PENDING')
        .execute();
      status = decided.status;
    }
    rewards.push({
      uuid: row.uuid,
      amountCents: row.reward_cents,
      status,
      freeLookEndsOn: decided.ends,
      createdAt: row.created_at,
    });
  }
  return rewards;
}
