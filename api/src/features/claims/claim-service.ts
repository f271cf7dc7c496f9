// Claims: submission with invoice files, listing, detail with status history, and status changes.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  CLAIM_APPEAL_DAYS,
  type Claim,
  type ClaimCondition,
  type ClaimDenialReason,
  type ClaimEstimatePreview,
  type ClaimStatus,
  type ClaimSummary,
  type ClaimType,
  type WellnessService,
} from '@tailwise/shared/contract';
import type { Catalog } from '../catalog/catalog';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { ClaimRow, InsuranceAgreementRow } from '../../db/schema';
import { ApiError, unprocessable } from '../../http/errors';
import { addDays } from '../agreements/mappers';
import { enqueueEmail } from '../../mail/email-job';
import { WAITING_PERIODS } from '../../pricing';
import { estimateReimbursement, policyYear, type Estimate } from './estimate';
import { assessWellnessClaim, toWellnessPreview } from './wellness-claims';
import { committedCents } from './decision/claim-facts';
import { CLAIM_DECIDE_TASK, claimNumberOf, recordFiled } from './decision/claim-steps';

export { claimNumberOf } from './decision/claim-steps';

export interface StoredUpload {
  tmpPath: string;
  fileName: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  sizeBytes: number;
  sha256: string;
}

export interface ClaimInput {
  petUuid: string;
  /** INSURANCE when left out. */
  claimType?: ClaimType;
  /** INSURANCE claims (the contract requires it). */
  condition?: ClaimCondition;
  /** WELLNESS claims (the contract requires it). */
  wellnessService?: WellnessService;
  dateOfService: string;
  amountCents: number;
  clinic?: string | null;
  description: string;
  /** INSURANCE: the customer said the pet showed signs before the cover started. */
  signsBeforeCover?: boolean;
}

const claimNotFound = () => new ApiError(404, 'NotFound', 'Claim not found');
const EXT: Record<StoredUpload['contentType'], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Whether a denied claim can still be appealed on `today`: once, within CLAIM_APPEAL_DAYS of the denial. */
export function appealable(row: ClaimRow, today: string): boolean {
  if (row.status !== 'DENIED' || row.appealed_at !== null || row.decided_at === null) return false;
  return addDays(row.decided_at.toISOString().slice(0, 10), CLAIM_APPEAL_DAYS) >= today;
}

