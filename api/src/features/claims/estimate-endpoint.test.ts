// POST /claims/estimate/: the reimbursement before filing, with the deductible left, the rate and the limit left,
// a waiting-period warning, and a 4xx naming the field for dates outside the cover and pets that are not yours.
import type { CheckoutResult, Claim, ClaimEstimatePreview } from '@tailwise/shared/contract';
import { addDays, addMonths, isoDay } from '../agreements/mappers';
import { buyInsurance, call, createUser, json, type TestUser, useTestApp } from '../../test/harness';
import { multipartBody, uniquePdf } from '../../test/multipart';
import { backdateCover } from '../../test/claim-helpers';

const t = useTestApp();

const today = () => isoDay(new Date());
const estimate = (user: TestUser | null, body: unknown) => call(t.app, 'POST', '/claims/estimate/', { user, body });

/** Insured 60 days ago: every waiting period but the cruciate one is over. Deductible $1,000, 90%, $10,000 limit. */
async function insuredSinceDaysAgo(user: TestUser, days = 60): Promise<{ bought: CheckoutResult; start: string }> {
  const bought = await buyInsurance(t, user);
  const start = await backdateCover(t, { agreementUuid: bought.insuranceAgreements[0]?.uuid as string }, days);
  return { bought, start };
}

async function fileClaim(user: TestUser, petUuid: string, amountCents: number, dateOfService: string): Promise<Claim> {
  const form = multipartBody(
    { petUuid, condition: 'ILLNESS', dateOfService, amountCents: String(amountCents), description: 'Ear infection' },
    [{ field: 'invoices', fileName: 'i.pdf', contentType: 'application/pdf', data: uniquePdf() }],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: form.body,
    headers: { 'content-type': form.contentType, ...user.auth },
  });
  expect(res.statusCode).toBe(201);
  return json<Claim>(res);
}

test('the deductible left comes off first, then the rate; the limit left is shown; nothing is stored', async () => {
  const user = await createUser();
  const { bought, start } = await insuredSinceDaysAgo(user);
  const pet = bought.pets[0]?.uuid as string;
  const agreement = bought.insuranceAgreements[0];
  const res = await estimate(user, {
    petUuid: pet,
    condition: 'ILLNESS',
    dateOfService: addDays(today(), -1),
    amountCents: 150_000,
  });
  expect(res.statusCode).toBe(200);
  expect(json<ClaimEstimatePreview>(res)).toEqual({
    claimType: 'INSURANCE',
    pet,
    agreement: agreement?.uuid,
    policyNumber: agreement?.policyNumber,
    condition: 'ILLNESS',
    dateOfService: addDays(today(), -1),
    amountCents: 150_000,
    policyYear: { from: start, to: addMonths(start, 12) },
    deductibleCents: 100_000,
    deductibleLeftCents: 100_000,
    deductibleAppliedCents: 100_000,
    reimbursementPercent: 90,
    coinsurancePercent: 10,
    annualLimitCents: 1_000_000,
    limitLeftCents: 1_000_000,
    estimatedReimbursementCents: 45_000,
    note: null,
    waitingPeriod: null,
  });
  expect((await call(t.app, 'GET', '/claims/', { user })).json()).toEqual({ claims: [] });

  // A filed claim uses $1,000 of deductible and is estimated $180: the next estimate starts from what is left.
  const filed = await fileClaim(user, pet, 120_000, addDays(today(), -5));
  expect(filed.estimate).toMatchObject({ deductibleAppliedCents: 100_000, estimatedReimbursementCents: 18_000 });
  const next = json<ClaimEstimatePreview>(
    await estimate(user, { petUuid: pet, condition: 'ACCIDENT', dateOfService: today(), amountCents: 50_000 }),
  );
  expect(next).toMatchObject({
    deductibleLeftCents: 0,
    deductibleAppliedCents: 0,
    limitLeftCents: 1_000_000 - 18_000,
    estimatedReimbursementCents: 45_000,
  });
  // The filed claim agrees with the estimate made just before it.
  const same = await fileClaim(user, pet, 50_000, today());
  expect(same.estimate.estimatedReimbursementCents).toBe(next.estimatedReimbursementCents);
});

