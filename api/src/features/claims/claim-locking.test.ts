// Claims filed at the same moment on one policy share its deductible and yearly limit, and one bill is claimed once.
import type { Claim, Pet } from '@tailwise/shared/contract';
import { multipartBody, uniquePdf, type FormFile } from '../../test/multipart';
import { addDays, isoDay } from '../agreements/mappers';
import { backdateCover } from '../../test/claim-helpers';
import { buyInsurance, createUser, json, type TestUser, useTestApp } from '../../test/harness';

const t = useTestApp();

async function insuredPet(): Promise<{ user: TestUser; pet: Pet }> {
  const user = await createUser();
  const purchase = await buyInsurance(t, user);
  const pet = purchase.pets[0] as Pet;
  await backdateCover(t, { agreementUuid: pet.insurance?.uuid as string });
  return { user, pet };
}

const pdf = (data: Buffer): FormFile => ({
  field: 'invoices',
  fileName: 'invoice.pdf',
  contentType: 'application/pdf',
  data,
});

function submit(user: TestUser, petUuid: string, amountCents: number, files: FormFile[]) {
  const { body, contentType } = multipartBody(
    {
      petUuid,
      condition: 'ILLNESS',
      dateOfService: addDays(isoDay(new Date()), -10),
      amountCents: String(amountCents),
      description: 'Ear infection: exam and medication',
    },
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: body,
    headers: { 'content-type': contentType, ...user.auth },
  });
}

test('parallel claims on one policy apply its $1,000 deductible once and stop at its $10,000 yearly limit', async () => {
  const { user, pet } = await insuredPet();
  // Default cover: $1,000 deductible, 10% coinsurance, capped at $10,000 a year. Eight $3,000 bills at once:
  // the deductible is taken once ($1,800 + 7 x $2,700 = $20,700 asked), and the limit caps the total at $10,000.
  const results = await Promise.all(
    Array.from({ length: 8 }, () => submit(user, pet.uuid, 300_000, [pdf(uniquePdf())])),
  );
  expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
  const claims = results.map((r) => json<Claim>(r));
  const deductible = claims.reduce((s, c) => s + c.estimate.deductibleAppliedCents, 0);
  const reimbursed = claims.reduce((s, c) => s + c.estimate.estimatedReimbursementCents, 0);
  expect(deductible).toBe(100_000);
  expect(reimbursed).toBe(1_000_000);
});

test('an invoice already claimed is refused with 422 on invoices, also when sent in parallel', async () => {
  const { user, pet } = await insuredPet();
  const bill = uniquePdf();
  expect((await submit(user, pet.uuid, 50_000, [pdf(bill)])).statusCode).toBe(201);
  const again = await submit(user, pet.uuid, 50_000, [pdf(uniquePdf()), pdf(bill)]);
  expect(again.statusCode).toBe(422);
  expect(json(again)).toMatchObject({
    error: { code: 'InvoiceAlreadyClaimed', fields: { invoices: expect.any(String) } },
  });

  // The same file twice in one claim is the same bill.
  const twice = uniquePdf();
  const doubled = await submit(user, pet.uuid, 50_000, [pdf(twice), pdf(twice)]);
  expect(doubled.statusCode).toBe(422);
  expect(json(doubled)).toMatchObject({
    error: { code: 'InvoiceAlreadyClaimed', fields: { invoices: expect.any(String) } },
  });

  // One new bill sent five times at once: one claim, four refusals.
  const racing = uniquePdf();
  const parallel = await Promise.all(Array.from({ length: 5 }, () => submit(user, pet.uuid, 50_000, [pdf(racing)])));
  expect(parallel.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
  const stored = await t.ctx.db
    .selectFrom('claims')
    .select('id')
    .where(
      'pet_id',
      '=',
      (await t.ctx.db.selectFrom('pets').select('id').where('uuid', '=', pet.uuid).executeTakeFirstOrThrow()).id,
    )
    .execute();
  expect(stored).toHaveLength(2);
});
