// What the decision engine reads about a claim, from the database: the terms that pay it, what the rest of its
// policy year used, and the pet's other claims. Shared by the engine's job and the adjusters' pages, so a person sees
// the same figures the engine used.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Catalog } from '../../catalog/catalog';
import type { Db } from '../../../db/client';
import type { ClaimRow } from '../../../db/schema';
import { periodContaining } from '../../agreements/mappers';
import { policyYear } from '../estimate';
import type { EngineClaim, InsuranceTerms, OtherClaim, Terms, WellnessTerms, YearUsage } from './engine';

/**
 * What a claim not denied holds of its year: what it was approved for once decided, what it was estimated at while
 * it waits. Filing, estimates, the engine and adjusters all count with it, so the year never promises more than it has.
 */
export const committedCents = sql<number>`case when claims.status in ('APPROVED', 'PAID') then coalesce(claims.approved_cents, 0) else claims.estimated_reimbursement_cents end`;

export interface ClaimTerms {
  terms: Terms;
  agreement: {
    id: number;
    uuid: string;
    policyNumber: string;
    status: string;
    kind: 'INSURANCE' | 'WELLNESS';
  };
  /** The policy (or plan) year [from, to) of the claim's date of service. */
  year: { from: string; to: string };
}

const endedBy = (status: string, endsOn: string | null): 'CANCELLED' | 'LAPSED' | null =>
  endsOn === null ? null : status === 'LAPSED' ? 'LAPSED' : 'CANCELLED';

/** The agreement that pays the claim, locked with `lock` so decisions on one policy take turns. */
export async function claimTerms(
  db: Db,
  catalog: Catalog,
  claim: ClaimRow,
  options: { lock?: boolean } = {},
): Promise<ClaimTerms> {
  if (claim.claim_type === 'WELLNESS') {
    const query = db.selectFrom('purchase_agreements').selectAll().where('id', '=', claim.purchase_agreement_id!);
    const row = await (options.lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
    const plan = catalog.plans.get(row.wellness_plan_id);
    const year = periodContaining(row.start_date, claim.date_of_service, 12);
    const terms: WellnessTerms = {
      kind: 'WELLNESS',
      planName: plan?.name ?? 'wellness',
      startDate: row.start_date,
      endsOn: row.ends_on,
      endedBy: endedBy(row.status, row.ends_on),
      planYearTo: year.to,
      allowances: (plan?.allowances ?? []).map((a) => ({
        service: a.service,
        label: a.label,
        annualAllowanceCents: a.annualAllowanceCents,
      })),
    };
    return {
      terms,
      agreement: { id: row.id, uuid: row.uuid, policyNumber: row.policy_number, status: row.status, kind: 'WELLNESS' },
      year,
    };
  }
  const query = db.selectFrom('insurance_agreements').selectAll().where('id', '=', claim.insurance_agreement_id!);
  const row = await (options.lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
  const terms: InsuranceTerms = {
    kind: 'INSURANCE',
    startDate: row.start_date,
    endsOn: row.ends_on,
    endedBy: endedBy(row.status, row.ends_on),
    accidentCoverageDate: row.accident_coverage_date,
    illnessCoverageDate: row.illness_coverage_date,
    cruciateCoverageDate: row.cruciate_coverage_date,
    deductibleCents: row.deductible * 100,
    coinsurancePercent: row.coinsurance_percent,
    annualLimitCents: row.annual_limit_cents,
  };
  return {
    terms,
    agreement: { id: row.id, uuid: row.uuid, policyNumber: row.policy_number, status: row.status, kind: 'INSURANCE' },
    year: policyYear(row.start_date, claim.date_of_service),
  };
}

/** What the other claims (not denied) of the claim's year hold: for wellness, of the claim's item only. */
export async function yearUsage(db: Db, claim: ClaimRow, year: { from: string; to: string }): Promise<YearUsage> {
  const sameAgreement: Expression<SqlBool> =
    claim.claim_type === 'WELLNESS'
      ? sql<SqlBool>`claims.purchase_agreement_id = ${claim.purchase_agreement_id} and claims.wellness_service = ${claim.wellness_service}`
      : sql<SqlBool>`claims.insurance_agreement_id = ${claim.insurance_agreement_id}`;
  const row = await db
    .selectFrom('claims')
    .select([
      sql<number>`coalesce(sum(claims.deductible_applied_cents), 0)`.as('deductible'),
      sql<number>`coalesce(sum(${committedCents}), 0)`.as('committed'),
    ])
    .where(sameAgreement)
    .where('claims.id', '!=', claim.id)
    .where('claims.status', '!=', 'DENIED')
    .where('claims.date_of_service', '>=', year.from)
    .where('claims.date_of_service', '<', year.to)
    .executeTakeFirst();
  return { deductibleCents: Number(row?.deductible ?? 0), paidCents: Number(row?.committed ?? 0) };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The pet's other claims, for the duplicate, first-claim and burst rules. */
export async function otherClaimsOfPet(db: Db, claim: ClaimRow): Promise<OtherClaim[]> {
  const rows = await db
    .selectFrom('claims')
    .select(['id', 'status', 'date_of_service', 'amount_cents', 'clinic', 'created_at'])
    .where('pet_id', '=', claim.pet_id)
    .where('id', '!=', claim.id)
    // Claims filed after this one do not make it a duplicate or a burst: the earlier claim is judged on its own.
    .where('created_at', '<=', claim.created_at)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    dateOfService: r.date_of_service,
    amountCents: r.amount_cents,
    clinic: r.clinic,
    filedOn: isoDay(r.created_at),
  }));
}

export async function engineClaim(db: Db, claim: ClaimRow): Promise<EngineClaim> {
  const pet = await db.selectFrom('pets').select('name').where('id', '=', claim.pet_id).executeTakeFirstOrThrow();
  return {
    id: claim.id,
    petName: pet.name,
    condition: claim.condition as EngineClaim['condition'],
    wellnessService: claim.wellness_service as EngineClaim['wellnessService'],
    dateOfService: claim.date_of_service,
    amountCents: claim.amount_cents,
    clinic: claim.clinic,
    signsBeforeCover: claim.signs_before_cover,
    filedOn: isoDay(claim.created_at),
  };
}