test('inside a waiting period: a warning with the day cover starts, and nothing paid', async () => {
  const user = await createUser();
  const bought = await buyInsurance(t, user);
  const agreement = bought.insuranceAgreements[0];
  const res = json<ClaimEstimatePreview>(
    await estimate(user, {
      petUuid: bought.pets[0]?.uuid,
      condition: 'ILLNESS',
      dateOfService: today(),
      amountCents: 40_000,
    }),
  );
  expect(res).toMatchObject({
    estimatedReimbursementCents: 0,
    note: 'WAITING_PERIOD',
    waitingPeriod: {
      condition: 'ILLNESS',
      coveredFrom: agreement?.illnessCoverageDate,
      message: expect.stringContaining('14-day waiting period'),
    },
  });
});

test('a date in the future, before the policy or after a cancelled policy ended is 422 naming dateOfService', async () => {
  const user = await createUser();
  const { bought, start } = await insuredSinceDaysAgo(user);
  const petUuid = bought.pets[0]?.uuid;
  const at = (dateOfService: string) =>
    estimate(user, { petUuid, condition: 'ACCIDENT', dateOfService, amountCents: 10_000 });
  const future = await at(addDays(today(), 1));
  expect(future.statusCode).toBe(422);
  expect(json(future)).toMatchObject({ error: { fields: { dateOfService: 'Cannot be in the future' } } });
  const before = await at(addDays(start, -1));
  expect(before.statusCode).toBe(422);
  expect(json(before)).toMatchObject({ error: { fields: { dateOfService: `The policy started on ${start}` } } });

  await t.ctx.db
    .updateTable('insurance_agreements')
    .set({ cancelled_at: new Date(), ends_on: addDays(today(), -3) })
    .where('uuid', '=', bought.insuranceAgreements[0]?.uuid as string)
    .execute();
  const after = await at(today());
  expect(after.statusCode).toBe(422);
  expect(json(after)).toMatchObject({
    error: { fields: { dateOfService: `The cover ended on ${addDays(today(), -3)}` } },
  });
  expect((await at(addDays(today(), -4))).statusCode).toBe(200);
});

test("another customer's pet is 404 and an uninsured pet 422, each naming petUuid", async () => {
  const owner = await createUser();
  const bought = await buyInsurance(t, owner);
  const other = await createUser();
  const body = { petUuid: bought.pets[0]?.uuid, condition: 'ACCIDENT', dateOfService: today(), amountCents: 100 };
  const stranger = await estimate(other, body);
  expect(stranger.statusCode).toBe(404);
  expect(json(stranger)).toMatchObject({ error: { code: 'NotFound', fields: { petUuid: 'Pet not found' } } });

  const pet = json<{ uuid: string }>(
    await call(t.app, 'POST', '/pets/', { user: other, body: { name: 'Tom', petType: 1, breedId: 1053, age: 2 } }),
  );
  const uninsured = await estimate(other, { ...body, petUuid: pet.uuid });
  expect(uninsured.statusCode).toBe(422);
  expect(json(uninsured)).toMatchObject({
    error: { code: 'NoActiveInsurance', fields: { petUuid: expect.any(String) } },
  });
});

test('bad input is a 400 naming each field; no token is 401', async () => {
  const user = await createUser();
  const bad = await estimate(user, {
    petUuid: 'x',
    condition: 'FLU',
    dateOfService: '2025-13-01',
    amountCents: 0,
    description: 'not here',
  });
  expect(bad.statusCode).toBe(400);
  expect(json(bad)).toMatchObject({
    error: {
      code: 'ValidationError',
      fields: {
        petUuid: expect.any(String),
        condition: expect.any(String),
        dateOfService: 'Use the format YYYY-MM-DD',
        amountCents: 'Must be more than zero',
        description: 'Unknown field',
      },
    },
  });
  expect((await estimate(user, [])).statusCode).toBe(400);
  expect((await estimate(null, {})).statusCode).toBe(401);
});
