// The free-look refund is only for plans with no claim: a claim then a cancel inside 30 days would be free cover.
import type { Cancellation } from '@tailwise/shared/contract';
import { backdateCover } from '../../test/claim-helpers';
import { breedIds, buyInsurance, call, createUser, json, type TestUser, useTestApp } from '../../test/harness';
import { multipartBody, uniquePdf } from '../../test/multipart';
import { addDays, addMonths, isoDay } from './mappers';

const t = useTestApp();

const today = () => isoDay(new Date());

const preview = (user: TestUser, uuid: string) => call(t.app, 'GET', `/agreements/${uuid}/cancellation/`, { user });
const cancel = (user: TestUser, uuid: string) => call(t.app, 'POST', `/agreements/${uuid}/cancel/`, { user });

function fileClaim(user: TestUser, fields: Record<string, string>) {
  const form = multipartBody(fields, [
    { field: 'invoices', fileName: 'invoice.pdf', contentType: 'application/pdf', data: uniquePdf() },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: form.body,
    headers: { 'content-type': form.contentType, ...user.auth },
  });
}

/** The $3,750 accident of the exploit, two days ago. */
const accident = (petUuid: string) =>
  ({
    petUuid,
    condition: 'ACCIDENT',
    dateOfService: addDays(today(), -2),
    amountCents: '375000',
    description: 'Hit by a bike: x-rays and a splint',
  }) as Record<string, string>;

const wellnessExam = (petUuid: string) => ({
  petUuid,
  claimType: 'WELLNESS',
  wellnessService: 'WELLNESS_EXAM',
  dateOfService: today(),
  amountCents: '5000',
  description: 'Yearly check-up',
});

async function refundsOf(purchaseUuid: string) {
  const purchase = await t.ctx.db
    .selectFrom('purchases')
    .select('charge_id')
    .where('uuid', '=', purchaseUuid)
    .executeTakeFirstOrThrow();
  return t.ctx.db
    .selectFrom('sandbox_refunds')
    .selectAll()
    .where('charge_id', '=', purchase.charge_id as string)
    .execute();
}

/** Insurance bought 10 days ago (inside the free look, accidents covered), and its pet. */
async function insuredInFreeLook(user: TestUser) {
  const bought = await buyInsurance(t, user);
  const agreement = bought.insuranceAgreements[0];
  const pet = bought.pets[0];
  if (!agreement || !pet) throw new Error('nothing bought');
  const start = await backdateCover(t, { agreementUuid: agreement.uuid }, 10);
  return { bought, agreement, pet, start };
}

/** The last day of the month already paid for, counted in months from the start. */
function paidMonthEnd(start: string): string {
  let months = 1;
  while (addMonths(start, months) <= today()) months += 1;
  return addDays(addMonths(start, months), -1);
}

