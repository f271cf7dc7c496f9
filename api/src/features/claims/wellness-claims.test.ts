// Wellness-item claims against a plan's allowance (estimate, filing, the allowance used once approved or paid), the
// clinic field (and old claims that carried it in the description), and the next payment /me/ and agreements show.
import type { CheckoutResult, Claim, ClaimEstimatePreview, Me, Pet } from '@tailwise/shared/contract';
import { moveClinicOutOfDescription } from '../../db/migrations/0009_claim_types_clinic_pet_birthday';
import { addDays, addMonths, isoDay } from '../agreements/mappers';
import { buyInsurance, call, createUser, json, type TestUser, useTestApp } from '../../test/harness';
import { multipartBody, uniquePdf } from '../../test/multipart';
import { drainJobs } from '../../jobs/drain';

const t = useTestApp();

const today = () => isoDay(new Date());
const EXAM_ALLOWANCE = 7500; // dog-classic's wellness exam

/** A dog with insurance and the Classic wellness plan, both started `days` ago. */
async function coveredDog(user: TestUser, days = 40): Promise<{ bought: CheckoutResult; pet: string; start: string }> {
  const bought = await buyInsurance(t, user, {
    pets: [
      {
        name: 'Rex',
        petType: 0,
        breedId: t.ctx.catalog.breedList.find((b) => b.petType === 0)!.id,
        age: 2,
        insurance: {},
        wellnessPlanId: 'dog-classic',
      },
    ],
  });
  const start = addDays(today(), -days);
  for (const table of ['insurance_agreements', 'purchase_agreements'] as const) {
    await t.ctx.db
      .updateTable(table)
      .set({ start_date: start })
      .where(
        'customer_id',
        'in',
        t.ctx.db.selectFrom('pets').select('customer_id').where('uuid', '=', bought.pets[0]!.uuid),
      )
      .execute();
  }
  return { bought, pet: bought.pets[0]!.uuid, start };
}

async function file(user: TestUser, fields: Record<string, string>) {
  const form = multipartBody(fields, [
    { field: 'invoices', fileName: 'i.pdf', contentType: 'application/pdf', data: uniquePdf() },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: form.body,
    headers: { 'content-type': form.contentType, ...user.auth },
  });
}

const examFields = (pet: string, amountCents: number) => ({
  petUuid: pet,
  claimType: 'WELLNESS',
  wellnessService: 'WELLNESS_EXAM',
  dateOfService: addDays(today(), -2),
  amountCents: String(amountCents),
  clinic: 'Oak Street Vets',
  description: 'Yearly check-up',
});

const examAllowance = (allowance: { services: Array<{ service: string; usedCents: number; leftCents: number }> }) =>
  allowance.services.find((s) => s.service === 'WELLNESS_EXAM');

