// Employer groups: lookup and search, seat claims with proof (a code mailed to the work email, or the employee
// id with a second fact the employer supplied) and the group's promo code.
import {
  GROUP_SEAT_NOT_FOUND_MESSAGE,
  type Group,
  type GroupPromo,
  type GroupSummary,
  type Product,
  type SeatClaim,
  type SeatClaimRequest,
  type SeatCodeSent,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { ApiError, badRequest, conflict } from '../../http/errors';
import { ensureCustomer } from '../customers/customer-repository';
import type { AuthUser } from '../../auth/identity';
import { toPromoCode } from '../promos/promo-service';
import { checkSeatCode, sendSeatCode, spendSeatCode } from './seat-codes';

const groupNotFound = () => new ApiError(404, 'NotFound', 'Group not found');

export async function getGroup(ctx: AppContext, groupId: string): Promise<Group> {
  const row = await ctx.db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!row) throw groupNotFound();
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logo_url,
    seatLookup: row.seat_lookup as Group['seatLookup'],
    employeeIdCheck: row.seat_lookup === 'EMPLOYEE_ID' ? (row.employee_id_check as Group['employeeIdCheck']) : null,
    products: row.products as Product[],
    payrollDeduction: row.payroll_deduction,
    enrollmentOpen: row.enrollment_open,
    hasPromo: row.promo_code !== null,
  };
}

/** Employers whose name contains the words typed, or whose enrollment code is exactly what was typed. */
export async function searchGroups(ctx: AppContext, q: string): Promise<GroupSummary[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .selectFrom('groups')
    .select(['id', 'name', 'logo_url', 'enrollment_open', 'enrollment_code'])
    .where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb(eb.fn('upper', ['enrollment_code']), '=', q.toUpperCase()),
        eb('id', '=', q.toLowerCase()),
      ]),
    )
    .orderBy('name')
    .limit(10)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, logoUrl: r.logo_url, enrollmentOpen: r.enrollment_open }));
}

const enrollmentClosed = (group: Group) =>
  new ApiError(403, 'EnrollmentClosed', `Enrollment through ${group.name} is closed right now`);

const seatNotFound = (fields: Record<string, string> = {}) =>
  new ApiError(404, 'GroupSeatNotFoundError', GROUP_SEAT_NOT_FOUND_MESSAGE, fields);

/** POST /groups/{id}/seats/code/: the same answer whether or not the address has a seat. */
export async function requestSeatCode(
  ctx: AppContext,
  user: AuthUser,
  groupId: string,
  workEmail: string,
): Promise<SeatCodeSent> {
  const group = await getGroup(ctx, groupId);
  if (!group.enrollmentOpen) throw enrollmentClosed(group);
  if (group.seatLookup !== 'WORK_EMAIL') {
    throw badRequest(`${group.name} confirms seats by employee id`, {
      workEmail: `${group.name} confirms seats by employee id, not email`,
    });
  }
  const customer = await ensureCustomer(ctx.db, user);
  return sendSeatCode(ctx, group, customer.id, workEmail);
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

/** Which seat the proof names: the code mailed to the work email, or the employee id with its second fact. */
async function provenSeatId(
  ctx: AppContext,
  group: Group,
  customerId: number,
  input: SeatClaimRequest,
): Promise<string> {
  if (group.seatLookup === 'WORK_EMAIL') {
    if (!input.workEmail) {
      throw badRequest(`${group.name} confirms seats by work email`, { workEmail: 'Enter your work email' });
    }
    if (!input.code) {
      throw badRequest('Enter the code we emailed to your work address', {
        code: 'Enter the 6-digit code from the email',
      });
    }
    return checkSeatCode(ctx.db, group.id, customerId, input.workEmail, input.code, seatNotFound);
  }
  if (!input.employeeId) {
    throw badRequest(`${group.name} confirms seats by employee id`, { employeeId: 'Enter your employee id' });
  }
  const check = group.employeeIdCheck;
  if (check === 'DATE_OF_BIRTH' && !input.dateOfBirth) {
    throw badRequest('Enter the date of birth your employer has on file', { dateOfBirth: 'Enter your date of birth' });
  }
  if (check === 'HOME_ZIP' && !input.homeZip) {
    throw badRequest('Enter the home ZIP code your employer has on file', { homeZip: 'Enter your home ZIP code' });
  }
  let query = ctx.db
    .selectFrom('group_seats')
    .select('id')
    .where('group_id', '=', group.id)
    .where('employee_id', '=', input.employeeId.trim().toUpperCase());
  // A group without a second fact on file has no seat anyone can prove.
  if (check === 'DATE_OF_BIRTH') query = query.where('date_of_birth', '=', input.dateOfBirth as string);
  else if (check === 'HOME_ZIP') query = query.where('home_zip', '=', input.homeZip as string);
  else throw seatNotFound();
  const seat = await query.executeTakeFirst();
  // An unknown id and a wrong second fact get the same answer.
  if (!seat) throw seatNotFound();
  return seat.id;
}

/**
 * Claims the seat the proof names (see provenSeatId); enrollment must be open. A seat already held by the
 * caller is returned as is; one held by someone else is 409; no match is 404 GroupSeatNotFoundError.
 * The claim adds the GROUP payment provider (payroll deduction) to the caller's wallet.
 */
export async function claimSeat(
  ctx: AppContext,
  user: AuthUser,
  groupId: string,
  input: SeatClaimRequest,
): Promise<SeatClaim> {
  const group = await getGroup(ctx, groupId);
  if (!group.enrollmentOpen) throw enrollmentClosed(group);
  const customer = await ensureCustomer(ctx.db, user);
  const seatId = await provenSeatId(ctx, group, customer.id, input);
  const seat = await ctx.db.selectFrom('group_seats').selectAll().where('id', '=', seatId).executeTakeFirstOrThrow();
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
  if (input.workEmail) await spendSeatCode(ctx.db, groupId, input.workEmail);
  return {
    groupId,
    seatId: seat.id,
    status: 'CLAIMED',
    claimedAt: claimedAt.toISOString(),
    paymentProvider: { paymentProvider: 'GROUP', paymentProviderId: groupId },
  };
}
