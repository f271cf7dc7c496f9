// What a customer can do with a decided claim: appeal a denial once, with a note, and send the documents an adjuster
// asked for into the same claim. Both hand the claim back to a person.
import { randomUUID } from 'node:crypto';
import type { Claim } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { ApiError, conflict } from '../../http/errors';
import { appealable, getClaim, type StoredUpload } from './claim-service';
import { claimTerms, engineClaim, yearUsage } from './decision/claim-facts';
import { CUSTOMER, lockClaim, recordReview } from './decision/claim-steps';
import { payableFor, type ReviewReason } from './decision/engine';

const EXT: Record<StoredUpload['contentType'], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

async function ownClaimId(ctx: AppContext, customerId: number, uuid: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('claims')
    .select('id')
    .where('uuid', '=', uuid)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NotFound', 'Claim not found');
  return row.id;
}

/** POST /claims/:uuid/appeal/: a denied claim goes to a person once, with the customer's note. */
export async function appealClaim(ctx: AppContext, customerId: number, uuid: string, note: string): Promise<Claim> {
  const id = await ownClaimId(ctx, customerId, uuid);
  const today = await ctx.clock.today();
  await ctx.db.transaction().execute(async (trx) => {
    const claim = await lockClaim(trx, id);
    if (claim.status !== 'DENIED') {
      throw conflict('ClaimNotAppealable', 'Only a denied claim can be appealed');
    }
    if (claim.appealed_at !== null) {
      throw conflict('ClaimNotAppealable', 'This claim was appealed already: each claim can be appealed once');
    }
    if (!appealable(claim, today)) {
      throw conflict('ClaimNotAppealable', `The time to appeal this decision has passed (${today})`);
    }
    // What the terms would pay now, for the adjuster: the year may have moved on since the denial.
    const { terms, year } = await claimTerms(trx, ctx.catalog, claim, { lock: true });
    const proposal = payableFor(terms, await engineClaim(trx, claim), await yearUsage(trx, claim, year));
    await recordReview(ctx, trx, claim, {
      reasons: [{ code: 'APPEAL', text: 'The decision was appealed: a person who did not make it reviews the claim.' }],
      proposedCents: proposal.amountCents,
      actor: CUSTOMER,
      action: 'APPEALED',
      timeline: `Appeal received: ${note}`,
      auditNote: note,
      extra: { appeal_note: note, appealed_at: new Date() },
      today,
    });
  });
  return getClaim(ctx, customerId, uuid);
}

/** POST /claims/:uuid/documents/: what an adjuster asked for, into the same claim, which goes back to them. */
export async function addClaimDocuments(
  ctx: AppContext,
  customerId: number,
  uuid: string,
  uploads: StoredUpload[],
  note: string | undefined,
): Promise<Claim> {
  const id = await ownClaimId(ctx, customerId, uuid);
  const today = await ctx.clock.today();
  if (uploads.length === 0) {
    throw new ApiError(422, 'InvalidUpload', 'Attach at least one file', { documents: 'Attach at least one file' });
  }
  const stored: string[] = [];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const claim = await lockClaim(trx, id);
      if (claim.status !== 'INFO_REQUESTED') {
        throw conflict('ClaimAlreadyDecided', 'We did not ask for documents on this claim, or already have them');
      }
      const last = await trx
        .selectFrom('claim_invoices')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('claim_id', '=', claim.id)
        .executeTakeFirst();
      let position = Number(last?.position ?? -1) + 1;
      for (const upload of uploads) {
        const fileId = randomUUID();
        const storageKey = `claims/${claim.uuid}/${fileId}.${EXT[upload.contentType]}`;
        await ctx.invoices.put(storageKey, upload.tmpPath, upload.contentType);
        stored.push(storageKey);
        await trx
          .insertInto('claim_invoices')
          .values({
            id: fileId,
            claim_id: claim.id,
            file_name: upload.fileName,
            content_type: upload.contentType,
            size_bytes: upload.sizeBytes,
            storage_key: storageKey,
            sha256: upload.sha256,
            position: position++,
            kind: 'DOCUMENT',
          })
          .execute();
      }
      const reasons: ReviewReason[] = [
        ...(claim.review_reasons as ReviewReason[]).filter((r) => r.code !== 'DOCUMENTS_RECEIVED'),
        { code: 'DOCUMENTS_RECEIVED' as const, text: 'You sent the information we asked for.' },
      ];
      await recordReview(ctx, trx, claim, {
        reasons,
        proposedCents: claim.proposed_cents,
        actor: CUSTOMER,
        action: 'DOCUMENTS_ADDED',
        timeline: `Documents received (${uploads.length}): back with our claims team`,
        auditNote: note ?? `${uploads.length} file(s): ${uploads.map((u) => u.fileName).join(', ')}`,
        today,
      });
    });
  } catch (err) {
    await Promise.all(stored.map((key) => ctx.invoices.delete(key).catch(() => undefined)));
    throw err;
  }
  return getClaim(ctx, customerId, uuid);
}
