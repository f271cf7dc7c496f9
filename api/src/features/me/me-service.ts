// The profile (spec §3 "Me"): contact details, wallet and agreements of the signed-in customer.
import { periodPriceCents } from '../billing/periods';
import { confirmNewAccount } from './email-verification';
import type {
  InsuranceAgreement,
  Me,
  Product,
  ProfileUpdate,
  ShippingAddress,
  WalletPaymentProvider,
} from '@tailwise/shared/contract';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import type { CustomerRow, InsuranceAgreementRow, PurchaseAgreementRow } from '../../db/schema';
import { toInsuranceAgreement, toPurchaseAgreement, type WellnessUse } from '../agreements/mappers';
import { ALLOWANCE_USING_STATUSES } from '../agreements/wellness-usage';
import { ensureCustomer } from '../customers/customer-repository';

/** The customer with wallet and agreements, in one round trip (json_agg subqueries). */
function selectProfile(ctx: AppContext) {
  return ctx.db
    .selectFrom('customers as c')
    .selectAll('c')
    .select((eb) => [
      jsonArrayFrom(
        eb.selectFrom('wallet_entries as w').selectAll('w').whereRef('w.customer_id', '=', 'c.id').orderBy('w.id'),
      ).as('wallet'),
      jsonArrayFrom(
        eb
          .selectFrom('insurance_agreements as a')
          .innerJoin('pets as p', 'p.id', 'a.pet_id')
          .selectAll('a')
          .select('p.uuid as pet_uuid')
          .whereRef('a.customer_id', '=', 'c.id')
          .orderBy('a.id'),
      ).as('insurance'),
      jsonArrayFrom(
        eb
          .selectFrom('purchase_agreements as a')
          .innerJoin('pets as p', 'p.id', 'a.pet_id')
          .selectAll('a')
          .select('p.uuid as pet_uuid')
          .whereRef('a.customer_id', '=', 'c.id')
          .orderBy('a.id'),
      ).as('purchases'),
      // Wellness claims that used an allowance (see wellness-usage.ts).
      jsonArrayFrom(
        eb
          .selectFrom('claims as wc')
          .select([
            'wc.purchase_agreement_id',
            'wc.wellness_service',
            'wc.date_of_service',
            sql<number>`case when wc.status in ('APPROVED', 'PAID') then coalesce(wc.approved_cents, 0) else wc.estimated_reimbursement_cents end`.as(
              'cents',
            ),
          ])
          .whereRef('wc.customer_id', '=', 'c.id')
          .where('wc.claim_type', '=', 'WELLNESS')
          .where('wc.status', 'in', [...ALLOWANCE_USING_STATUSES]),
      ).as('wellness_uses'),
    ]);
}

/** GET /me/: one query for a known customer; a new account is created first. */
export async function getMeForUser(ctx: AppContext, user: AuthUser): Promise<Me> {
  const row = await selectProfile(ctx).where('c.firebase_uid', '=', user.uid).executeTakeFirst();
  if (row && (user.email === null || user.email === row.email)) return toMe(ctx, row, await billingView(ctx, row.id));
  const customer = await ensureCustomer(ctx.db, user, { onCreated: (created) => confirmNewAccount(ctx, created) });
  return getMe(ctx, customer);
}

export async function getMe(ctx: AppContext, customer: CustomerRow): Promise<Me> {
  const row = await selectProfile(ctx).where('c.id', '=', customer.id).executeTakeFirstOrThrow();
  return toMe(ctx, row, await billingView(ctx, row.id));
}

/** The soonest charge across the agreements, adding up every agreement charged that same day. */
export function soonestPayment(
  agreements: ReadonlyArray<Pick<InsuranceAgreement, 'uuid' | 'nextPayment'>>,
): Me['nextPayment'] {
  const due = agreements.filter((a) => a.nextPayment);
  if (due.length === 0) return null;
  const date = due.map((a) => a.nextPayment!.date).sort()[0]!;
  const that = due.filter((a) => a.nextPayment!.date === date);
  return {
    date,
    amountCents: that.reduce((sum, a) => sum + a.nextPayment!.amountCents, 0),
    agreements: that.map((a) => a.uuid),
  };
}

interface BillingView {
  today: string;
  /** Past-due periods by agreement: the job's next try is the next payment. */
  pastDue: Map<string, { date: string; amountCents: number }>;
}

