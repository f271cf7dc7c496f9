// What wellness claims have used of their plans' allowances: approved claims count their estimate, paid ones what
// was paid. The agreement mappers subtract these from each service's allowance for the plan year.
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { WellnessUse } from './mappers';

/** Statuses whose claims use the allowance (a submitted or in-review claim is not decided yet). */
export const ALLOWANCE_USING_STATUSES = ['APPROVED', 'PAID'] as const;

/** The wellness claims that used the allowance of these plans (purchase agreement ids), by plan. */
export async function wellnessUses(
  db: Db,
  purchaseAgreementIds: readonly number[],
): Promise<Map<number, WellnessUse[]>> {
  const byPlan = new Map<number, WellnessUse[]>();
  if (purchaseAgreementIds.length === 0) return byPlan;
  const rows = await db
    .selectFrom('claims')
    .select([
      'purchase_agreement_id',
      'wellness_service',
      'date_of_service',
      sql<number>`case when status in ('APPROVED', 'PAID') then coalesce(approved_cents, 0) else estimated_reimbursement_cents end`.as(
        'cents',
      ),
    ])
    .where('claim_type', '=', 'WELLNESS')
    .where('purchase_agreement_id', 'in', [...purchaseAgreementIds])
    .where('status', 'in', [...ALLOWANCE_USING_STATUSES])
    .execute();
  for (const row of rows) {
    const id = row.purchase_agreement_id as number;
    const uses = byPlan.get(id) ?? [];
    uses.push({
      service: row.wellness_service as string,
      dateOfService: row.date_of_service,
      cents: Number(row.cents),
    });
    byPlan.set(id, uses);
  }
  return byPlan;
}
