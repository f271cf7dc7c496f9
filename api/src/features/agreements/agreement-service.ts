// Finding one of the caller's agreements (insurance or wellness) by uuid, and ending cancelled plans whose paid
// period is over.
import type { Db } from '../../db/client';
import type { InsuranceAgreementRow, PetRow, PurchaseAgreementRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isoDay } from './mappers';

export type OwnAgreement =
  | { kind: 'INSURANCE'; agreement: InsuranceAgreementRow; pet: PetRow }
  | { kind: 'WELLNESS'; agreement: PurchaseAgreementRow; pet: PetRow };

export const agreementNotFound = () => new ApiError(404, 'NotFound', 'Agreement not found');

/** The caller's agreement with this uuid; anyone else's (or none) is 404, never a hint that it exists. */
export async function findOwnAgreement(db: Db, customerId: number, uuid: string): Promise<OwnAgreement> {
  const id = uuid.toLowerCase();
  const insurance = await db
    .selectFrom('insurance_agreements')
    .selectAll()
    .where('uuid', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const wellness = insurance
    ? undefined
    : await db
        .selectFrom('purchase_agreements')
        .selectAll()
        .where('uuid', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
  const row = insurance ?? wellness;
  if (!row) throw agreementNotFound();
  const pet = await db.selectFrom('pets').selectAll().where('id', '=', row.pet_id).executeTakeFirstOrThrow();
  return insurance
    ? { kind: 'INSURANCE', agreement: insurance, pet }
    : { kind: 'WELLNESS', agreement: wellness as PurchaseAgreementRow, pet };
}

/**
 * A plan cancelled after the free look stays ACTIVE through `ends_on`; from the day after it is CANCELLED. Run
 * before rules that read ACTIVE (buying cover for the pet again, claims), so they see the plan as it stands today.
 */
export async function endLapsedAgreements(db: Db, customerId: number, today = isoDay(new Date())): Promise<void> {
  for (const table of ['insurance_agreements', 'purchase_agreements'] as const) {
    await db
      .updateTable(table)
      .set({ status: 'CANCELLED' })
      .where('customer_id', '=', customerId)
      .where('status', '=', 'ACTIVE')
      .where('ends_on', '<', today)
      .execute();
  }
}
