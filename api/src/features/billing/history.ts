// A customer's payment history: the first period of each plan (paid at checkout) and every later one, newest first,
// and the receipt of a paid period as it was emailed.
import type { PaymentHistory, PremiumPayment } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { addDays } from '../agreements/mappers';
import { lapsesOn, periodAt } from './periods';

const INSURANCE_NAME = 'Accident & illness insurance';

export async function paymentHistory(ctx: AppContext, customerId: number): Promise<PaymentHistory> {
  const insurance = await ctx.db
    .selectFrom('insurance_agreements as a')
    .innerJoin('pets', 'pets.id', 'a.pet_id')
    .leftJoin('purchases', 'purchases.id', 'a.purchase_id')
    .select([
      'a.id',
      'a.uuid',
      'a.start_date',
      'a.billing_interval',
      'a.price_cents',
      'a.created_at',
      'pets.name as pet_name',
      'purchases.payment_provider',
      'purchases.response',
    ])
    .where('a.customer_id', '=', customerId)
    .execute();
  const wellness = await ctx.db
    .selectFrom('purchase_agreements as a')
    .innerJoin('pets', 'pets.id', 'a.pet_id')
    .leftJoin('purchases', 'purchases.id', 'a.purchase_id')
    .select([
      'a.id',
      'a.uuid',
      'a.start_date',
      'a.billing_interval',
      'a.price_cents',
      'a.created_at',
      'a.wellness_plan_id',
      'pets.name as pet_name',
      'purchases.payment_provider',
      'purchases.response',
    ])
    .where('a.customer_id', '=', customerId)
    .execute();
  const plans = new Map<string, { uuid: string; petName: string; planName: string }>();
  const first: PremiumPayment[] = [];
  for (const [kind, rows] of [
    ['INSURANCE', insurance],
    ['WELLNESS', wellness],
  ] as const) {
    for (const a of rows) {
      const planName =
        kind === 'INSURANCE'
          ? INSURANCE_NAME
          : (ctx.catalog.plans.get((a as (typeof wellness)[number]).wellness_plan_id)?.name ?? 'Wellness plan');
      plans.set(`${kind}:${a.id}`, { uuid: a.uuid, petName: a.pet_name, planName });
      const period = periodAt(a.start_date, a.billing_interval, 0);
      const payment = (a.response as { payment?: { brand?: string | null; last4?: string | null } } | null)?.payment;
      first.push({
        id: a.uuid,
        agreementUuid: a.uuid,
        product: kind,
        petName: a.pet_name,
        planName,
        periodStart: period.start,
        periodEnd: period.end,
        amountCents: a.price_cents,
        method: a.payment_provider === 'GROUP' ? 'PAYROLL' : 'CARD',
        status: 'PAID',
        attempts: 1,
        nextAttemptOn: null,
        lastAttemptOn: null,
        coverEndsOn: null,
        declineMessage: null,
        card: payment?.brand && payment.last4 ? { brand: payment.brand, last4: payment.last4 } : null,
        paidAt: new Date(a.created_at).toISOString(),
        takenAtCheckout: true,
      });
    }
  }
  const rows = await ctx.db.selectFrom('premium_payments').selectAll().where('customer_id', '=', customerId).execute();
  const later: PremiumPayment[] = rows.flatMap((r) => {
    const plan = plans.get(`${r.agreement_kind}:${r.agreement_id}`);
    if (!plan) return [];
    const unpaid = r.status === 'DUE' || r.status === 'PAST_DUE';
    return [
      {
        id: r.uuid,
        agreementUuid: plan.uuid,
        product: r.agreement_kind,
        petName: plan.petName,
        planName: plan.planName,
        periodStart: r.period_start,
        periodEnd: r.period_end,
        amountCents: r.amount_cents,
        method: r.method,
        // DUE rows being charged right now read as due; a scheduled retry reads as past due.
        status: r.status,
        attempts: r.attempts,
        nextAttemptOn: r.status === 'PAST_DUE' ? r.next_attempt_on : null,
        lastAttemptOn: unpaid ? lapsesOn(r.period_start) : null,
        coverEndsOn: unpaid || r.status === 'LAPSED' ? addDays(r.period_start, -1) : null,
        declineMessage: r.status === 'PAID' ? null : r.decline_message,
        card: r.card_brand && r.card_last4 ? { brand: r.card_brand, last4: r.card_last4 } : null,
        paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
        takenAtCheckout: false,
      },
    ];
  });
  const payments = [...first, ...later].sort(
    (a, b) => b.periodStart.localeCompare(a.periodStart) || a.petName.localeCompare(b.petName),
  );
  const pastDueCents = later
    .filter((p) => p.status === 'PAST_DUE' || p.status === 'LAPSED')
    .reduce((sum, p) => sum + p.amountCents, 0);
  return { payments, pastDueCents };
}

/** The receipt email of a payment, as it was sent (HTML): a later period's, or the purchase's for a first period. */
export async function receiptHtml(ctx: AppContext, customerId: number, uuid: string): Promise<string> {
  const id = uuid.toLowerCase();
  const row = await ctx.db
    .selectFrom('premium_payments')
    .select(['uuid'])
    .where('uuid', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  let key = row ? `receipt:${row.uuid}` : null;
  if (!key) {
    for (const table of ['insurance_agreements', 'purchase_agreements'] as const) {
      const purchase = await ctx.db
        .selectFrom(table)
        .innerJoin('purchases', 'purchases.id', `${table}.purchase_id`)
        .select('purchases.uuid')
        .where(`${table}.uuid`, '=', id)
        .where(`${table}.customer_id`, '=', customerId)
        .executeTakeFirst();
      if (purchase) key = `receipt:purchase:${purchase.uuid}`;
    }
  }
  const email = key
    ? await ctx.db.selectFrom('emails').select('html_body').where('dedupe_key', '=', key).executeTakeFirst()
    : undefined;
  if (!email) throw new ApiError(404, 'NotFound', 'No receipt for this payment yet');
  return email.html_body;
}
