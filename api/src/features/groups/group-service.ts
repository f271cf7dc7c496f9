// Employer groups: lookup, seat claims (work email or employee id) and the group's promo code.
import {
  GROUP_SEAT_NOT_FOUND_MESSAGE,
  type Group,
  type GroupPromo,
  type Product,
  type SeatClaim,
  type SeatClaimRequest,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { ApiError, badRequest, conflict } from '../../http/errors';
import { ensureCustomer } from '../customers/customer-repository';
import type { AuthUser } from '../../auth/identity';
import { toPromoCode } from '../promos/promo-service';

const groupNotFound = () => new ApiError(404, 'NotFound', 'Group not found');

export async function getGroup(ctx: AppContext, groupId: string): Promise<Group> {
  const row = await ctx.db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!row) throw groupNotFound();
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logo_url,
    seatLookup: row.seat_lookup as Group['seatLookup'],
    products: row.products as Product[],
    payrollDeduction: row.payroll_deduction,
    enrollmentOpen: row.enrollment_open,
    hasPromo: row.promo_code !== null,
  };
}

export async function getGroupPromo(ctx: AppContext, groupId: string): Promise<GroupPromo | null> {
  const row = await ctx.db
    .selectFrom('groups')
    .leftJoin('promo_codes', 'promo_codes.code', 'groups.promo_code')
    .select([
      'groups.id',
      'promo_codes.code',
      'promo_codes.percent_off',
      'promo_codes.description',
      'promo_codes.expires_at',
      'promo_codes.active',
    ])
    .where('groups.id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw groupNotFound();
  if (!row.code || !row.active || row.percent_off === null || row.description === null) return null;
  if (row.expires_at && row.expires_at.getTime() < Date.now()) return null;
  return {
    ri: row.id,
    rt: 'GROUP',
    groupId: row.id,
    promoCode: toPromoCode({
      code: row.code,
      percent_off: row.percent_off,
      description: row.description,
      expires_at: row.expires_at,
    }),
  };
}

/**
 * Claims the seat that matches the work email or employee id. A seat already held by the caller is
 * returned as is; one held by someone else is 409; no match is 404 GroupSeatNotFoundError.
 * The claim adds the GROUP payment provider (payroll deduction) to the caller's wallet.
 */
export async function claimSeat(
  ctx: AppContext,
  user: AuthUser,
  groupId: string,
  input: SeatClaimRequest,
): Promise<SeatClaim> {
  const customer = await ensureCustomer(ctx.db, user);
  const group = await getGroup(ctx, groupId);
  if (group.seatLookup === 'WORK_EMAIL' && !input.workEmail) {
    throw badRequest(`${group.name} finds seats by work email`, { workEmail: 'Enter your work email' });
  }
  if (group.seatLookup === 'EMPLOYEE_ID' && !input.employeeId) {
    throw badRequest(`${group.name} finds seats by employee id`, { employeeId: 'Enter your employee id' });
  }
  let query = ctx.db.selectFrom('group_seats').selectAll().where('group_id', '=', groupId);
  query = input.workEmail
    ? query.where('work_email', '=', input.workEmail.toLowerCase())
    : query.where('employee_id', '=', (input.employeeId as string).toUpperCase());
  const seat = await query.executeTakeFirst();
  if (!seat) throw new ApiError(404, 'GroupSeatNotFoundError', GROUP_SEAT_NOT_FOUND_MESSAGE);
  if (seat.customer_id !== null && seat.customer_id !== customer.id) {
    throw conflict('GroupSeatTaken', 'This seat was already claimed by another account');
  }
  const held = await ctx.db
    .selectFrom('group_seats')
    .select('id')
    .where('group_id', '=', groupId)
    .where('customer_id', '=', customer.id)
    .where('id', '!=', seat.id)
    .executeTakeFirst();
  if (held) throw conflict('Conflict', 'You already hold another seat in this group');

  const claimedAt = await ctx.db.transaction().execute(async (trx) => {
    let at = seat.claimed_at;
    if (seat.customer_id === null) {
      const updated = await trx
        .updateTable('group_seats')
        .set({ customer_id: customer.id, claimed_at: new Date() })
        .where('id', '=', seat.id)
        .where('customer_id', 'is', null)
        .returning('claimed_at')
        .executeTakeFirst();
      if (!updated) throw conflict('GroupSeatTaken', 'This seat was already claimed by another account');
      at = updated.claimed_at;
    }
    await trx
      .insertInto('wallet_entries')
      .values({
        customer_id: customer.id,
        provider: 'GROUP',
        provider_id: groupId,
        brand: null,
        last4: null,
        exp_month: null,
        exp_year: null,
        is_default: false,
      })
      .onConflict((oc) => oc.columns(['customer_id', 'provider', 'provider_id']).doNothing())
      .execute();
    return at as Date;
  });
  return {
    groupId,
    seatId: seat.id,
    status: 'CLAIMED',
    claimedAt: claimedAt.toISOString(),
    paymentProvider: { paymentProvider: 'GROUP', paymentProviderId: groupId },
  };
}
