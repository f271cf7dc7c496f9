import { randomBytes } from 'node:crypto';
import type { Claim, ClaimList, Pet } from '@tailwise/shared/contract';
import { drainJobs } from '../../jobs/drain';
import { JPEG, multipartBody, PDF, PNG, uniquePdf, type FormFile } from '../../test/multipart';
import { addDays, isoDay } from '../agreements/mappers';
import { backdateCover } from '../../test/claim-helpers';
import { breedIds, buyInsurance, call, createUser, json, type TestUser, useTestApp } from '../../test/harness';

const t = useTestApp();
let owner: TestUser;
let pet: Pet;
beforeAll(async () => {
  owner = await createUser();
  pet = (await buyInsurance(t, owner)).pets[0] as Pet;
  await backdateCover(t);
});

const daysAgo = (n: number) => addDays(isoDay(new Date()), -n);
const invoice = (data = uniquePdf(), fileName = 'invoice.pdf', contentType = 'application/pdf'): FormFile => ({
  field: 'invoices',
  fileName,
  contentType,
  data,
});

function submit(user: TestUser | null, fields: Record<string, string>, files: FormFile[]) {
  const { body, contentType } = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: body,
    headers: { 'content-type': contentType, ...(user ? user.auth : {}) },
  });
}

const fields = (over: Record<string, string> = {}) => ({
  petUuid: pet.uuid,
  condition: 'ILLNESS',
  dateOfService: daysAgo(10),
  amountCents: '150000',
  description: 'Limping after a hike: exam and X-rays',
  ...over,
});

test('submits a claim with invoices and estimates the reimbursement', async () => {
  const bill = uniquePdf();
  const res = await submit(owner, fields(), [
    invoice(bill),
    invoice(PNG, 'photo.png', 'image/png'),
    invoice(JPEG, 'scan.jpg', 'image/jpeg'),
  ]);
  expect(res.statusCode).toBe(201);
  const claim = json<Claim>(res);
  // Default deductible $1,000 and 10% coinsurance: (1500 - 1000) x 90% = $450.
  expect(claim).toMatchObject({
    pet: pet.uuid,
    petName: 'Rex',
    status: 'SUBMITTED',
    condition: 'ILLNESS',
    amountCents: 150_000,
    estimate: {
      deductibleAppliedCents: 100_000,
      coinsurancePercent: 10,
      estimatedReimbursementCents: 45_000,
      note: null,
    },
    paidCents: null,
    history: [{ status: 'SUBMITTED', note: null, at: expect.any(String) }],
  });
  expect(claim.invoices.map((i) => i.contentType)).toEqual(['application/pdf', 'image/png', 'image/jpeg']);

  const second = json<Claim>(await submit(owner, fields({ amountCents: '20000' }), [invoice()]));
  expect(second.estimate).toMatchObject({ deductibleAppliedCents: 0, estimatedReimbursementCents: 18_000 });

  const download = await call(t.app, 'GET', `/claims/${claim.uuid}/invoices/${claim.invoices[0]?.id}`, { user: owner });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.rawPayload.equals(bill)).toBe(true);
});

test('lists claims and shows the status history', async () => {
  const claim = json<Claim>(await submit(owner, fields({ condition: 'ACCIDENT', amountCents: '60000' }), [invoice()]));
  await drainJobs(t.ctx);
  const detail = json<Claim>(await call(t.app, 'GET', `/claims/${claim.uuid}`, { user: owner }));
  expect(detail.history.map((h) => h.status)).toEqual(['SUBMITTED', 'APPROVED', 'PAID']);
  expect(detail.paidCents).toBe(detail.estimate.estimatedReimbursementCents);
  const list = json<ClaimList>(await call(t.app, 'GET', '/claims/', { user: owner }));
  expect(list.claims.map((c) => c.uuid)).toContain(claim.uuid);
  expect(list.claims[0]).not.toHaveProperty('history');
});

