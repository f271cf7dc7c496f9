// The two jobs after filing: the engine decides a SUBMITTED claim (queued in the filing's transaction), and an
// approved claim is paid through the payout provider, keyed by the claim so a worker killed mid-payout never pays
// twice. Both are idempotent: a job that runs again finds the claim already moved on and does nothing.
import type { AppContext } from '../../../context';
import { PayoutConflictError } from '../../../payments/payouts';
import { claimTerms, engineClaim, otherClaimsOfPet, yearUsage } from './claim-facts';
import {
  ENGINE,
  enqueueApprovedAwaitingPayout,
  lockClaim,
  recordApproval,
  recordDenial,
  recordPaid,
  recordReview,
} from './claim-steps';
import { decide } from './engine';

export interface ClaimJobPayload {
  claimId: number;
}

/** claims:decide — approve, deny or pass to a person. */
export async function decideSubmittedClaim(ctx: AppContext, payload: ClaimJobPayload): Promise<void> {
  const today = await ctx.clock.today();
  await ctx.db.transaction().execute(async (trx) => {
    const claim = await lockClaim(trx, payload.claimId);
    if (claim.status !== 'SUBMITTED') return;
    // The policy row too: decisions and filings on one policy take turns, so two claims never share one limit.
    const { terms, year } = await claimTerms(trx, ctx.catalog, claim, { lock: true });
    const used = await yearUsage(trx, claim, year);
    const others = await otherClaimsOfPet(trx, claim);
    const decision = decide(terms, await engineClaim(trx, claim), used, others, ctx.config.claimsEngine);
    if (decision.outcome === 'APPROVE') {
      await recordApproval(ctx, trx, claim, {
        payable: decision,
        amountCents: decision.amountCents,
        actor: ENGINE,
        note: null,
      });
    } else if (decision.outcome === 'DENY') {
      await recordDenial(ctx, trx, claim, { reason: decision.reason, text: decision.text, actor: ENGINE, note: null });
    } else {
      await recordReview(ctx, trx, claim, {
        reasons: decision.reasons,
        proposedCents: decision.proposal.amountCents,
        actor: ENGINE,
        action: 'ENGINE_REVIEW',
        timeline: decision.reasons.map((r) => r.text).join(' '),
        auditNote: decision.reasons.map((r) => r.text).join(' '),
        today,
      });
    }
  });
}

interface Destination {
  /** The provider's name for it. */
  ref: string;
  /** How the customer knows it. */
  label: string;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** Where the customer's payouts go: the bank account they entered, else their default card on file. */
export async function payoutDestination(ctx: Pick<AppContext, 'db'>, customerId: number): Promise<Destination | null> {
  const account = await ctx.db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (account?.kind === 'BANK_ACCOUNT' && account.provider_ref) {
    return { ref: `bank:${account.provider_ref}`, label: `Bank account ending ${account.account_last4}` };
  }
  const card = await ctx.db
    .selectFrom('wallet_entries')
    .select(['provider_id', 'brand', 'last4'])
    .where('customer_id', '=', customerId)
    .where('provider', '=', 'CARD')
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!card?.last4) return null;
  const brand = BRAND_NAMES[card.brand ?? ''] ?? 'Card';
  return { ref: `card:${customerId}:${card.provider_id}`, label: `${brand} ending ${card.last4}` };
}

/** claims:payout — pays an APPROVED claim once, then marks it PAID. */
export async function payApprovedClaim(ctx: AppContext, payload: ClaimJobPayload): Promise<void> {
  const claim = await ctx.db.selectFrom('claims').selectAll().where('id', '=', payload.claimId).executeTakeFirst();
  if (!claim || claim.status !== 'APPROVED' || claim.approved_cents === null) return;
  const paidOn = await ctx.clock.today();
  if (claim.approved_cents === 0) {
    await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockClaim(trx, claim.id);
      if (locked.status !== 'APPROVED') return;
      await recordPaid(ctx, trx, locked, { reference: null, amountCents: 0, paidTo: null, paidOn });
    });
    return;
  }
  // A payout already made under this claim's key goes to where it went, whatever the settings say now.
  const key = `claim:${claim.uuid}`;
  const earlier = await ctx.payouts.findPayout(key);
  const destination = earlier
    ? { ref: earlier.destination, label: await labelOf(ctx, claim.customer_id, earlier.destination) }
    : await payoutDestination(ctx, claim.customer_id);
  if (!destination) {
    // Nowhere to pay: the claim stays APPROVED and the customer is asked once; saving a payout method pays it.
    await ctx.db.transaction().execute(async (trx) => enqueueApprovedAwaitingPayout(ctx, trx, claim));
    return;
  }
  let payout;
  try {
    payout = await ctx.payouts.payout({
      idempotencyKey: key,
      amountCents: claim.approved_cents,
      destination: destination.ref,
    });
  } catch (err) {
    if (err instanceof PayoutConflictError) {
      ctx.log.error({ claimUuid: claim.uuid }, 'a payout under this claim was made for another amount or place');
    }
    throw err;
  }
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockClaim(trx, claim.id);
    if (locked.status !== 'APPROVED') return;
    await recordPaid(ctx, trx, locked, {
      reference: payout.payoutId,
      amountCents: payout.amountCents,
      paidTo: destination.label,
      paidOn,
    });
  });
}

async function labelOf(ctx: Pick<AppContext, 'db'>, customerId: number, ref: string): Promise<string> {
  const now = await payoutDestination(ctx, customerId);
  if (now?.ref === ref) return now.label;
  return ref.startsWith('bank:') ? 'your bank account' : 'your card';
}

/** After the customer adds a way to be paid: every claim of theirs waiting for one is paid now. */
export async function queuePayoutsWaiting(ctx: AppContext, customerId: number): Promise<void> {
  const waiting = await ctx.db
    .selectFrom('claims')
    .select(['id', 'uuid'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'APPROVED')
    .execute();
  for (const c of waiting) {
    await ctx.jobs.enqueue(ctx.db, {
      task: 'claims:payout',
      payload: { claimId: c.id },
      key: `claims:payout:${c.uuid}:retry:${Date.now()}`,
    });
  }
}