describe('free look and claims', () => {
  test('insurance with an accident claim: cancelling in the free look refunds nothing, cover runs to the paid end', async () => {
    const user = await createUser();
    const { bought, agreement, pet, start } = await insuredInFreeLook(user);
    const filed = await fileClaim(user, accident(pet.uuid));
    expect(filed.statusCode).toBe(201);
    const endsOn = paidMonthEnd(start);
    const expected = {
      freeLook: false,
      freeLookLostToClaim: true,
      freeLookEndsOn: addDays(start, 30),
      refundCents: 0,
      refundMethod: 'NONE',
      refundStatus: 'NOT_APPLICABLE',
      status: 'ACTIVE',
      endsOn,
    };

    const seen = json<Cancellation>(await preview(user, agreement.uuid));
    expect(seen).toMatchObject({ cancelled: false, ...expected });
    expect(seen.message).toMatch(/claim/);
    const res = await cancel(user, agreement.uuid);
    expect(res.statusCode).toBe(200);
    const done = json<Cancellation>(res);
    expect(done).toMatchObject({ cancelled: true, ...expected });
    expect(done.message).toMatch(/claim/);
    expect(json(await preview(user, agreement.uuid))).toEqual(done);
    expect(await refundsOf(bought.purchaseId)).toHaveLength(0);

    const stored = await t.ctx.db
      .selectFrom('insurance_agreements')
      .select(['status', 'free_look', 'refund_cents', 'ends_on'])
      .where('uuid', '=', agreement.uuid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'ACTIVE', free_look: false, refund_cents: 0, ends_on: endsOn });
    // What was paid for is still covered: another bill inside it is a claim.
    expect((await fileClaim(user, accident(pet.uuid))).statusCode).toBe(201);
  });

  test('wellness plan with an exam claim: cancelling in the free look refunds nothing', async () => {
    const user = await createUser();
    const ids = breedIds(t);
    const bought = await buyInsurance(t, user, {
      pets: [{ name: 'Miso', petType: 1, breedId: ids.cat, age: 5, wellnessPlanId: 'cat-classic' }],
    });
    const plan = bought.purchaseAgreements[0];
    const pet = bought.pets[0];
    if (!plan || !pet) throw new Error('nothing bought');
    expect((await fileClaim(user, wellnessExam(pet.uuid))).statusCode).toBe(201);

    const done = json<Cancellation>(await cancel(user, plan.uuid));
    expect(done).toMatchObject({
      kind: 'WELLNESS',
      cancelled: true,
      freeLook: false,
      freeLookLostToClaim: true,
      refundCents: 0,
      refundMethod: 'NONE',
      status: 'ACTIVE',
      endsOn: paidMonthEnd(plan.startDate),
    });
    expect(await refundsOf(bought.purchaseId)).toHaveLength(0);
  });

  test('a DENIED claim does not cost the refund; once refunded, the plan takes no new claim', async () => {
    const user = await createUser();
    const { bought, agreement, pet } = await insuredInFreeLook(user);
    const claim = json<{ uuid: string }>(await fileClaim(user, accident(pet.uuid)));
    await t.ctx.db.updateTable('claims').set({ status: 'DENIED' }).where('uuid', '=', claim.uuid).execute();

    expect(json<Cancellation>(await preview(user, agreement.uuid))).toMatchObject({
      freeLook: true,
      freeLookLostToClaim: false,
      refundCents: bought.chargedCents,
    });
    const done = json<Cancellation>(await cancel(user, agreement.uuid));
    expect(done).toMatchObject({
      freeLook: true,
      freeLookLostToClaim: false,
      status: 'CANCELLED',
      refundCents: bought.chargedCents,
      refundStatus: 'REFUNDED',
    });
    expect((await refundsOf(bought.purchaseId)).map((r) => r.amount_cents)).toEqual([bought.chargedCents]);
    const late = await fileClaim(user, accident(pet.uuid));
    expect(late.statusCode).toBe(422);
    expect(json(late)).toMatchObject({ error: { code: 'NoActiveInsurance' } });
  });

  test('a claim and a cancel at the same moment: never a refund and a live claim on the same plan', async () => {
    // Filing a claim takes longer than cancelling (the form, the invoice): the cancel starts later and later, so
    // the rounds go from cancel-first through overlapping to claim-first.
    const delays = [0, 0, 2, 5, 10, 20, 30, 50, 80, 120];
    const rounds = [];
    for (const delay of delays) {
      const user = await createUser();
      const { bought, agreement, pet } = await insuredInFreeLook(user);
      const [claimRes, cancelRes] = await Promise.all([
        fileClaim(user, accident(pet.uuid)),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => cancel(user, agreement.uuid)),
      ]);
      expect(cancelRes.statusCode).toBe(200);
      const live = await t.ctx.db
        .selectFrom('claims')
        .innerJoin('insurance_agreements', 'insurance_agreements.id', 'claims.insurance_agreement_id')
        .select('claims.id')
        .where('insurance_agreements.uuid', '=', agreement.uuid)
        .where('claims.status', '!=', 'DENIED')
        .execute();
      rounds.push({
        delay,
        claimStatus: claimRes.statusCode,
        liveClaims: live.length,
        answeredRefundCents: json<Cancellation>(cancelRes).refundCents,
        refundedCents: (await refundsOf(bought.purchaseId)).reduce((sum, r) => sum + r.amount_cents, 0),
      });
    }
    // Either the claim came first (filed, no refund) or the cancel did (refund, claim refused: no active insurance).
    expect(rounds.filter((r) => r.liveClaims > 0 && r.refundedCents > 0)).toEqual([]);
    for (const r of rounds) {
      expect(r.claimStatus).toBe(r.liveClaims > 0 ? 201 : 422);
      expect(r.answeredRefundCents).toBe(r.refundedCents);
    }
  });
});
