// Cancelling a plan. Within the free look (FREE_LOOK_DAYS from the start) a plan with no claim ends at once and what
// was charged for it goes back through the provider; after that, or once a claim was made, cover runs to the end of
// the paid period and nothing is refunded. Exactly once: the first call claims the cancellation with a conditional
// update, and the refund is idempotent at the provider on the agreement, so parallel or repeated calls give one
// refund and the same answer.
import { FREE_LOOK_DAYS, type AgreementStatus, type Cancellation } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { enqueueEmail } from '../../mail/email-job';
import { RefundRefusedError } from '../../payments/provider';
import { findOwnAgreement, type OwnAgreement } from './agreement-service';
import { addDays, isoDay, periodContaining } from './mappers';

type AgreementRow = OwnAgreement['agreement'];
type RefundMethod = Cancellation['refundMethod'];

interface PaidWith {
  provider: 'CARD' | 'GROUP' | null;
  chargeId: string | null;
  chargedCents: number;
  groupName: string | null;
}

interface Decision {
  freeLook: boolean;
  /** Inside the free-look days, but a claim on the plan means the after-free-look rules apply. */
  lostToClaim: boolean;
  endsOn: string;
  refundCents: number;
  refundStatus: Cancellation['refundStatus'];
  status: AgreementStatus;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const freeLookEndsOn = (startDate: string) => addDays(startDate, FREE_LOOK_DAYS);

/** How the purchase that started this agreement was paid. Seeded plans have no purchase: nothing was charged. */
async function paidWith(ctx: AppContext, row: AgreementRow): Promise<PaidWith> {
  if (row.purchase_id === null) return { provider: null, chargeId: null, chargedCents: 0, groupName: null };
  const charge = await ctx.db
    .selectFrom('payment_charges')
    .innerJoin('purchases', 'purchases.id', 'payment_charges.purchase_id')
    .leftJoin('groups', (j) =>
      j.onRef('groups.id', '=', 'purchases.payment_provider_id').on('purchases.payment_provider', '=', 'GROUP'),
    )
    .select([
      'payment_charges.provider',
      'payment_charges.provider_charge_id',
      'payment_charges.amount_cents',
      'groups.name as group_name',
    ])
    .where('payment_charges.purchase_id', '=', row.purchase_id)
    .executeTakeFirst();
  if (!charge) return { provider: null, chargeId: null, chargedCents: 0, groupName: null };
  return {
    provider: charge.provider === 'GROUP' ? 'GROUP' : 'CARD',
    chargeId: charge.provider_charge_id,
    chargedCents: charge.amount_cents,
    groupName: charge.group_name,
  };
}

/**
 * Whether the plan has a claim that was not denied. Such a plan gets no free-look refund: a claim filed and then
 * cancelled inside the free look would otherwise be paid with premium handed back, cover for nothing.
 */
async function hasClaim(db: Db, kind: OwnAgreement['kind'], agreementId: number): Promise<boolean> {
  const column = kind === 'INSURANCE' ? 'insurance_agreement_id' : 'purchase_agreement_id';
  const claim = await db
    .selectFrom('claims')
    .select('id')
    .where(column, '=', agreementId)
    .where('status', '!=', 'DENIED')
    .limit(1)
    .executeTakeFirst();
  return claim !== undefined;
}

/** What cancelling on `today` means for this agreement; `claimed`: it has a claim that was not denied. */
export function decide(
  row: Pick<AgreementRow, 'start_date' | 'billing_interval' | 'price_cents'>,
  paid: PaidWith,
  today: string,
  claimed: boolean,
): Decision {
  const inFreeLook = today <= freeLookEndsOn(row.start_date);
  if (inFreeLook && !claimed) {
    // What was charged for this plan: its line of the purchase (a purchase may cover several plans).
    const refundCents = paid.provider === 'CARD' ? Math.min(row.price_cents, paid.chargedCents) : 0;
    return {
      freeLook: true,
      lostToClaim: false,
      endsOn: today < row.start_date ? row.start_date : today,
      refundCents,
      refundStatus: refundCents > 0 ? 'PENDING' : 'NOT_APPLICABLE',
      status: 'CANCELLED',
    };
  }
  const period = periodContaining(row.start_date, today, row.billing_interval === 'year' ? 12 : 1);
  return {
    freeLook: false,
    lostToClaim: inFreeLook,
    endsOn: addDays(period.to, -1),
    refundCents: 0,
    refundStatus: 'NOT_APPLICABLE',
    status: 'ACTIVE',
  };
}

function message(decision: Decision, paid: PaidWith, cancelled: boolean): string {
  if (!decision.freeLook) {
    const cover = `Cover continues through ${decision.endsOn}, the end of the period already paid for, and no further payments are taken.`;
    if (decision.lostToClaim) {
      return `${cover} There is no refund: the full refund in the first ${FREE_LOOK_DAYS} days is only for plans with no claim, and a claim was made on this one.`;
    }
    return `${cover} There is no refund after the first ${FREE_LOOK_DAYS} days.`;
  }
  const ends = cancelled ? 'The plan is cancelled' : 'The plan ends today';
  if (paid.provider === 'GROUP') {
    return `${ends}. It is paid by payroll deduction${paid.groupName ? ` through ${paid.groupName}` : ''}, so no card was charged and there is nothing to refund: the deduction stops.`;
  }
  if (decision.refundCents === 0) return `${ends}. Nothing was charged for it, so there is nothing to refund.`;
  const verb =
    decision.refundStatus === 'REFUNDED' ? 'was refunded' : cancelled ? 'is being refunded' : 'will be refunded';
  return `${ends}. ${dollars(decision.refundCents)}, everything charged for it, ${verb} to the card it was paid with.`;
}

function refundMethod(decision: Decision, paid: PaidWith): RefundMethod {
  if (!decision.freeLook) return 'NONE';
  if (paid.provider === 'GROUP') return 'PAYROLL';
  return decision.refundCents > 0 ? 'CARD' : 'NONE';
}

function toCancellation(own: OwnAgreement, decision: Decision, paid: PaidWith, cancelledAt: Date | null): Cancellation {
  const row = own.agreement;
  return {
    agreement: row.uuid,
    kind: own.kind,
    policyNumber: row.policy_number,
    cancelled: cancelledAt !== null,
    cancelledAt: cancelledAt?.toISOString() ?? null,
    status: decision.status === 'ACTIVE' && decision.endsOn < isoDay(new Date()) ? 'CANCELLED' : decision.status,
    freeLook: decision.freeLook,
    freeLookLostToClaim: decision.lostToClaim,
    freeLookEndsOn: freeLookEndsOn(row.start_date),
    endsOn: decision.endsOn,
    refundCents: decision.refundCents,
    refundMethod: refundMethod(decision, paid),
    refundStatus: decision.refundStatus,
    message: message(decision, paid, cancelledAt !== null),
  };
}

/** Refunds reach a card in 5 to 10 business days; the email promises the later end. */
const REFUND_DAYS = 14;

async function enqueueCancellationEmail(ctx: AppContext, trx: Db, own: OwnAgreement): Promise<void> {
  const customer = await trx
    .selectFrom('customers')
    .select(['email', 'first_name'])
    .where('id', '=', own.agreement.customer_id)
    .executeTakeFirstOrThrow();
  if (!customer.email) return;
  const refundCents = own.agreement.refund_cents ?? 0;
  const today = isoDay(new Date());
  await enqueueEmail(ctx, trx, `cancellation:${own.kind}:${own.agreement.uuid}`, {
    template: 'cancellation',
    to: customer.email,
    data: {
      firstName: customer.first_name,
      petName: own.pet.name,
      planName:
        own.kind === 'INSURANCE'
          ? 'Accident & illness insurance'
          : (ctx.catalog.plans.get(own.agreement.wellness_plan_id)?.name ?? 'Wellness plan'),
      policyNumber: own.agreement.policy_number,
      endsOn: own.agreement.ends_on ?? today,
      refundCents,
      refundExpectedBy: refundCents > 0 ? addDays(today, REFUND_DAYS) : null,
      freeLook: own.agreement.free_look ?? false,
      dashboardUrl: `${ctx.config.publicSiteUrl}/dashboard`,
    },
  });
}

/** The decision stored by the cancellation that won. */
function storedDecision(row: AgreementRow): Decision {
  // Not stored: a cancellation made inside the free-look days without its refund can only have been refused for a
  // claim (cancelled_at and the decision's day are the same instant).
  const inFreeLook = row.cancelled_at !== null && isoDay(row.cancelled_at) <= freeLookEndsOn(row.start_date);
  return {
    freeLook: row.free_look ?? false,
    lostToClaim: inFreeLook && row.free_look === false,
    endsOn: row.ends_on as string,
    refundCents: row.refund_cents ?? 0,
    refundStatus: row.refund_status ?? 'NOT_APPLICABLE',
    status: row.free_look ? 'CANCELLED' : (row.status as AgreementStatus),
  };
}

const notActive = () =>
  conflict('AgreementNotActive', 'This plan is no longer active, so there is nothing to cancel', {
    uuid: 'Not an active plan',
  });

/** GET …/cancellation/: what cancelling today would do, or what the cancellation did. */
export async function previewCancellation(ctx: AppContext, customerId: number, uuid: string): Promise<Cancellation> {
  const own = await findOwnAgreement(ctx.db, customerId, uuid);
  const paid = await paidWith(ctx, own.agreement);
  if (own.agreement.cancelled_at)
    return toCancellation(own, storedDecision(own.agreement), paid, own.agreement.cancelled_at);
  if (own.agreement.status !== 'ACTIVE') throw notActive();
  const claimed = await hasClaim(ctx.db, own.kind, own.agreement.id);
  return toCancellation(own, decide(own.agreement, paid, isoDay(new Date()), claimed), paid, null);
}

/** Sends a pending refund to the provider (idempotent on the agreement) and records it. */
async function settleRefund(ctx: AppContext, own: OwnAgreement, paid: PaidWith): Promise<AgreementRow> {
  const row = own.agreement;
  if (row.refund_status !== 'PENDING' || !paid.chargeId || !row.refund_cents) return row;
  const table = own.kind === 'INSURANCE' ? 'insurance_agreements' : 'purchase_agreements';
  try {
    const refund = await ctx.cards.refundPart(paid.chargeId, row.refund_cents, `cancel:${row.uuid}`);
    const updated = await ctx.db
      .updateTable(table)
      .set({ refund_status: 'REFUNDED', refund_id: refund.refundId })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    ctx.log.info({ agreement: row.uuid, refundId: refund.refundId, cents: refund.amountCents }, 'plan refunded');
    return updated;
  } catch (err) {
    // Kept PENDING: the next call (or support) retries, and the provider still refunds at most once.
    if (!(err instanceof RefundRefusedError)) ctx.log.error({ err, agreement: row.uuid }, 'refund failed');
    else ctx.log.error({ reason: err.message, agreement: row.uuid }, 'refund refused');
    return row;
  }
}

/** POST …/cancel/: cancels once; every later or concurrent call answers the same cancellation. */
export async function cancelAgreement(ctx: AppContext, customerId: number, uuid: string): Promise<Cancellation> {
  let own = await findOwnAgreement(ctx.db, customerId, uuid);
  const paid = await paidWith(ctx, own.agreement);
  if (!own.agreement.cancelled_at) {
    if (own.agreement.status !== 'ACTIVE') throw notActive();
    const table = own.kind === 'INSURANCE' ? 'insurance_agreements' : 'purchase_agreements';
    const agreementId = own.agreement.id;
    // Decided under the locks claim filing takes, in its order (the customer, then the plan): a claim filed at the
    // same moment either commits first and is counted here, or waits and then finds the plan CANCELLED. The
    // cancellation email is queued in the same commit: a cancellation that loses the race sends nothing.
    const won = await ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
      const locked = await trx
        .selectFrom(table)
        .selectAll()
        .where('id', '=', agreementId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (locked.cancelled_at !== null || locked.status !== 'ACTIVE') return undefined;
      const now = new Date();
      const decision = decide(locked, paid, isoDay(now), await hasClaim(trx, own.kind, agreementId));
      const row = await trx
        .updateTable(table)
        .set({
          status: decision.status,
          cancelled_at: now,
          ends_on: decision.endsOn,
          free_look: decision.freeLook,
          refund_cents: decision.refundCents,
          refund_status: decision.refundStatus,
        })
        .where('id', '=', agreementId)
        .where('cancelled_at', 'is', null)
        .where('status', '=', 'ACTIVE')
        .returningAll()
        .executeTakeFirst();
      if (row) await enqueueCancellationEmail(ctx, trx, { ...own, agreement: row } as OwnAgreement);
      return row;
    });
    if (won) {
      ctx.log.info({ agreement: own.agreement.uuid, freeLook: won.free_look }, 'plan cancelled');
      own = { ...own, agreement: won } as OwnAgreement;
    } else {
      // Another call cancelled it a moment ago: answer its cancellation.
      own = await findOwnAgreement(ctx.db, customerId, uuid);
      if (!own.agreement.cancelled_at) throw notActive();
    }
  }
  const settled = await settleRefund(ctx, own, paid);
  own = { ...own, agreement: settled } as OwnAgreement;
  return toCancellation(own, storedDecision(own.agreement), paid, own.agreement.cancelled_at);
}
