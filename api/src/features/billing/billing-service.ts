// Premiums after the first: the scan that opens each due period, the charge of one period (card on file or payroll),
// retries 3 and 7 days after the due date, the lapse after the last, and "Pay now". A period is one row, unique per
// (agreement, period); its charge uses the idempotency key premium:<row>:<attempt>, written before the provider is
// called, so a crash, a retry or a second worker can only ever replay the same charge.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { CardBrand } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { PremiumPaymentRow } from '../../db/schema';
import { ApiError, conflict, unprocessable } from '../../http/errors';
import type { DbOrTrx } from '../../jobs/queue';
import { enqueueEmail } from '../../mail/email-job';
import { PaymentDeclinedError } from '../../payments/provider';
import { addDays } from '../agreements/mappers';
import { duePeriods, lapsesOn, nextAttemptOn, periodPriceCents, type PricedPlan } from './periods';

export const BILLING_SCAN_TASK = 'billing:scan';
export const BILLING_CHARGE_TASK = 'billing:charge';

type Kind = 'INSURANCE' | 'WELLNESS';
const TABLE = { INSURANCE: 'insurance_agreements', WELLNESS: 'purchase_agreements' } as const;

interface AgreementForBilling {
  id: number;
  customer_id: number;
  start_date: string;
  billing_interval: string;
  ends_on: string | null;
  price_cents: number;
  list_monthly_cents: number | null;
  promo_percent_off: number | null;
  payment_provider: string | null;
  last_billed: string | null;
  created_on: string;
}

/**
 * Opens every period due by `asOf`: PAST_DUE periods whose retry day has come go back to DUE, and each ACTIVE plan
 * gets a DUE row for each period that has started. Returns how many periods are DUE now.
 */
