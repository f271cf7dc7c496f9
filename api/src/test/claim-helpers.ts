// A customer with an insured pet whose waiting periods are over, and a claim filed through the multipart form:
// for tests that need an invoice stored somewhere.
import type { FastifyInstance } from 'fastify';
import { addDays, addMonths, isoDay } from '../features/agreements/mappers';
import { buyInsurance, type TestUser } from './harness';
import type { BuiltApp } from '../app';
import { multipartBody, uniquePdf } from './multipart';

/**
 * Moves insurance policies' start back (200 days: every waiting period is over), as if bought then: one
 * agreement, one customer's, or all. Returns the new start date.
 */
export async function backdateCover(
  t: BuiltApp,
  which: { agreementUuid?: string; customerId?: number } = {},
  daysAgo = 200,
): Promise<string> {
  const start = addDays(isoDay(new Date()), -daysAgo);
  let update = t.ctx.db.updateTable('insurance_agreements').set({
    start_date: start,
    accident_coverage_date: addDays(start, 3),
    illness_coverage_date: addDays(start, 14),
    cruciate_coverage_date: addMonths(start, 6),
  });
  if (which.agreementUuid !== undefined) update = update.where('uuid', '=', which.agreementUuid);
  if (which.customerId !== undefined) update = update.where('customer_id', '=', which.customerId);
  await update.execute();
  return start;
}

/** Buys insurance for a new dog and back-dates the policy 200 days; returns the pet's uuid. */
export async function insuredPet(t: BuiltApp, user: TestUser): Promise<string> {
  const pet = (await buyInsurance(t, user)).pets[0];
  if (!pet) throw new Error('checkout returned no pet');
  const { customer_id } = await t.ctx.db
    .selectFrom('pets')
    .select('customer_id')
    .where('uuid', '=', pet.uuid)
    .executeTakeFirstOrThrow();
  await backdateCover(t, { customerId: customer_id });
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
