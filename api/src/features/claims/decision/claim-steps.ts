// Every step a claim takes after filing, written the same way whoever takes it (the engine, an adjuster, the
// customer): the claim row, a timeline entry the customer sees, an append-only audit entry, and the email and
// payout jobs, all in the caller's transaction so a step and its consequences commit or vanish together.
import {
  CLAIM_APPEAL_DAYS,
  CLAIM_REVIEW_WORKING_DAYS,
  CLAIM_TRANSITIONS,
  formatCents,
  type ClaimDenialReason,
  type ClaimStatus,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import type { ClaimRow } from '../../../db/schema';
import { conflict } from '../../../http/errors';
import { enqueueEmail } from '../../../mail/email-job';
import type { EmailMessage } from '../../../mail/messages';
import { addDays } from '../../agreements/mappers';
import type { Payable, ReviewReason } from './engine';

export const CLAIM_PAYOUT_TASK = 'claims:payout';
export const CLAIM_DECIDE_TASK = 'claims:decide';

export type AuditAction =
  | 'FILED'
  | 'ENGINE_APPROVED'
  | 'ENGINE_DENIED'
  | 'ENGINE_REVIEW'
  | 'APPROVED'
  | 'DENIED'
  | 'INFO_REQUESTED'
  | 'DOCUMENTS_ADDED'
  | 'APPEALED'
  | 'PAID';

export interface Actor {
  /** "engine", "customer" or the adjuster's email. */
  name: string;
  kind: 'ENGINE' | 'ADJUSTER' | 'CUSTOMER';
}
export const ENGINE: Actor = { name: 'engine', kind: 'ENGINE' };
export const CUSTOMER: Actor = { name: 'customer', kind: 'CUSTOMER' };

/** Today plus `n` working days (Monday to Friday). */
export function addWorkingDays(day: string, n: number): string {
  let d = day;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return d;
}

/** The short number a customer quotes to support: the first eight characters of the claim's id. */
export const claimNumberOf = (uuid: string) => `CLM-${uuid.slice(0, 8).toUpperCase()}`;

/** Locks the claim row for the rest of the transaction: steps on one claim never interleave. */
export async function lockClaim(trx: Db, claimId: number): Promise<ClaimRow> {
  return trx.selectFrom('claims').selectAll().where('id', '=', claimId).forUpdate().executeTakeFirstOrThrow();
}

/** Refuses a move the claim cannot make from where it is now: 409, the claim moved on (someone else acted). */
export function assertCanMove(claim: ClaimRow, to: ClaimStatus): void {
  if (!CLAIM_TRANSITIONS[claim.status as ClaimStatus].includes(to)) {
    throw conflict(
      'ClaimAlreadyDecided',
      `This claim is ${claim.status.toLowerCase().replace('_', ' ')} now and cannot become ${to.toLowerCase().replace('_', ' ')}`,
    );
  }
}

async function record(
  trx: Db,
  claim: ClaimRow,
  to: ClaimStatus,
  entry: {
    at: Date;
    actor: Actor;
    action: AuditAction;
    timeline: string | null;
    auditNote: string | null;
    amountAfterCents?: number | null;
  },
): Promise<void> {
  await trx
    .insertInto('claim_status_history')
    .values({ claim_id: claim.id, status: to, note: entry.timeline, created_at: entry.at })
    .execute();
  const amountBefore = claim.approved_cents ?? claim.proposed_cents ?? null;
  await trx
    .insertInto('claim_audit_log')
    .values({
      claim_id: claim.id,
      actor: entry.actor.name,
      action: entry.action,
      note: entry.auditNote,
      status_before: claim.status,
      status_after: to,
      amount_before_cents: amountBefore,
      amount_after_cents: entry.amountAfterCents === undefined ? amountBefore : entry.amountAfterCents,
      created_at: entry.at,
    })
    .execute();
}

/** The first audit entry, written with the claim. */
export async function recordFiled(trx: Db, claim: ClaimRow): Promise<void> {
  await trx
    .insertInto('claim_audit_log')
    .values({
      claim_id: claim.id,
      actor: 'customer',
      action: 'FILED',
      note: null,
      status_before: null,
      status_after: 'SUBMITTED',
      amount_before_cents: null,
      amount_after_cents: claim.estimated_reimbursement_cents,
      created_at: claim.created_at,
    })
    .execute();
}

type ClaimEmailBase = Omit<Extract<EmailMessage, { template: 'claim-paid' }>['data'], keyof ClaimPaidOnly>;
type ClaimPaidOnly = {
  paidCents: number;
  deductibleAppliedCents: number;
  breakdown: string[];
  paidTo: string;
  payoutReference: string;
  paidOn: string;
  arrives: string;
};

/** What every decision email names, read in the step's transaction. Null when the customer has no address. */
export async function claimEmailBase(
  ctx: Pick<AppContext, 'config'>,
  trx: Db,
  claim: ClaimRow,
): Promise<{ to: string; data: ClaimEmailBase } | null> {
  const row = await trx
    .selectFrom('customers')
    .innerJoin('pets', 'pets.customer_id', 'customers.id')
    .select(['customers.email', 'customers.first_name', 'pets.name as pet_name'])
    .where('customers.id', '=', claim.customer_id)
    .where('pets.id', '=', claim.pet_id)
    .executeTakeFirst();
  if (!row?.email) return null;
  return {
    to: row.email,
    data: {
      firstName: row.first_name,
      petName: row.pet_name,
      claimNumber: claimNumberOf(claim.uuid),
      claimType: claim.claim_type,
      amountCents: claim.amount_cents,
      dateOfService: claim.date_of_service,
      clinicName: claim.clinic,
      claimUrl: `${ctx.config.publicSiteUrl}/dashboard/claims/${claim.uuid}`,
    },
  };
}

type Ctx = Pick<AppContext, 'config' | 'jobs'>;

/** Approved: the amount, then the payout job (in the same transaction, so an approval is always paid). */
export async function recordApproval(
  ctx: Ctx,
  trx: Db,
  claim: ClaimRow,
  decision: { payable: Payable; amountCents: number; actor: Actor; note: string | null },
): Promise<void> {
  assertCanMove(claim, 'APPROVED');
  const at = new Date();
  const byEngine = decision.actor.kind === 'ENGINE';
  const text =
    decision.amountCents === decision.payable.amountCents
      ? decision.payable.text
      : `${formatCents(decision.amountCents)}, decided by our claims team`;
  await trx
    .updateTable('claims')
    .set({
      status: 'APPROVED',
      approved_cents: decision.amountCents,
      deductible_applied_cents: decision.payable.deductibleAppliedCents,
      proposed_cents: decision.payable.amountCents,
      decided_by: byEngine ? 'ENGINE' : 'ADJUSTER',
      decided_at: at,
      decision_text: text,
      denial_reason: null,
      review_since: null,
      updated_at: at,
    })
    .where('id', '=', claim.id)
    .execute();
  await record(trx, claim, 'APPROVED', {
    at,
    actor: decision.actor,
    action: byEngine ? 'ENGINE_APPROVED' : 'APPROVED',
    timeline: `Approved: ${text}`,
    auditNote: decision.note ?? text,
    amountAfterCents: decision.amountCents,
  });
  await ctx.jobs.enqueue(trx, {
    task: CLAIM_PAYOUT_TASK,
    payload: { claimId: claim.id },
    key: `claims:payout:${claim.uuid}`,
  });
}

export async function recordDenial(
  ctx: Ctx,
  trx: Db,
  claim: ClaimRow,
  decision: { reason: ClaimDenialReason; text: string; actor: Actor; note: string | null },
): Promise<void> {
  assertCanMove(claim, 'DENIED');
  const at = new Date();
  const byEngine = decision.actor.kind === 'ENGINE';
  await trx
    .updateTable('claims')
    .set({
      status: 'DENIED',
      approved_cents: null,
      decided_by: byEngine ? 'ENGINE' : 'ADJUSTER',
      decided_at: at,
      denial_reason: decision.reason,
      decision_text: decision.text,
      review_since: null,
      updated_at: at,
    })
    .where('id', '=', claim.id)
    .execute();
  await record(trx, claim, 'DENIED', {
    at,
    actor: decision.actor,
    action: byEngine ? 'ENGINE_DENIED' : 'DENIED',
    timeline: `Denied: ${decision.text}`,
    auditNote: decision.note ?? decision.text,
    amountAfterCents: 0,
  });
  const base = await claimEmailBase(ctx, trx, claim);
  if (base) {
    await enqueueEmail(ctx, trx, `claim-denied:${claim.uuid}:${at.getTime()}`, {
      template: 'claim-denied',
      to: base.to,
      data: {
        ...base.data,
        reason: decision.text,
        canAppeal: claim.appealed_at === null,
        appealWithinDays: CLAIM_APPEAL_DAYS,
      },
    });
  }
}

/** To a person: the engine's reasons, an appeal, or documents the customer sent. */
export async function recordReview(
  ctx: Ctx,
  trx: Db,
  claim: ClaimRow,
  review: {
    reasons: ReviewReason[];
    proposedCents: number | null;
    actor: Actor;
    action: 'ENGINE_REVIEW' | 'APPEALED' | 'DOCUMENTS_ADDED';
    timeline: string;
    auditNote: string | null;
    /** The product's today, read before the transaction (the clock reads the database). */
    today: string;
    extra?: { appeal_note?: string; appealed_at?: Date };
  },
): Promise<void> {
  assertCanMove(claim, 'IN_REVIEW');
  const at = new Date();
  await trx
    .updateTable('claims')
    .set({
      status: 'IN_REVIEW',
      review_reasons: JSON.stringify(review.reasons),
      review_since: at,
      proposed_cents: review.proposedCents,
      updated_at: at,
      ...(review.extra ?? {}),
    })
    .where('id', '=', claim.id)
    .execute();
  await record(trx, claim, 'IN_REVIEW', {
    at,
    actor: review.actor,
    action: review.action,
    timeline: review.timeline,
    auditNote: review.auditNote,
    amountAfterCents: review.proposedCents,
  });
  if (review.action === 'DOCUMENTS_ADDED') return;
  const base = await claimEmailBase(ctx, trx, claim);
  if (base) {
    await enqueueEmail(ctx, trx, `claim-in-review:${claim.uuid}:${review.action}`, {
      template: 'claim-in-review',
      to: base.to,
      data: {
        ...base.data,
        reasons: review.reasons.map((r) => r.text),
        appeal: review.action === 'APPEALED',
        answerBy: addWorkingDays(review.today, CLAIM_REVIEW_WORKING_DAYS),
      },
    });
  }
}

export async function recordInfoRequest(
  ctx: Ctx,
  trx: Db,
  claim: ClaimRow,
  request: { text: string; actor: Actor },
): Promise<void> {
  assertCanMove(claim, 'INFO_REQUESTED');
  const at = new Date();
  await trx
    .updateTable('claims')
    .set({
      status: 'INFO_REQUESTED',
      info_request: request.text,
      info_requested_at: at,
      review_since: at,
      updated_at: at,
    })
    .where('id', '=', claim.id)
    .execute();
  await record(trx, claim, 'INFO_REQUESTED', {
    at,
    actor: request.actor,
    action: 'INFO_REQUESTED',
    timeline: `We need more information: ${request.text}`,
    auditNote: request.text,
  });
  const base = await claimEmailBase(ctx, trx, claim);
  if (base) {
    await enqueueEmail(ctx, trx, `claim-info-needed:${claim.uuid}:${at.getTime()}`, {
      template: 'claim-info-needed',
      to: base.to,
      data: { ...base.data, request: request.text },
    });
  }
}

/** Paid: the payout's reference, amount and date, once (the caller checked the claim is still APPROVED). */
export async function recordPaid(
  ctx: Ctx,
  trx: Db,
  claim: ClaimRow,
  payout: { reference: string | null; amountCents: number; paidTo: string | null; paidOn: string },
): Promise<void> {
  assertCanMove(claim, 'PAID');
  const at = new Date();
  await trx
    .updateTable('claims')
    .set({
      status: 'PAID',
      paid_cents: payout.amountCents,
      payout_reference: payout.reference,
      payout_to: payout.paidTo,
      paid_on: payout.paidOn,
      updated_at: at,
    })
    .where('id', '=', claim.id)
    .execute();
  const timeline =
    payout.amountCents === 0
      ? 'Closed: nothing to pay (the bill went toward the deductible, or the yearly limit is used up)'
      : `Paid ${formatCents(payout.amountCents)} to ${payout.paidTo}`;
  await record(trx, claim, 'PAID', {
    at,
    actor: ENGINE,
    action: 'PAID',
    timeline,
    auditNote: payout.reference,
    amountAfterCents: payout.amountCents,
  });
  const base = await claimEmailBase(ctx, trx, claim);
  if (!base) return;
  const breakdown = claim.decided_by === 'ENGINE' && claim.decision_text ? [claim.decision_text] : [];
  await enqueueEmail(ctx, trx, `claim-paid:${claim.uuid}`, {
    template: 'claim-paid',
    to: base.to,
    data: {
      ...base.data,
      paidCents: payout.amountCents,
      deductibleAppliedCents: claim.deductible_applied_cents,
      breakdown,
      paidTo: payout.paidTo ?? 'nothing to pay',
      payoutReference: payout.reference ?? '',
      paidOn: payout.paidOn,
      arrives: payout.paidTo?.startsWith('Bank') ? 'within 1 to 2 business days' : 'within 1 to 3 business days',
    },
  });
}

/** An approved claim waits for a way to pay the customer: tell them once. */
export async function enqueueApprovedAwaitingPayout(ctx: Ctx, trx: Db, claim: ClaimRow): Promise<void> {
  const base = await claimEmailBase(ctx, trx, claim);
  if (!base) return;
  await enqueueEmail(ctx, trx, `claim-approved:${claim.uuid}`, {
    template: 'claim-approved',
    to: base.to,
    data: {
      ...base.data,
      approvedCents: claim.approved_cents ?? 0,
      deductibleAppliedCents: claim.deductible_applied_cents,
      breakdown: claim.decision_text ? [claim.decision_text] : [],
      payoutSettingsUrl: `${ctx.config.publicSiteUrl}/dashboard/profile#payouts`,
    },
  });
}