export async function scanDuePremiums(
  ctx: AppContext,
  asOf: string,
  chunk = 5000,
): Promise<{ opened: number; due: number }> {
  await ctx.db
    .updateTable('premium_payments')
    .set({ status: 'DUE' })
    .where('status', '=', 'PAST_DUE')
    .where('next_attempt_on', '<=', asOf)
    .execute();

  let opened = 0;
  for (const kind of ['INSURANCE', 'WELLNESS'] as const) {
    let afterId = 0;
    for (;;) {
      const { rows } = await sql<AgreementForBilling>`
        select a.id, a.customer_id, a.start_date, a.billing_interval, a.ends_on, a.price_cents, a.list_monthly_cents,
          a.promo_percent_off, p.payment_provider, (a.created_at at time zone 'UTC')::date::text as created_on,
          (select max(pp.period_start) from premium_payments pp
            where pp.agreement_kind = ${kind} and pp.agreement_id = a.id) as last_billed
        from ${sql.table(TABLE[kind])} a left join purchases p on p.id = a.purchase_id
        where a.status = 'ACTIVE' and a.id > ${afterId} and a.start_date < ${asOf}
        order by a.id limit ${chunk}`.execute(ctx.db);
      if (rows.length === 0) break;
      afterId = rows[rows.length - 1]!.id;

      const customers = [...new Set(rows.map((r) => r.customer_id))];
      const insured = await ctx.db
        .selectFrom('insurance_agreements')
        .select(['id', 'customer_id', 'list_monthly_cents', 'ends_on', 'price_cents', 'purchase_id'])
        .where('customer_id', 'in', customers)
        .where('status', '=', 'ACTIVE')
        .execute();

      const values = rows.flatMap((a) => {
        // The purchase paid up to the plan's first period boundary after it was bought (a plan recorded with an
        // earlier start, as imported or demo plans are, owes nothing for the time before it was recorded).
        const periods = duePeriods(a, asOf).filter(
          (p) => p.start > a.created_on && (a.last_billed === null || p.start > a.last_billed),
        );
        return periods.map((p) => {
          // Pets still insured for this period, the plan itself included: a pet cancelled before it no longer counts.
          const stillInsured = insured
            .filter((i) => i.customer_id === a.customer_id && (i.ends_on === null || i.ends_on >= p.start))
            .map((i) => ({
              id: i.id,
              listMonthlyCents: i.list_monthly_cents ?? i.price_cents,
              purchaseId: i.purchase_id,
            }));
          const plan: PricedPlan = {
            kind,
            id: a.id,
            billingInterval: a.billing_interval,
            listMonthlyCents: a.list_monthly_cents,
            promoPercentOff: a.promo_percent_off,
            priceCents: a.price_cents,
          };
          return {
            agreement_kind: kind,
            agreement_id: a.id,
            customer_id: a.customer_id,
            period_start: p.start,
            period_end: p.end,
            amount_cents: periodPriceCents(plan, stillInsured),
            method: a.payment_provider === 'GROUP' ? ('PAYROLL' as const) : ('CARD' as const),
          };
        });
      });
      for (let i = 0; i < values.length; i += 1000) {
        const inserted = await ctx.db
          .insertInto('premium_payments')
          .values(values.slice(i, i + 1000))
          .onConflict((oc) => oc.columns(['agreement_kind', 'agreement_id', 'period_start']).doNothing())
          .returning('id')
          .execute();
        opened += inserted.length;
      }
      if (rows.length < chunk) break;
    }
  }
  const due = await ctx.db
    .selectFrom('premium_payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'DUE')
    .executeTakeFirstOrThrow();
  return { opened, due: Number(due.n) };
}

/** Queues the scan and the charge runs for `asOf` (the clock's today when left out): what the worker's timer does. */
export async function enqueueBilling(ctx: AppContext, asOf?: string): Promise<void> {
  const stamp = randomBytes(4).toString('hex');
  await ctx.jobs.enqueue(ctx.db, {
    task: BILLING_SCAN_TASK,
    key: `billing:scan:${asOf ?? 'today'}:${stamp}`,
    payload: asOf ? { asOf } : {},
  });
}

/** The scan job: opens due periods, then starts `runs` charge jobs that share them out. */
export async function runBillingScan(ctx: AppContext, payload: { asOf?: string }, runs = 4): Promise<void> {
  const asOf = payload.asOf ?? (await ctx.clock.today());
  const { opened, due } = await scanDuePremiums(ctx, asOf);
  ctx.log.info({ asOf, opened, due }, 'billing scan');
  // A receipt a crashed run left marked goes out now.
  const pending = await ctx.db
    .selectFrom('premium_payments')
    .select('id')
    .where('receipt_pending', '=', true)
    .limit(1)
    .executeTakeFirst();
  if (pending) await enqueueReceipts(ctx);
  if (due === 0) return;
  const stamp = randomBytes(4).toString('hex');
  for (let i = 0; i < runs; i += 1) {
    await ctx.jobs.enqueue(ctx.db, {
      task: BILLING_CHARGE_TASK,
      key: `billing:charge:${stamp}:${i}`,
      payload: { asOf },
    });
  }
}

/** Claims up to `limit` DUE periods nobody holds, for the lease. */
async function claimDue(ctx: AppContext, limit: number, leaseMs: number): Promise<PremiumPaymentRow[]> {
  // The claim fixes the attempt too: a period a dead worker left keeps its attempt (and so its idempotency key).
  const { rows } = await sql<PremiumPaymentRow>`update premium_payments
    set lease_until = now() + ${`${leaseMs} milliseconds`}::interval,
      charging_attempt = coalesce(charging_attempt, attempts + 1)
    where id in (select id from premium_payments
      where status = 'DUE' and (lease_until is null or lease_until < now())
      order by id limit ${limit} for update skip locked)
    returning *`.execute(ctx.db);
  return rows;
}

/** When the next lease held by someone else runs out, or null when no DUE period is left at all. */
async function nextLeaseEnd(ctx: AppContext): Promise<Date | null> {
  const { rows } = await sql<{ at: Date | null; due: number }>`select min(lease_until) as at, count(*)::int as due
    from premium_payments where status = 'DUE'`.execute(ctx.db);
  const row = rows[0];
  if (!row || row.due === 0) return null;
  return row.at ? new Date(row.at) : new Date();
}

/**
 * The charge job: claims batches of DUE periods and charges them until none is left. Periods another worker holds
 * are waited for: if that worker died, its lease runs out and they are charged here (the same attempt, the same
 * idempotency key, so money moves once).
 */
export async function runChargeBatch(
  ctx: AppContext,
  options: { batch?: number; leaseMs?: number } = {},
): Promise<number> {
  const leaseMs = options.leaseMs ?? ctx.config.billingLeaseMs;
  let done = 0;
  let failures = 0;
  for (;;) {
    const rows = await claimDue(ctx, options.batch ?? 50, leaseMs);
    if (rows.length === 0) {
      const leaseEnd = await nextLeaseEnd(ctx);
      if (!leaseEnd || failures > 0) break;
      // Others hold the rest: wait for them to finish, or for a dead one's lease to run out.
      await new Promise((r) => setTimeout(r, Math.min(Math.max(leaseEnd.getTime() - Date.now(), 50), 1000)));
      continue;
    }
    const facts = await loadFacts(ctx, rows);
    const results = await Promise.allSettled(rows.map((row) => chargePeriod(ctx, row, facts)));
    for (const r of results) {
      if (r.status === 'rejected') {
        failures += 1;
        ctx.log.error(
          { err: r.reason instanceof Error ? r.reason.message : String(r.reason) },
          'premium charge failed',
        );
      } else done += 1;
    }
  }
  if (done > 0) await enqueueReceipts(ctx);
  // Periods that failed for a reason other than the card (the provider was down) keep their lease until it runs
  // out; failing the job retries it with backoff, and the next claim picks them up.
  if (failures > 0) throw new Error(`${failures} premium charges could not be attempted`);
  return done;
}

interface PlanFacts {
  petName: string;
  planName: string;
  policyNumber: string;
  agreementUuid: string;
  status: string;
  endsOn: string | null;
  /** The employer group of a payroll plan. */
  groupId: string | null;
}

interface CustomerFacts {
  firebase_uid: string;
  email: string | null;
  first_name: string | null;
}

interface CardFacts {
  provider_id: string;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
}

/** What charging a batch needs to know, read in a few queries for the whole batch instead of several per period. */
interface BatchFacts {
  /** The clock's now, read once for the batch. */
  now: Date;
  plans: Map<string, PlanFacts>;
  customers: Map<number, CustomerFacts>;
  cards: Map<number, CardFacts>;
}

const planKey = (kind: Kind, id: number) => `${kind}:${id}`;

async function loadFacts(
  ctx: AppContext,
  rows: PremiumPaymentRow[],
  db: DbOrTrx = ctx.db,
  now?: Date,
): Promise<BatchFacts> {
  const plans = new Map<string, PlanFacts>();
  const ids = (kind: Kind) => [...new Set(rows.filter((r) => r.agreement_kind === kind).map((r) => r.agreement_id))];
  const insuranceIds = ids('INSURANCE');
  if (insuranceIds.length > 0) {
    const found = await db
      .selectFrom('insurance_agreements as a')
      .innerJoin('pets', 'pets.id', 'a.pet_id')
      .leftJoin('purchases', 'purchases.id', 'a.purchase_id')
      .select(['a.id', 'a.uuid', 'a.policy_number', 'a.status', 'a.ends_on', 'pets.name'])
      .select(['purchases.payment_provider', 'purchases.payment_provider_id'])
      .where('a.id', 'in', insuranceIds)
      .execute();
    for (const a of found) {
      plans.set(planKey('INSURANCE', a.id), {
        petName: a.name,
        planName: INSURANCE_PLAN_NAME,
        policyNumber: a.policy_number,
        agreementUuid: a.uuid,
        status: a.status,
        endsOn: a.ends_on,
        groupId: a.payment_provider === 'GROUP' ? a.payment_provider_id : null,
      });
    }
  }
  const wellnessIds = ids('WELLNESS');
  if (wellnessIds.length > 0) {
    const found = await db
      .selectFrom('purchase_agreements as a')
      .innerJoin('pets', 'pets.id', 'a.pet_id')
      .leftJoin('purchases', 'purchases.id', 'a.purchase_id')
      .select(['a.id', 'a.uuid', 'a.policy_number', 'a.status', 'a.ends_on', 'a.wellness_plan_id', 'pets.name'])
      .select(['purchases.payment_provider', 'purchases.payment_provider_id'])
      .where('a.id', 'in', wellnessIds)
      .execute();
    for (const a of found) {
      plans.set(planKey('WELLNESS', a.id), {
        petName: a.name,
        planName: ctx.catalog.plans.get(a.wellness_plan_id)?.name ?? 'Wellness plan',
        policyNumber: a.policy_number,
        agreementUuid: a.uuid,
        status: a.status,
        endsOn: a.ends_on,
        groupId: a.payment_provider === 'GROUP' ? a.payment_provider_id : null,
      });
    }
  }
  const customerIds = [...new Set(rows.map((r) => r.customer_id))];
  const customers = new Map<number, CustomerFacts>();
  for (const c of await db
    .selectFrom('customers')
    .select(['id', 'firebase_uid', 'email', 'first_name'])
    .where('id', 'in', customerIds)
    .execute()) {
    customers.set(c.id, c);
  }
  // The card billing takes: the default card, else the newest.
  const cards = new Map<number, CardFacts>();
  for (const w of await db
    .selectFrom('wallet_entries')
    .select(['customer_id', 'provider_id', 'brand', 'last4', 'exp_month', 'exp_year'])
    .where('customer_id', 'in', customerIds)
    .where('provider', '=', 'CARD')
    .orderBy('customer_id')
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute()) {
    if (!cards.has(w.customer_id)) cards.set(w.customer_id, w);
  }
  return { now: now ?? (await ctx.clock.now()), plans, customers, cards };
}

const INSURANCE_PLAN_NAME = 'Accident & illness insurance';

type ChargeOutcome =
  | { ok: true; chargeId: string; brand: string | null; last4: string | null }
  | { ok: false; code: string; message: string; brand: string | null; last4: string | null };

/** Takes one attempt's money: payroll records a deduction, a card on file is charged under the attempt's key. */
async function takePremium(
  ctx: AppContext,
  row: PremiumPaymentRow,
  attempt: number,
  facts: BatchFacts,
): Promise<ChargeOutcome> {
  const customer = facts.customers.get(row.customer_id);
  if (!customer) throw new Error(`Customer ${row.customer_id} not found`);
  const request = {
    customerUid: customer.firebase_uid,
    amountCents: row.amount_cents,
    currency: 'USD' as const,
    idempotencyKey: `premium:${row.uuid}:${attempt}`,
    description: `Tailwise premium ${row.period_start} to ${row.period_end}`,
  };
  if (row.method === 'PAYROLL') {
    const groupId = facts.plans.get(planKey(row.agreement_kind, row.agreement_id))?.groupId;
    if (!groupId) throw new Error('A payroll plan without its group');
    const { chargeId } = await ctx.payroll.authorize({ ...request, groupId, customerId: row.customer_id });
    return { ok: true, chargeId, brand: null, last4: null };
  }
  const card = facts.cards.get(row.customer_id);
  if (!card || !card.last4 || card.exp_month === null || card.exp_year === null) {
    return { ok: false, code: 'no_card', message: 'There is no card on file.', brand: null, last4: null };
  }
  try {
    const charge = await ctx.cards.chargeSavedCard(
      {
        paymentMethodId: card.provider_id,
        brand: (card.brand ?? 'unknown') as CardBrand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      },
      request,
    );
    return { ok: true, chargeId: charge.chargeId, brand: card.brand, last4: card.last4 };
  } catch (err) {
    if (err instanceof PaymentDeclinedError) {
      return { ok: false, code: err.declineCode, message: err.message, brand: card.brand, last4: card.last4 };
    }
    throw err;
  }
}

/**
 * The attempt to make now, in one statement: the one a dead process left (same key, so the same charge), or the
 * next. Null when the period is no longer in one of `statuses`.
 */
async function startAttempt(
  ctx: AppContext,
  id: number,
  statuses: Array<PremiumPaymentRow['status']>,
): Promise<{ row: PremiumPaymentRow; attempt: number } | null> {
  const { rows } = await sql<PremiumPaymentRow>`update premium_payments
    set charging_attempt = coalesce(charging_attempt, attempts + 1)
    where id = ${id} and status in (${sql.join(statuses)})
    returning *`.execute(ctx.db);
  const row = rows[0];
  return row ? { row, attempt: row.charging_attempt as number } : null;
}

const billingUrl = (ctx: AppContext) => `${ctx.config.publicSiteUrl}/dashboard/profile#payments`;

/**
 * Records a paid period once, in one statement that also marks its receipt as owed: the receipts job turns marks into
 * email jobs (queueReceipts), so a crash between the two loses nothing and the charge path stays one round trip.
 */
async function recordPaid(
  ctx: AppContext,
  row: PremiumPaymentRow,
  attempt: number,
  outcome: Extract<ChargeOutcome, { ok: true }>,
  facts: BatchFacts,
): Promise<boolean> {
  const updated = await ctx.db
    .updateTable('premium_payments')
    .set({
      status: 'PAID',
      paid_at: facts.now,
      attempts: attempt,
      charging_attempt: null,
      lease_until: null,
      next_attempt_on: null,
      charge_id: outcome.chargeId,
      card_brand: outcome.brand,
      card_last4: outcome.last4,
      receipt_pending: true,
    })
    .where('id', '=', row.id)
    .where('status', 'in', ['DUE', 'PAST_DUE'])
    .returning('id')
    .executeTakeFirst();
  return !!updated;
}

export const BILLING_RECEIPTS_TASK = 'billing:receipts';

/** Queues the job that turns receipt marks into emails (a key per call; the job itself is safe to run twice). */
export async function enqueueReceipts(ctx: AppContext): Promise<void> {
  await ctx.jobs.enqueue(ctx.db, {
    task: BILLING_RECEIPTS_TASK,
    key: `billing:receipts:${randomBytes(4).toString('hex')}`,
    payload: {},
  });
}

/**
 * The receipts job: for paid periods still marked, queues each receipt email (key receipt:<payment>) and clears the
 * mark in the same transaction, a chunk at a time. Returns how many receipts it queued.
 */
export async function queueReceipts(ctx: AppContext, chunk = 200): Promise<number> {
  let queued = 0;
  // Read before the transaction: on PGlite a query outside it would wait for it.
  const now = await ctx.clock.now();
  for (;;) {
    const n = await ctx.db.transaction().execute(async (trx) => {
      const { rows } = await sql<PremiumPaymentRow>`select * from premium_payments where receipt_pending
        order by id limit ${chunk} for update skip locked`.execute(trx);
      if (rows.length === 0) return 0;
      const facts = await loadFacts(ctx, rows, trx, now);
      for (const row of rows) {
        const plan = facts.plans.get(planKey(row.agreement_kind, row.agreement_id));
        const customer = facts.customers.get(row.customer_id);
        if (!customer?.email || !plan) continue;
        await enqueueEmail(ctx, trx, `receipt:${row.uuid}`, {
          template: 'receipt',
          to: customer.email,
          data: {
            firstName: customer.first_name,
            receiptNumber: row.charge_id ?? row.uuid,
            paidOn: new Date(row.paid_at ?? facts.now).toISOString().slice(0, 10),
            amountCents: row.amount_cents,
            paymentMethod: row.method,
            cardBrand: row.card_brand,
            cardLast4: row.card_last4,
            lines: [
              {
                description: `${plan.petName}: ${plan.planName} (${plan.policyNumber})`,
                periodStart: row.period_start,
                periodEnd: row.period_end,
                amountCents: row.amount_cents,
              },
            ],
            billingUrl: billingUrl(ctx),
          },
        });
      }
      await trx
        .updateTable('premium_payments')
        .set({ receipt_pending: false })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      return rows.length;
    });
    queued += n;
    if (n < chunk) return queued;
  }
}

/** A declined attempt: PAST_DUE with the next try and the payment-failed email, or, after the last, the lapse. */
async function recordDeclined(
  ctx: AppContext,
  row: PremiumPaymentRow,
  attempt: number,
  outcome: Extract<ChargeOutcome, { ok: false }>,
  facts: BatchFacts,
): Promise<void> {
  const plan = facts.plans.get(planKey(row.agreement_kind, row.agreement_id));
  const customer = facts.customers.get(row.customer_id);
  const declines = row.auto_declines + 1;
  const next = nextAttemptOn(row.period_start, declines);
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('premium_payments')
      .set({
        status: next ? 'PAST_DUE' : 'LAPSED',
        attempts: attempt,
        auto_declines: declines,
        charging_attempt: null,
        lease_until: null,
        next_attempt_on: next,
        decline_code: outcome.code,
        decline_message: outcome.message,
        card_brand: outcome.brand,
        card_last4: outcome.last4,
      })
      .where('id', '=', row.id)
      .where('charging_attempt', '=', attempt)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return;
    if (next) {
      if (customer?.email && plan) {
        await enqueueEmail(ctx, trx, `payment-failed:${row.uuid}:${declines}`, {
          template: 'payment-failed',
          to: customer.email,
          data: {
            firstName: customer.first_name,
            petName: plan.petName,
            planName: plan.planName,
            amountCents: row.amount_cents,
            periodStart: row.period_start,
            declineMessage: outcome.message,
            cardBrand: outcome.brand,
            cardLast4: outcome.last4,
            nextAttemptOn: next,
            lapsesOn: lapsesOn(row.period_start),
            coverEndsOn: addDays(row.period_start, -1),
            updateCardUrl: billingUrl(ctx),
          },
        });
      }
      return;
    }
    // The last try failed: cover ends the day before the unpaid period; later periods are not owed.
    const lapsedOn = addDays(row.period_start, -1);
    await trx
      .updateTable(TABLE[row.agreement_kind])
      .set({ status: 'LAPSED', ends_on: lapsedOn })
      .where('id', '=', row.agreement_id)
      .where('status', '=', 'ACTIVE')
      .execute();
    await trx
      .updateTable('premium_payments')
      .set({ status: 'VOID', lease_until: null })
      .where('agreement_kind', '=', row.agreement_kind)
      .where('agreement_id', '=', row.agreement_id)
      .where('period_start', '>', row.period_start)
      .where('status', 'in', ['DUE', 'PAST_DUE'])
      .execute();
    if (customer?.email && plan) {
      await enqueueEmail(ctx, trx, `lapsed:${row.agreement_kind}:${row.agreement_id}`, {
        template: 'plan-lapsed',
        to: customer.email,
        data: {
          firstName: customer.first_name,
          petName: plan.petName,
          planName: plan.planName,
          policyNumber: plan.policyNumber,
          lapsedOn,
          amountDueCents: row.amount_cents,
          dashboardUrl: billingUrl(ctx),
        },
      });
    }
  });
}