test('a wellness item is estimated and paid in full up to the allowance left; approved and paid claims use it', async () => {
  const user = await createUser();
  const { pet, start } = await coveredDog(user);

  const first = await call(t.app, 'POST', '/claims/estimate/', {
    user,
    body: {
      petUuid: pet,
      claimType: 'WELLNESS',
      wellnessService: 'WELLNESS_EXAM',
      dateOfService: today(),
      amountCents: 5000,
    },
  });
  expect(first.statusCode).toBe(200);
  const plan = json<Me>(await call(t.app, 'GET', '/me/', { user })).purchaseAgreements[0]!;
  expect(json<ClaimEstimatePreview>(first)).toEqual({
    claimType: 'WELLNESS',
    pet,
    agreement: plan.uuid,
    policyNumber: plan.policyNumber,
    wellnessPlanName: 'Classic',
    wellnessService: 'WELLNESS_EXAM',
    serviceLabel: 'Wellness exam',
    dateOfService: today(),
    amountCents: 5000,
    planYear: { from: start, to: addMonths(start, 12) },
    allowanceCents: EXAM_ALLOWANCE,
    allowanceLeftCents: EXAM_ALLOWANCE,
    estimatedReimbursementCents: 5000,
    note: null,
  });

  const filed = await file(user, examFields(pet, 5000));
  expect(filed.statusCode).toBe(201);
  const claim = json<Claim>(filed);
  expect(claim).toMatchObject({
    claimType: 'WELLNESS',
    wellnessService: 'WELLNESS_EXAM',
    condition: null,
    clinic: 'Oak Street Vets',
    description: 'Yearly check-up',
    status: 'SUBMITTED',
    estimate: { deductibleAppliedCents: 0, coinsurancePercent: 0, estimatedReimbursementCents: 5000, note: null },
  });

  // Not decided yet: the allowance shows nothing used, but the next estimate already counts it.
  const petNow = async () => json<Pet>(await call(t.app, 'GET', `/pets/${pet}`, { user }));
  expect(examAllowance((await petNow()).wellness!.allowance!)).toMatchObject({
    usedCents: 0,
    leftCents: EXAM_ALLOWANCE,
  });
  const second = json<ClaimEstimatePreview>(
    await call(t.app, 'POST', '/claims/estimate/', {
      user,
      body: {
        petUuid: pet,
        claimType: 'WELLNESS',
        wellnessService: 'WELLNESS_EXAM',
        dateOfService: today(),
        amountCents: 4000,
      },
    }),
  );
  expect(second).toMatchObject({
    allowanceLeftCents: 2500,
    estimatedReimbursementCents: 2500,
    note: 'ALLOWANCE_REACHED',
  });

  const row = await t.ctx.db.selectFrom('claims').select('id').where('uuid', '=', claim.uuid).executeTakeFirstOrThrow();
  // The engine approves and pays the item in full (it is within the allowance).
  await drainJobs(t.ctx);
  const paid = json<Claim>(await call(t.app, 'GET', `/claims/${claim.uuid}`, { user }));
  expect(paid).toMatchObject({ status: 'PAID', paidCents: 5000 });
  const approved = (await petNow()).wellness!.allowance!;
  expect(examAllowance(approved)).toMatchObject({ usedCents: 5000, leftCents: 2500 });
  expect(approved.usedCents).toBe(5000);
  expect(approved.leftCents).toBe(approved.totalCents - 5000);

  // An adjuster's lower approval is what counts against the allowance.
  await t.ctx.db
    .updateTable('claims')
    .set({ paid_cents: 4500, approved_cents: 4500 })
    .where('id', '=', row.id)
    .execute();
  const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
  expect(examAllowance(me.purchaseAgreements[0]!.allowance!)).toMatchObject({ usedCents: 4500, leftCents: 3000 });
  expect(me.purchaseAgreements[0]!.allowance!.usedCents).toBe(4500);

  // An insurance claim of the same pet leaves the allowance alone.
  const insurance = await file(user, {
    petUuid: pet,
    condition: 'ACCIDENT',
    dateOfService: addDays(today(), -1),
    amountCents: '30000',
    clinic: 'Oak Street Vets',
    description: 'Cut paw',
  });
  expect(insurance.statusCode).toBe(201);
  expect(json<Claim>(insurance)).toMatchObject({
    claimType: 'INSURANCE',
    condition: 'ACCIDENT',
    wellnessService: null,
  });
  expect(examAllowance((await petNow()).wellness!.allowance!)).toMatchObject({ usedCents: 4500 });
});

test('wellness claims name what is wrong: no plan, a service the plan lacks, a missing service, dates outside the plan', async () => {
  const user = await createUser();
  const insuredOnly = (await buyInsurance(t, user)).pets[0]!.uuid;
  const noPlan = await call(t.app, 'POST', '/claims/estimate/', {
    user,
    body: {
      petUuid: insuredOnly,
      claimType: 'WELLNESS',
      wellnessService: 'WELLNESS_EXAM',
      dateOfService: today(),
      amountCents: 100,
    },
  });
  expect(noPlan.statusCode).toBe(422);
  expect(json<{ error: { fields: object } }>(noPlan).error.fields).toEqual({ petUuid: 'No active wellness plan' });

  const other = await createUser();
  const { pet, start } = await coveredDog(other);
  const notInPlan = await file(other, { ...examFields(pet, 9000), wellnessService: 'DENTAL_CLEANING' });
  expect(notInPlan.statusCode).toBe(422);
  expect(json<{ error: { fields: object } }>(notInPlan).error.fields).toEqual({
    wellnessService: 'Not part of the Classic plan',
  });

  const { wellnessService: _omit, ...withoutService } = examFields(pet, 100);
  const missing = await file(other, withoutService);
  expect(missing.statusCode).toBe(400);
  expect(json<{ error: { fields: object } }>(missing).error.fields).toEqual({ wellnessService: 'Required' });

  const before = await file(other, { ...examFields(pet, 100), dateOfService: addDays(start, -1) });
  expect(before.statusCode).toBe(422);
  expect(json<{ error: { fields: object } }>(before).error.fields).toEqual({
    dateOfService: `The plan started on ${start}`,
  });
  expect((await call(t.app, 'GET', '/claims/', { user: other })).json()).toEqual({ claims: [] });
});