function toSummary(row: ClaimRow, petUuid: string, petName: string, today: string): ClaimSummary {
  const decided = row.status === 'APPROVED' || row.status === 'PAID' || row.status === 'DENIED';
  const reviewing = row.status === 'IN_REVIEW' || row.status === 'INFO_REQUESTED';
  return {
    uuid: row.uuid,
    pet: petUuid,
    petName,
    status: row.status as ClaimStatus,
    claimType: row.claim_type,
    condition: row.condition as ClaimCondition | null,
    wellnessService: row.wellness_service as WellnessService | null,
    dateOfService: row.date_of_service,
    amountCents: row.amount_cents,
    clinic: row.clinic,
    description: row.description,
    estimate: {
      deductibleAppliedCents: row.deductible_applied_cents,
      coinsurancePercent: row.coinsurance_percent,
      estimatedReimbursementCents: row.estimated_reimbursement_cents,
      note: row.estimate_note as ClaimSummary['estimate']['note'],
    },
    decision:
      decided && row.decided_at
        ? {
            outcome: row.status === 'DENIED' ? 'DENIED' : 'APPROVED',
            by: row.decided_by ?? 'ADJUSTER',
            approvedCents: row.status === 'DENIED' ? null : row.approved_cents,
            deductibleAppliedCents:
              row.status === 'DENIED' || row.claim_type === 'WELLNESS' ? null : row.deductible_applied_cents,
            denialReason: row.status === 'DENIED' ? (row.denial_reason as ClaimDenialReason | null) : null,
            text: row.decision_text ?? '',
            at: row.decided_at.toISOString(),
          }
        : null,
    review:
      reviewing && row.review_since
        ? { reasons: row.review_reasons.map((r) => r.text), since: row.review_since.toISOString() }
        : null,
    infoRequest:
      row.status === 'INFO_REQUESTED' && row.info_request && row.info_requested_at
        ? { request: row.info_request, at: row.info_requested_at.toISOString() }
        : null,
    appeal: row.appeal_note && row.appealed_at ? { note: row.appeal_note, at: row.appealed_at.toISOString() } : null,
    canAppeal: appealable(row, today),
    payout:
      row.status === 'PAID' && row.payout_reference && row.paid_on && row.payout_to
        ? {
            reference: row.payout_reference,
            amountCents: row.paid_cents ?? 0,
            paidOn: row.paid_on,
            paidTo: row.payout_to,
          }
        : null,
    paidCents: row.paid_cents,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface ClaimAssessment {
  agreement: InsuranceAgreementRow;
  year: { from: string; to: string };
  /** Deductible used and reimbursement estimated by the other claims (not DENIED) of the same policy year. */
  used: { deductibleCents: number; reimbursedCents: number };
  estimate: Estimate;
}

/**
 * The pet's ACTIVE policy and what it would pay for this bill: the rules a submitted claim and an estimate share.
 * 422 naming petUuid without active insurance, dateOfService before the policy or after a cancelled policy's end.
 */
export async function assessClaim(
  db: Db,
  input: Pick<ClaimInput, 'dateOfService' | 'amountCents'> & {
    condition: ClaimCondition;
    customerId: number;
    petId: number;
  },
  options: { lock?: boolean } = {},
): Promise<ClaimAssessment> {
  // A lapsed policy still pays for visits while it was paid for (through ends_on); an ACTIVE one comes first.
  const query = db
    .selectFrom('insurance_agreements')
    .selectAll()
    .where('pet_id', '=', input.petId)
    .where('customer_id', '=', input.customerId)
    .where('status', 'in', ['ACTIVE', 'LAPSED'])
    .orderBy(sql`status = 'ACTIVE'`, 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  // Filing a claim holds the policy row until it commits: a parallel claim waits, then sees this one's deductible
  // and limit used (an estimate only reads).
  const agreement = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
  if (!agreement) {
    throw unprocessable('NoActiveInsurance', 'This pet has no active insurance to claim on', {
      petUuid: 'No active insurance',
    });
  }
  if (input.dateOfService < agreement.start_date) {
    throw unprocessable('UnprocessableEntity', 'The date of service is before the policy started', {
      dateOfService: `The policy started on ${agreement.start_date}`,
    });
  }
  if (agreement.ends_on !== null && input.dateOfService > agreement.ends_on) {
    const why = agreement.status === 'LAPSED' ? 'lapsed (a premium went unpaid)' : 'was cancelled';
    throw unprocessable('UnprocessableEntity', `The date of service is after the policy ${why}`, {
      dateOfService: `The cover ended on ${agreement.ends_on}`,
    });
  }
  const year = policyYear(agreement.start_date, input.dateOfService);
  const sums = await db
    .selectFrom('claims')
    .select([
      sql<number>`coalesce(sum(claims.deductible_applied_cents), 0)`.as('deductible'),
      sql<number>`coalesce(sum(${committedCents}), 0)`.as('reimbursed'),
    ])
    .where('insurance_agreement_id', '=', agreement.id)
    .where('status', '!=', 'DENIED')
    .where('date_of_service', '>=', year.from)
    .where('date_of_service', '<', year.to)
    .executeTakeFirst();
  const used = { deductibleCents: Number(sums?.deductible ?? 0), reimbursedCents: Number(sums?.reimbursed ?? 0) };
  const estimate = estimateReimbursement(
    {
      startDate: agreement.start_date,
      accidentCoverageDate: agreement.accident_coverage_date,
      illnessCoverageDate: agreement.illness_coverage_date,
      cruciateCoverageDate: agreement.cruciate_coverage_date,
      deductibleDollars: agreement.deductible,
      coinsurancePercent: agreement.coinsurance_percent,
      annualLimitCents: agreement.annual_limit_cents,
    },
    input,
    used,
  );
  return { agreement, year, used, estimate };
}

/**
 * Inserts a claim with its estimate and first history entry; used by submission and the seed. Call it inside a
 * transaction: it locks the policy row until the claim commits.
 */
export async function insertClaim(
  db: Db,
  input: ClaimInput & { customerId: number; petId: number; submittedAt?: Date; catalog?: Catalog },
): Promise<ClaimRow> {
  // Insurance pays from the policy; a wellness item from the plan's allowance for its service (locked the same way).
  const paidBy =
    input.claimType === 'WELLNESS'
      ? await (async () => {
          if (!input.catalog || !input.wellnessService) throw new Error('A wellness claim needs its service');
          const w = await assessWellnessClaim(
            db,
            input.catalog,
            { ...input, wellnessService: input.wellnessService },
            { lock: true },
          );
          const estimate: Estimate = {
            deductibleAppliedCents: 0,
            coinsurancePercent: 0,
            estimatedReimbursementCents: w.estimatedReimbursementCents,
            note: w.note,
          };
          return { insurance: null, wellness: w.agreement.id, estimate };
        })()
      : await (async () => {
          if (!input.condition) throw new Error('An insurance claim needs its condition');
          const { agreement, estimate } = await assessClaim(
            db,
            { ...input, condition: input.condition },
            { lock: true },
          );
          return { insurance: agreement.id, wellness: null, estimate };
        })();
  const { estimate } = paidBy;
  const at = input.submittedAt ?? new Date();
  const claim = await db
    .insertInto('claims')
    .values({
      uuid: randomUUID(),
      customer_id: input.customerId,
      pet_id: input.petId,
      claim_type: input.claimType ?? 'INSURANCE',
      insurance_agreement_id: paidBy.insurance,
      purchase_agreement_id: paidBy.wellness,
      status: 'SUBMITTED',
      condition: input.claimType === 'WELLNESS' ? null : (input.condition ?? null),
      wellness_service: input.claimType === 'WELLNESS' ? (input.wellnessService ?? null) : null,
      date_of_service: input.dateOfService,
      amount_cents: input.amountCents,
      clinic: input.clinic ?? null,
      description: input.description,
      deductible_applied_cents: estimate.deductibleAppliedCents,
      coinsurance_percent: estimate.coinsurancePercent,
      estimated_reimbursement_cents: estimate.estimatedReimbursementCents,
      estimate_note: estimate.note,
      paid_cents: null,
      signs_before_cover: input.claimType !== 'WELLNESS' && input.signsBeforeCover === true,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordFiled(db, claim);
  await db
    .insertInto('claim_status_history')
    .values({ claim_id: claim.id, status: 'SUBMITTED', note: null, created_at: at })
    .execute();
  return claim;
}

const WAITING_TEXT: Record<ClaimCondition, [string, string]> = {
  ACCIDENT: ['Accidents', `${WAITING_PERIODS.accidentDays}-day`],
  ILLNESS: ['Illnesses', `${WAITING_PERIODS.illnessDays}-day`],
  CRUCIATE_LIGAMENT: ['Cruciate ligament conditions', `${WAITING_PERIODS.cruciateLigamentMonths}-month`],
};

async function ownPetForClaim(ctx: AppContext, customerId: number, petUuid: string, dateOfService: string) {
  const pet = await ctx.db
    .selectFrom('pets')
    .select(['id', 'uuid', 'name'])
    .where('uuid', '=', petUuid.toLowerCase())
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!pet) throw new ApiError(404, 'NotFound', 'Pet not found', { petUuid: 'Pet not found' });
  // The product's clock: with it moved (tests, the demo), "today" is the day it says.
  if (dateOfService > (await ctx.clock.today())) {
    throw unprocessable('UnprocessableEntity', 'The date of service is in the future', {
      dateOfService: 'Cannot be in the future',
    });
  }
  return pet;
}

/** POST /claims/estimate/: what a claim would be paid, and how, before the customer files it. Changes nothing. */
export async function previewEstimate(
  ctx: AppContext,
  customerId: number,
  input: Pick<ClaimInput, 'petUuid' | 'claimType' | 'condition' | 'wellnessService' | 'dateOfService' | 'amountCents'>,
): Promise<ClaimEstimatePreview> {
  const pet = await ownPetForClaim(ctx, customerId, input.petUuid, input.dateOfService);
  if (input.claimType === 'WELLNESS' || !input.condition) {
    const wellnessService = input.wellnessService as WellnessService; // the contract requires it for WELLNESS
    const ask = { ...input, wellnessService, customerId, petId: pet.id };
    return toWellnessPreview(pet.uuid, ask, await assessWellnessClaim(ctx.db, ctx.catalog, ask));
  }
  const condition = input.condition;
  const { agreement, year, used, estimate } = await assessClaim(ctx.db, {
    ...input,
    condition,
    customerId,
    petId: pet.id,
  });
  const deductibleCents = agreement.deductible * 100;
  const coveredFrom = {
    ACCIDENT: agreement.accident_coverage_date,
    ILLNESS: agreement.illness_coverage_date,
    CRUCIATE_LIGAMENT: agreement.cruciate_coverage_date,
  }[condition];
  const [what, period] = WAITING_TEXT[condition];
  return {
    claimType: 'INSURANCE',
    pet: pet.uuid,
    agreement: agreement.uuid,
    policyNumber: agreement.policy_number,
    condition,
    dateOfService: input.dateOfService,
    amountCents: input.amountCents,
    policyYear: year,
    deductibleCents,
    deductibleLeftCents: Math.max(0, deductibleCents - used.deductibleCents),
    deductibleAppliedCents: estimate.deductibleAppliedCents,
    reimbursementPercent: 100 - agreement.coinsurance_percent,
    coinsurancePercent: agreement.coinsurance_percent,
    annualLimitCents: agreement.annual_limit_cents,
    limitLeftCents:
      agreement.annual_limit_cents === null ? null : Math.max(0, agreement.annual_limit_cents - used.reimbursedCents),
    estimatedReimbursementCents: estimate.estimatedReimbursementCents,
    note: estimate.note === 'ALLOWANCE_REACHED' ? null : estimate.note, // never from a policy
    waitingPeriod:
      estimate.note === 'WAITING_PERIOD'
        ? {
            condition,
            coveredFrom,
            message: `${what} are covered from ${coveredFrom} (${period} waiting period): a bill from ${input.dateOfService} is not reimbursed.`,
          }
        : null,
  };
}

/**
 * One bill is claimed once: 422 on invoices when a file (by sha256) is already on another of the customer's claims
 * that was not denied, or is sent twice. The caller holds the customer's row until the claim commits, so the same
 * file sent in parallel (to any of their pets) is claimed once.
 */
async function refuseClaimedInvoices(
  trx: Db,
  customerId: number,
  claimId: number,
  uploads: StoredUpload[],
): Promise<void> {
  const refuse = (detail: string) =>
    unprocessable('InvoiceAlreadyClaimed', 'This invoice has already been claimed', { invoices: detail });
  const hashes = uploads.map((u) => u.sha256);
  const twice = uploads.find((u, i) => hashes.indexOf(u.sha256) !== i);
  if (twice) throw refuse(`${twice.fileName} is attached twice`);
  if (hashes.length === 0) return;
  const claimed = await trx
    .selectFrom('claim_invoices')
    .innerJoin('claims', 'claims.id', 'claim_invoices.claim_id')
    .select(['claim_invoices.sha256', 'claims.uuid'])
    .where('claims.customer_id', '=', customerId)
    .where('claims.id', '!=', claimId)
    .where('claims.status', '!=', 'DENIED')
    .where('claim_invoices.sha256', 'in', hashes)
    .executeTakeFirst();
  if (claimed) {
    const file = uploads.find((u) => u.sha256 === claimed.sha256)?.fileName ?? 'An invoice';
    throw refuse(`${file} is already on claim ${claimed.uuid}`);
  }
}

export async function submitClaim(
  ctx: AppContext,
  customerId: number,
  input: ClaimInput,
  uploads: StoredUpload[],
): Promise<Claim> {
  const pet = await ownPetForClaim(ctx, customerId, input.petUuid, input.dateOfService);

  const moved: string[] = [];
  try {
    const uuid = await ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
      const claim = await insertClaim(trx, { ...input, customerId, petId: pet.id, catalog: ctx.catalog });
      await refuseClaimedInvoices(trx, customerId, claim.id, uploads);
      await enqueueClaimReceived(ctx, trx, claim, pet.name);
      // Decided by a worker within a second of this commit; never if the claim does not commit.
      await ctx.jobs.enqueue(trx, {
        task: CLAIM_DECIDE_TASK,
        payload: { claimId: claim.id },
        key: `claims:decide:${claim.uuid}`,
      });
      for (const [position, upload] of uploads.entries()) {
        const id = randomUUID();
        const storageKey = `claims/${claim.uuid}/${id}.${EXT[upload.contentType]}`;
        // Stored before the rows commit; a failed claim removes what it stored.
        await ctx.invoices.put(storageKey, upload.tmpPath, upload.contentType);
        moved.push(storageKey);
        await trx
          .insertInto('claim_invoices')
          .values({
            id,
            claim_id: claim.id,
            file_name: upload.fileName,
            content_type: upload.contentType,
            size_bytes: upload.sizeBytes,
            storage_key: storageKey,
            sha256: upload.sha256,
            position,
          })
          .execute();
      }
      return claim.uuid;
    });
    ctx.log.info({ claimUuid: uuid, files: uploads.length }, 'claim submitted');
    return getClaim(ctx, customerId, uuid);
  } catch (err) {
    await Promise.all(moved.map((key) => ctx.invoices.delete(key).catch(() => undefined)));
    throw err;
  }
}

/** "We received your claim", queued with the claim so a claim that fails to record sends nothing. */
async function enqueueClaimReceived(ctx: AppContext, trx: Db, claim: ClaimRow, petName: string): Promise<void> {
  const customer = await trx
    .selectFrom('customers')
    .select(['email', 'first_name'])
    .where('id', '=', claim.customer_id)
    .executeTakeFirstOrThrow();
  if (!customer.email) return;
  await enqueueEmail(ctx, trx, `claim-received:${claim.uuid}`, {
    template: 'claim-received',
    to: customer.email,
    data: {
      firstName: customer.first_name,
      petName,
      claimNumber: claimNumberOf(claim.uuid),
      claimType: claim.claim_type,
      amountCents: claim.amount_cents,
      dateOfService: claim.date_of_service,
      clinicName: claim.clinic,
      claimUrl: `${ctx.config.publicSiteUrl}/dashboard/claims/${claim.uuid}`,
    },
  });
}

export async function listClaims(ctx: AppContext, customerId: number): Promise<ClaimSummary[]> {
  const rows = await ctx.db
    .selectFrom('claims')
    .innerJoin('pets', 'pets.id', 'claims.pet_id')
    .selectAll('claims')
    .select(['pets.uuid as pet_uuid', 'pets.name as pet_name'])
    .where('claims.customer_id', '=', customerId)
    .orderBy('claims.created_at', 'desc')
    .orderBy('claims.id', 'desc')
    .execute();
  const today = await ctx.clock.today();
  return rows.map((r) => toSummary(r, r.pet_uuid, r.pet_name, today));
}

async function findOwnClaim(db: Db, customerId: number, uuid: string) {
  return db
    .selectFrom('claims')
    .innerJoin('pets', 'pets.id', 'claims.pet_id')
    .selectAll('claims')
    .select(['pets.uuid as pet_uuid', 'pets.name as pet_name'])
    .where('claims.uuid', '=', uuid)
    .where('claims.customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function getClaim(ctx: AppContext, customerId: number, uuid: string): Promise<Claim> {
  const row = await findOwnClaim(ctx.db, customerId, uuid);
  if (!row) throw claimNotFound();
  const [invoices, history] = await Promise.all([
    ctx.db.selectFrom('claim_invoices').selectAll().where('claim_id', '=', row.id).orderBy('position').execute(),
    ctx.db
      .selectFrom('claim_status_history')
      .selectAll()
      .where('claim_id', '=', row.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...toSummary(row, row.pet_uuid, row.pet_name, await ctx.clock.today()),
    invoices: invoices.map((i) => ({
      id: i.id,
      fileName: i.file_name,
      contentType: i.content_type as StoredUpload['contentType'],
      sizeBytes: i.size_bytes,
      kind: i.kind,
      addedAt: i.created_at.toISOString(),
    })),
    history: history.map((h) => ({ status: h.status as ClaimStatus, note: h.note, at: h.created_at.toISOString() })),
  };
}

export async function findOwnInvoice(ctx: AppContext, customerId: number, claimUuid: string, invoiceId: string) {
  const row = await ctx.db
    .selectFrom('claim_invoices')
    .innerJoin('claims', 'claims.id', 'claim_invoices.claim_id')
    .selectAll('claim_invoices')
    .where('claims.uuid', '=', claimUuid)
    .where('claims.customer_id', '=', customerId)
    .where('claim_invoices.id', '=', invoiceId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NotFound', 'Invoice not found');
  return row;
}