/** One attempt at one claimed DUE period (the worker's side); the claim set its attempt. */
async function chargePeriod(ctx: AppContext, row: PremiumPaymentRow, facts: BatchFacts): Promise<void> {
  const attempt = row.charging_attempt as number;
  const plan = facts.plans.get(planKey(row.agreement_kind, row.agreement_id));
  const billable = !!plan && plan.status === 'ACTIVE' && (plan.endsOn === null || plan.endsOn >= row.period_start);
  if (!billable) {
    await ctx.db
      .updateTable('premium_payments')
      .set({ status: 'VOID', charging_attempt: null, lease_until: null })
      .where('id', '=', row.id)
      .where('status', '=', 'DUE')
      .execute();
    return;
  }
  const outcome = await takePremium(ctx, row, attempt, facts);
  if (outcome.ok) await recordPaid(ctx, row, attempt, outcome, facts);
  else await recordDeclined(ctx, row, attempt, outcome, facts);
}

/**
 * "Pay now": the customer settles a PAST_DUE period with the card on file (after updating it, usually). Paid once:
 * a second press while the first is charging shares its attempt and key (one charge), and the one that does not
 * record it answers 409. A decline leaves the retry schedule as it was and answers 422 naming the card.
 */
export async function payNow(ctx: AppContext, customerId: number, uuid: string): Promise<void> {
  const found = await ctx.db
    .selectFrom('premium_payments')
    .select(['id', 'status', 'customer_id'])
    .where('uuid', '=', uuid.toLowerCase())
    .executeTakeFirst();
  if (!found || found.customer_id !== customerId) throw new ApiError(404, 'NotFound', 'Payment not found');
  if (found.status === 'PAID') throw conflict('PaymentAlreadyMade', 'This payment was already made');
  if (found.status !== 'PAST_DUE' && found.status !== 'DUE') {
    throw conflict(
      'PaymentNotDue',
      'This payment is not due: the plan has lapsed or ended. Contact us to reinstate it.',
    );
  }
  const started = await startAttempt(ctx, found.id, ['PAST_DUE', 'DUE']);
  if (!started) throw conflict('PaymentAlreadyMade', 'This payment was already made');
  const { row, attempt } = started;
  const facts = await loadFacts(ctx, [row]);
  const outcome = await takePremium(ctx, row, attempt, facts);
  if (outcome.ok) {
    if (!(await recordPaid(ctx, row, attempt, outcome, facts))) {
      throw conflict('PaymentAlreadyMade', 'This payment was already made');
    }
    await enqueueReceipts(ctx);
    return;
  }
  // A customer's own try does not move the schedule: the attempt is released and the period stays as it was.
  await ctx.db
    .updateTable('premium_payments')
    .set({ charging_attempt: null, attempts: attempt, decline_code: outcome.code, decline_message: outcome.message })
    .where('id', '=', row.id)
    .where('charging_attempt', '=', attempt)
    .execute();
  throw unprocessable('PaymentDeclined', outcome.message, { paymentMethod: outcome.message });
}
