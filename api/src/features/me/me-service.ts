// The profile (spec §3 "Me"): contact details, wallet and agreements of the signed-in customer.
import type { Me, Product, ProfileUpdate, ShippingAddress, WalletPaymentProvider } from '@tailwise/shared/contract';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import type { CustomerRow, InsuranceAgreementRow, PurchaseAgreementRow } from '../../db/schema';
import { toInsuranceAgreement, toPurchaseAgreement } from '../agreements/mappers';
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
    ]);
}

/** GET /me/: one query for a known customer; a new account is created first. */
export async function getMeForUser(ctx: AppContext, user: AuthUser): Promise<Me> {
  const row = await selectProfile(ctx).where('c.firebase_uid', '=', user.uid).executeTakeFirst();
  const current =
    row && (user.email === null || user.email === row.email) && (!user.emailVerified || row.email_verified);
  if (current) return toMe(ctx, row);
  const customer = await ensureCustomer(ctx.db, user);
  return getMe(ctx, customer);
}

export async function getMe(ctx: AppContext, customer: CustomerRow): Promise<Me> {
  const row = await selectProfile(ctx).where('c.id', '=', customer.id).executeTakeFirstOrThrow();
  return toMe(ctx, row);
}

type Nested<T> = Array<Omit<T, 'created_at'> & { pet_uuid: string }>;

function toMe(
  ctx: AppContext,
  customer: CustomerRow & { wallet: unknown; insurance: unknown; purchases: unknown },
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
    purchaseAgreements: purchases.map((a) =>
      toPurchaseAgreement(a, a.pet_uuid, ctx.catalog.plans.get(a.wellness_plan_id)),
    ),
    insuranceAgreements: insurance.map((a) => toInsuranceAgreement(a, a.pet_uuid)),
    interestedIn: (customer.interested_in ?? []) as Product[],
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
