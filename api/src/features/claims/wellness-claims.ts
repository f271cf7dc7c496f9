// Wellness-item claims: routine care (an exam, vaccines, a dental cleaning…) paid in full up to what is left of the
// pet's wellness plan allowance for that service this plan year. No deductible, no coinsurance, no waiting period.
// Shared by the filed claim and its estimate, like assessClaim for insurance.
import { sql } from 'kysely';
import type { WellnessClaimEstimatePreview, WellnessPlan, WellnessService } from '@tailwise/shared/contract';
import type { Catalog } from '../catalog/catalog';
import type { Db } from '../../db/client';
import type { PurchaseAgreementRow } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { periodContaining } from '../agreements/mappers';
import { committedCents } from './decision/claim-facts';

export interface WellnessAssessment {
  agreement: PurchaseAgreementRow;
  plan: WellnessPlan;
  service: { service: WellnessService; label: string; annualAllowanceCents: number };
  year: { from: string; to: string };
  /** Allowance left before this bill, after every claim for the service this plan year that was not denied. */
  leftCents: number;
  estimatedReimbursementCents: number;
  note: 'ALLOWANCE_REACHED' | null;
}

/**
 * The pet's ACTIVE wellness plan and what it would pay for this item. 422 naming petUuid without a plan,
 * wellnessService when the plan has no allowance for it, dateOfService before the plan or after a cancelled plan's end.
 * With `lock`, the plan row is held until the caller's transaction commits, so claims filed at once share the
 * allowance instead of each seeing all of it.
 */
export async function assessWellnessClaim(
  db: Db,
  catalog: Catalog,
  input: {
    customerId: number;
    petId: number;
    wellnessService: WellnessService;
    dateOfService: string;
    amountCents: number;
  },
  options: { lock?: boolean } = {},
): Promise<WellnessAssessment> {
  const query = db
    .selectFrom('purchase_agreements')
    .selectAll()
    .where('pet_id', '=', input.petId)
    .where('customer_id', '=', input.customerId)
    .where('status', 'in', ['ACTIVE', 'LAPSED'])
    .orderBy(sql`status = 'ACTIVE'`, 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  const agreement = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
  const plan = agreement ? catalog.plans.get(agreement.wellness_plan_id) : undefined;
  if (!agreement || !plan) {
    throw unprocessable('UnprocessableEntity', 'This pet has no active wellness plan to claim on', {
      petUuid: 'No active wellness plan',
    });
  }
  const service = plan.allowances.find((a) => a.service === input.wellnessService);
  if (!service) {
    throw unprocessable('UnprocessableEntity', `The ${plan.name} plan has no allowance for this service`, {
      wellnessService: `Not part of the ${plan.name} plan`,
    });
  }
  if (input.dateOfService < agreement.start_date) {
    throw unprocessable('UnprocessableEntity', 'The date of service is before the plan started', {
      dateOfService: `The plan started on ${agreement.start_date}`,
    });
  }
  if (agreement.ends_on !== null && input.dateOfService > agreement.ends_on) {
    throw unprocessable('UnprocessableEntity', 'The date of service is after the cancelled plan ended', {
      dateOfService: `The plan ended on ${agreement.ends_on}`,
    });
  }
  const year = periodContaining(agreement.start_date, input.dateOfService, 12);
  const used = await db
    .selectFrom('claims')
    .select(sql<number>`coalesce(sum(${committedCents}), 0)`.as('cents'))
    .where('purchase_agreement_id', '=', agreement.id)
    .where('wellness_service', '=', input.wellnessService)
    .where('status', '!=', 'DENIED')
    .where('date_of_service', '>=', year.from)
    .where('date_of_service', '<', year.to)
    .executeTakeFirst();
  const leftCents = Math.max(0, service.annualAllowanceCents - Number(used?.cents ?? 0));
  const estimatedReimbursementCents = Math.min(input.amountCents, leftCents);
  return {
    agreement,
    plan,
    service,
    year,
    leftCents,
    estimatedReimbursementCents,
    note: input.amountCents > leftCents ? 'ALLOWANCE_REACHED' : null,
  };
}

export function toWellnessPreview(
  petUuid: string,
  input: { wellnessService: WellnessService; dateOfService: string; amountCents: number },
  a: WellnessAssessment,
): WellnessClaimEstimatePreview {
  return {
    claimType: 'WELLNESS',
    pet: petUuid,
    agreement: a.agreement.uuid,
    policyNumber: a.agreement.policy_number,
    wellnessPlanName: a.plan.name,
    wellnessService: input.wellnessService,
    serviceLabel: a.service.label,
    dateOfService: input.dateOfService,
    amountCents: input.amountCents,
    planYear: a.year,
    allowanceCents: a.service.annualAllowanceCents,
    allowanceLeftCents: a.leftCents,
    estimatedReimbursementCents: a.estimatedReimbursementCents,
    note: a.note,
  };
}
