// Payroll deduction for employer group members: authorised when the customer holds a seat in the group.
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { GroupSeatRequiredError, type ChargeRequest, type GroupPaymentProvider } from './provider';

export function createGroupPaymentProvider(db: Db): GroupPaymentProvider {
  return {
    kind: 'GROUP',
    async authorize(request: ChargeRequest & { groupId: string; customerId: number }) {
      const seat = await db
        .selectFrom('group_seats')
        .innerJoin('groups', 'groups.id', 'group_seats.group_id')
        .select('group_seats.id')
        .where('group_seats.group_id', '=', request.groupId)
        .where('group_seats.customer_id', '=', request.customerId)
        .where('groups.payroll_deduction', '=', true)
        .executeTakeFirst();
      if (!seat) throw new GroupSeatRequiredError();
      // Deterministic per idempotency key, so a retry names the same deduction.
      const chargeId = `payroll_${createHash('sha256').update(request.idempotencyKey).digest('base64url').slice(0, 20)}`;
      return { chargeId };
    },
  };
}