test('bad uploads are 4xx: not multipart, wrong content, no file, empty, too large, too many, malformed', async () => {
  const json415 = await call(t.app, 'POST', '/claims/', { user: owner, body: fields() });
  expect(json415.statusCode).toBe(415);
  const text = await submit(owner, fields(), [invoice(Buffer.from('just text'), 'notes.pdf', 'application/pdf')]);
  expect(text.statusCode).toBe(422);
  expect(json(text)).toMatchObject({ error: { code: 'InvalidUpload', fields: { invoices: expect.any(String) } } });
  expect((await submit(owner, fields(), [])).statusCode).toBe(422);
  expect((await submit(owner, fields(), [invoice(Buffer.alloc(0))])).statusCode).toBe(422);
  const big = Buffer.concat([PDF, randomBytes(10 * 1024 * 1024)]);
  const tooBig = await submit(owner, fields(), [invoice(big)]);
  expect(tooBig.statusCode).toBe(413);
  expect(json(tooBig)).toMatchObject({ error: { code: 'PayloadTooLarge' } });
  const six = Array.from({ length: 6 }, () => invoice());
  expect((await submit(owner, fields(), six)).statusCode).toBe(413);
  const wrongField = await submit(owner, fields(), [{ ...invoice(), field: 'receipt' }]);
  expect(wrongField.statusCode).toBe(400);
  const malformed = await t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    headers: { 'content-type': 'multipart/form-data; boundary=x', ...owner.auth },
  });
  expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
  expect(malformed.statusCode).toBeLessThan(500);
  const noBoundary = await t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: 'abc',
    headers: { 'content-type': 'multipart/form-data', ...owner.auth },
  });
  expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
  expect(noBoundary.statusCode).toBeLessThan(500);
  // Nothing was stored by the failures.
  const tmp = await import('node:fs/promises').then((fs) => fs.readdir(`${t.config.uploadDir}/tmp`).catch(() => []));
  expect(tmp).toEqual([]);
});

test('bad fields are 400; claims on pets without insurance, future dates and dates before the policy are 422', async () => {
  const bad = await submit(owner, fields({ amountCents: 'lots', condition: 'BOREDOM', extra: 'x' }), [invoice()]);
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(json<{ error: { fields: object } }>(bad).error.fields).sort()).toEqual([
    'amountCents',
    'condition',
    'extra',
  ]);
  const future = await submit(owner, fields({ dateOfService: addDays(isoDay(new Date()), 2) }), [invoice()]);
  expect(future.statusCode).toBe(422);
  const before = await submit(owner, fields({ dateOfService: daysAgo(400) }), [invoice()]);
  expect(before.statusCode).toBe(422);
  const uninsured = json<Pet>(
    await call(t.app, 'POST', '/pets/', {
      user: owner,
      body: { name: 'Uninsured', petType: 0, breedId: breedIds(t).dog, age: 1 },
    }),
  );
  const noCover = await submit(owner, fields({ petUuid: uninsured.uuid }), [invoice()]);
  expect(noCover.statusCode).toBe(422);
  expect(json(noCover)).toMatchObject({ error: { code: 'NoActiveInsurance' } });
  expect((await submit(null, fields(), [invoice()])).statusCode).toBe(401);
  expect((await call(t.app, 'GET', '/claims/nope', { user: owner })).statusCode).toBe(400);
  expect((await call(t.app, 'GET', '/claims/00000000-0000-4000-8000-000000000000', { user: owner })).statusCode).toBe(
    404,
  );
});

test('a claim inside the waiting period is estimated at zero', async () => {
  const fresh = await createUser();
  const freshPet = (await buyInsurance(t, fresh)).pets[0] as Pet;
  const res = await submit(fresh, fields({ petUuid: freshPet.uuid, dateOfService: isoDay(new Date()) }), [invoice()]);
  expect(res.statusCode).toBe(201);
  expect(json<Claim>(res).estimate).toMatchObject({ estimatedReimbursementCents: 0, note: 'WAITING_PERIOD' });
});
