// A customer with an insured pet whose waiting periods are over, and a claim filed through the multipart form:
// for tests that need an invoice stored somewhere.
import type { FastifyInstance } from 'fastify';
import { addDays, isoDay } from '../features/agreements/mappers';
import { buyInsurance, type TestUser } from './harness';
import type { BuiltApp } from '../app';
import { multipartBody, uniquePdf } from './multipart';

/** Buys insurance for a new dog and back-dates the policy 200 days; returns the pet's uuid. */
export async function insuredPet(t: BuiltApp, user: TestUser): Promise<string> {
  const pet = (await buyInsurance(t, user)).pets[0];
  if (!pet) throw new Error('checkout returned no pet');
  const start = addDays(isoDay(new Date()), -200);
  await t.ctx.db
    .updateTable('insurance_agreements')
    .set({
      start_date: start,
      accident_coverage_date: addDays(start, 3),
      illness_coverage_date: addDays(start, 14),
      cruciate_coverage_date: addDays(start, 183),
    })
    .where(
      'customer_id',
      '=',
      (await t.ctx.db.selectFrom('pets').select('customer_id').where('uuid', '=', pet.uuid).executeTakeFirstOrThrow())
        .customer_id,
    )
    .execute();
  return pet.uuid;
}

/** Files an illness claim with one PDF invoice (new bytes each time). */
export function fileClaim(app: FastifyInstance, user: TestUser, petUuid: string, pdf: Buffer = uniquePdf()) {
  const { body, contentType } = multipartBody(
    {
      petUuid,
      condition: 'ILLNESS',
      dateOfService: addDays(isoDay(new Date()), -10),
      amountCents: '150000',
      description: 'Vomiting: exam and bloods',
    },
    [{ field: 'invoices', fileName: 'invoice.pdf', contentType: 'application/pdf', data: pdf }],
  );
  return app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: body,
    headers: { 'content-type': contentType, ...user.auth },
  });
}