test('the clinic is its own field; a claim sent without one reads null; old "Clinic:" descriptions move over once', async () => {
  const user = await createUser();
  const { pet } = await coveredDog(user);
  const fields = { petUuid: pet, condition: 'ILLNESS', dateOfService: addDays(today(), -1), amountCents: '12000' };
  const withClinic = json<Claim>(
    await file(user, { ...fields, clinic: '  Bay Animal Hospital ', description: 'Ear infection' }),
  );
  expect(withClinic).toMatchObject({ clinic: 'Bay Animal Hospital', description: 'Ear infection' });
  const tooLong = await file(user, { ...fields, clinic: 'x'.repeat(121), description: 'Ear infection' });
  expect(tooLong.statusCode).toBe(400);
  expect(json<{ error: { fields: object } }>(tooLong).error.fields).toEqual({ clinic: 'Use at most 120 characters' });

  const old = json<Claim>(
    await file(user, { ...fields, description: 'Clinic: Hill Vets\nVomiting since Sunday\nand lethargic' }),
  );
  const untouched = json<Claim>(await file(user, { ...fields, description: 'Clinic: nothing after it' }));
  expect(old.clinic).toBeNull();
  expect(await moveClinicOutOfDescription(t.ctx.db as never)).toBe(1);
  expect(json<Claim>(await call(t.app, 'GET', `/claims/${old.uuid}`, { user }))).toMatchObject({
    clinic: 'Hill Vets',
    description: 'Vomiting since Sunday\nand lethargic',
  });
  expect(json<Claim>(await call(t.app, 'GET', `/claims/${untouched.uuid}`, { user }))).toMatchObject({
    clinic: null,
    description: 'Clinic: nothing after it',
  });
  expect(json<Claim>(await call(t.app, 'GET', `/claims/${withClinic.uuid}`, { user })).clinic).toBe(
    'Bay Animal Hospital',
  );
});

test('the next payment: per agreement and the soonest on /me/, added up; a cancelled plan drops out', async () => {
  const user = await createUser();
  const { start } = await coveredDog(user, 40);
  const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
  const insurance = me.insuranceAgreements[0]!;
  const wellness = me.purchaseAgreements[0]!;
  const next = addMonths(start, 2); // 40 days in: the second month's charge is next
  expect(insurance.nextPayment).toEqual({ date: next, amountCents: insurance.priceCents });
  expect(wellness.nextPayment).toEqual({ date: next, amountCents: wellness.priceCents });
  expect(me.nextPayment).toEqual({
    date: next,
    amountCents: insurance.priceCents + wellness.priceCents,
    agreements: [insurance.uuid, wellness.uuid],
  });

  const cancelled = await call(t.app, 'POST', `/agreements/${wellness.uuid}/cancel/`, { user });
  expect(cancelled.statusCode).toBe(200);
  const after = json<Me>(await call(t.app, 'GET', '/me/', { user }));
  expect(after.purchaseAgreements[0]!.nextPayment).toBeNull();
  expect(after.nextPayment).toEqual({ date: next, amountCents: insurance.priceCents, agreements: [insurance.uuid] });
});

test('wellness claims filed at once share the allowance: together they are never estimated more than it', async () => {
  const user = await createUser();
  const { pet } = await coveredDog(user);
  const answers = await Promise.all(Array.from({ length: 5 }, () => file(user, examFields(pet, 3000))));
  expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
  const estimates = answers.map((r) => json<Claim>(r).estimate.estimatedReimbursementCents).sort((a, b) => b - a);
  expect(estimates).toEqual([3000, 3000, 1500, 0, 0]);
});