/** The clock's today and the periods waiting for a retry: what the next payment shown depends on. */
async function billingView(ctx: AppContext, customerId: number): Promise<BillingView> {
  const rows = await ctx.db
    .selectFrom('premium_payments')
    .select(['agreement_kind', 'agreement_id', 'next_attempt_on', 'amount_cents'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'PAST_DUE')
    .execute();
  const pastDue = new Map<string, { date: string; amountCents: number }>();
  for (const r of rows) {
    if (r.next_attempt_on)
      pastDue.set(`${r.agreement_kind}:${r.agreement_id}`, { date: r.next_attempt_on, amountCents: r.amount_cents });
  }
  return { today: await ctx.clock.today(), pastDue };
}

type Nested<T> = Array<Omit<T, 'created_at'> & { pet_uuid: string }>;

function toMe(
  ctx: AppContext,
  customer: CustomerRow & { wallet: unknown; insurance: unknown; purchases: unknown; wellness_uses: unknown },
  billing: BillingView,
): Me {
  // json_agg hands back dates as 'YYYY-MM-DD' strings, as the row mappers expect.
  const wallet = customer.wallet as Array<{
    provider: string;
    provider_id: string;
    brand: string | null;
    last4: string | null;
    exp_month: number | null;
    exp_year: number | null;
    is_default: boolean;
  }>;
  const insurance = customer.insurance as Nested<InsuranceAgreementRow>;
  const purchases = customer.purchases as Nested<PurchaseAgreementRow>;
  const uses = new Map<number, WellnessUse[]>();
  for (const u of customer.wellness_uses as Array<{
    purchase_agreement_id: number;
    wellness_service: string;
    date_of_service: string;
    cents: number | string;
  }>) {
    const list = uses.get(u.purchase_agreement_id) ?? [];
    list.push({ service: u.wellness_service, dateOfService: u.date_of_service, cents: Number(u.cents) });
    uses.set(u.purchase_agreement_id, list);
  }
  const { today } = billing;
  // The next payment is the one billing will take: a past-due period's retry, or the next period at its price with
  // the discounts that will hold then (MULTI_PET only while another pet is still insured).
  const insured = insurance
    .filter((a) => a.status === 'ACTIVE')
    .map((a) => ({
      id: a.id,
      listMonthlyCents: a.list_monthly_cents ?? a.price_cents,
      purchaseId: a.purchase_id,
      endsOn: a.ends_on,
    }));
  const billed = <T extends { status: string; nextPayment?: { date: string; amountCents: number } | null }>(
    kind: 'INSURANCE' | 'WELLNESS',
    row: Omit<InsuranceAgreementRow | PurchaseAgreementRow, 'created_at'>,
    agreement: T,
  ): T => {
    const retry = billing.pastDue.get(`${kind}:${row.id}`);
    if (retry && agreement.status === 'ACTIVE') return { ...agreement, nextPayment: retry };
    if (!agreement.nextPayment) return agreement;
    const date = agreement.nextPayment.date;
    const amountCents = periodPriceCents(
      {
        kind,
        id: row.id,
        billingInterval: row.billing_interval,
        listMonthlyCents: row.list_monthly_cents,
        promoPercentOff: row.promo_percent_off,
        priceCents: row.price_cents,
      },
      insured.filter((i) => i.endsOn === null || i.endsOn >= date),
    );
    return { ...agreement, nextPayment: { date, amountCents } };
  };
  const purchaseAgreements = purchases.map((a) =>
    billed(
      'WELLNESS',
      a,
      toPurchaseAgreement(a, a.pet_uuid, ctx.catalog.plans.get(a.wellness_plan_id), today, uses.get(a.id)),
    ),
  );
  const insuranceAgreements = insurance.map((a) => billed('INSURANCE', a, toInsuranceAgreement(a, a.pet_uuid, today)));
  return {
    id: customer.uuid,
    email: customer.email,
    emailVerified: customer.email_verified,
    firstName: customer.first_name,
    lastName: customer.last_name,
    phone: customer.phone,
    shippingAddress: (customer.shipping_address as ShippingAddress | null) ?? null,
    wallet: {
      paymentProviders: wallet.map((w): WalletPaymentProvider => ({
        paymentProvider: w.provider as WalletPaymentProvider['paymentProvider'],
        paymentProviderId: w.provider_id,
        brand: w.brand,
        last4: w.last4,
        expMonth: w.exp_month,
        expYear: w.exp_year,
        isDefault: w.is_default,
      })),
    },
    purchaseAgreements,
    insuranceAgreements,
    interestedIn: (customer.interested_in ?? []) as Product[],
    nextPayment: soonestPayment([...insuranceAgreements, ...purchaseAgreements]),
    createdAt: customer.created_at.toISOString(),
  };
}

export async function updateProfile(
  ctx: AppContext,
  customer: CustomerRow,
  update: ProfileUpdate,
): Promise<CustomerRow> {
  return ctx.db
    .updateTable('customers')
    .set({
      ...(update.firstName !== undefined ? { first_name: update.firstName } : {}),
      ...(update.lastName !== undefined ? { last_name: update.lastName } : {}),
      ...(update.phone !== undefined ? { phone: update.phone } : {}),
      ...(update.shippingAddress !== undefined ? { shipping_address: JSON.stringify(update.shippingAddress) } : {}),
      ...(update.interestedIn !== undefined
        ? { interested_in: JSON.stringify([...new Set(update.interestedIn)]) }
        : {}),
      updated_at: new Date(),
    })
    .where('id', '=', customer.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
