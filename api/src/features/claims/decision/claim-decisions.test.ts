// Claims from filing to paid through the real queue, payout provider and Auth emulator: the engine's three answers,
// the adjusters' endpoints and role, appeals, information requests, payout settings, and a payout exactly once
// whatever retries, races or dead workers do.
import type { Claim, OpsClaim, OpsQueue, PayoutSettings, Pet } from '@tailwise/shared/contract';
import { sql } from 'kysely';
import { drainJobs } from '../../../jobs/drain';
import { addDays, isoDay } from '../../agreements/mappers';
import { backdateCover } from '../../../test/claim-helpers';
import {
  buyInsurance,
  call,
  createStaffUser,
  createUser,
  json,
  latestEmailTo,
  type TestUser,
  useTestApp,
} from '../../../test/harness';
import { multipartBody, uniquePdf, type FormFile } from '../../../test/multipart';
import { decideSubmittedClaim, payApprovedClaim, payoutDestination } from './decide-claim';
import { dayInWords } from './engine';

const t = useTestApp();
let staff: TestUser;
beforeAll(async () => {
  staff = await createStaffUser(t);
});

const daysAgo = (n: number) => addDays(isoDay(new Date()), -n);
const pdf = (data = uniquePdf()): FormFile => ({
  field: 'invoices',
  fileName: 'invoice.pdf',
  contentType: 'application/pdf',
  data,
});

async function customerWithPolicy(options: { backdate?: boolean } = {}) {
  const user = await createUser();
  const pet = (await buyInsurance(t, user)).pets[0] as Pet;
  const customer = await t.ctx.db
    .selectFrom('pets')
    .select('customer_id')
    .where('uuid', '=', pet.uuid)
    .executeTakeFirstOrThrow();
  if (options.backdate !== false) await backdateCover(t, { customerId: customer.customer_id });
  // Known terms, so amounts below the $1,000 review threshold still pay: $250 deductible, 90 % reimbursed.
  await t.ctx.db
    .updateTable('insurance_agreements')
    .set({ deductible: 250, coinsurance_percent: 10 })
    .where('customer_id', '=', customer.customer_id)
    .execute();
  const policy = await t.ctx.db
    .selectFrom('insurance_agreements')
    .selectAll()
    .where('customer_id', '=', customer.customer_id)
    .executeTakeFirstOrThrow();
  return { user, pet, customerId: customer.customer_id, policy };
}

async function file(user: TestUser, petUuid: string, over: Record<string, string> = {}, files = [pdf()]) {
  const { body, contentType } = multipartBody(
    {
      petUuid,
      condition: 'ILLNESS',
      dateOfService: daysAgo(10),
      amountCents: '42000',
      clinic: 'Bay Animal Hospital',
      description: 'Ear infection: exam and drops',
      ...over,
    },
    files,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: body,
    headers: { 'content-type': contentType, ...user.auth },
  });
  expect(res.statusCode).toBe(201);
  return json<Claim>(res);
}

const claimOf = async (user: TestUser, uuid: string) =>
  json<Claim>(await call(t.app, 'GET', `/claims/${uuid}`, { user }));

/** The terms' formula, written out: deductible left, the reimbursement share rounded half up, the limit left. */
function formula(policy: { deductible: number; coinsurance_percent: number }, amountCents: number, deductibleUsed = 0) {
  const deductible = Math.min(amountCents, Math.max(0, policy.deductible * 100 - deductibleUsed));
  return Math.floor(((amountCents - deductible) * (100 - policy.coinsurance_percent) + 50) / 100);
}

test('a simple claim is approved and paid to the card on file by the engine, with its emails', async () => {
  const { user, pet, policy } = await customerWithPolicy();
  const filed = await file(user, pet.uuid, { amountCents: '90000' });
  expect(filed.status).toBe('SUBMITTED');
  await drainJobs(t.ctx);
  const paid = await claimOf(user, filed.uuid);
  expect(paid.status).toBe('PAID');
  expect(paid.decision).toMatchObject({ outcome: 'APPROVED', by: 'ENGINE', approvedCents: formula(policy, 90_000) });
  expect(paid.payout).toMatchObject({ amountCents: formula(policy, 90_000), paidTo: 'Visa ending 4242' });
  expect(paid.payout?.reference).toMatch(/^po_/);
  expect(paid.paidCents).toBe(formula(policy, 90_000));
  expect(paid.history.map((h) => h.status)).toEqual(['SUBMITTED', 'APPROVED', 'PAID']);
  expect(paid.history[2]?.note).toContain('Visa ending 4242');
  const email = await latestEmailTo(t.app, user.email, 'claim-paid');
  expect(email?.subject).toContain('Rex');
  const payouts = await t.ctx.db
    .selectFrom('sandbox_payouts')
    .selectAll()
    .where('idempotency_key', '=', `claim:${filed.uuid}`)
    .execute();
  expect(payouts.map((p) => p.amount_cents)).toEqual([formula(policy, 90_000)]);
});

test('a bill within the deductible is approved for nothing and closed, with no payout', async () => {
  const { user, pet, policy } = await customerWithPolicy();
  const small = Math.min(policy.deductible * 100, 15_000);
  const filed = await file(user, pet.uuid, { amountCents: String(small) });
  await drainJobs(t.ctx);
  const closed = await claimOf(user, filed.uuid);
  expect(closed).toMatchObject({ status: 'PAID', paidCents: 0, payout: null });
  expect(closed.decision).toMatchObject({ approvedCents: 0, deductibleAppliedCents: small });
  expect(closed.history.at(-1)?.note).toContain('nothing to pay');
  const payouts = await t.ctx.db
    .selectFrom('sandbox_payouts')
    .select('id')
    .where('idempotency_key', '=', `claim:${filed.uuid}`)
    .execute();
  expect(payouts).toHaveLength(0);
});

test('a bill over the threshold goes to a person; an adjuster approves at most the terms and it is paid', async () => {
  const { user, pet, policy } = await customerWithPolicy();
  const filed = await file(user, pet.uuid, { amountCents: '150000', condition: 'ACCIDENT' });
  await drainJobs(t.ctx);
  const waiting = await claimOf(user, filed.uuid);
  expect(waiting.status).toBe('IN_REVIEW');
  expect(waiting.review?.reasons.join(' ')).toContain('$1,000.00');
  expect((await latestEmailTo(t.app, user.email, 'claim-in-review'))?.text).toContain('$1,000.00');

  const queue = json<OpsQueue>(await call(t.app, 'GET', '/ops/claims/', { user: staff }));
  const item = queue.claims.find((c) => c.uuid === filed.uuid);
  expect(item).toMatchObject({
    reasons: [{ code: 'AMOUNT_ABOVE_THRESHOLD' }],
    proposedCents: formula(policy, 150_000),
  });

  const detail = json<OpsClaim>(await call(t.app, 'GET', `/ops/claims/${filed.uuid}`, { user: staff }));
  expect(detail.maxApprovableCents).toBe(formula(policy, 150_000));
  expect(detail.terms).toMatchObject({ kind: 'INSURANCE', deductibleLeftCents: policy.deductible * 100 });

  const tooMuch = await call(t.app, 'POST', `/ops/claims/${filed.uuid}/approve/`, {
    user: staff,
    body: { amountCents: detail.maxApprovableCents + 1, note: 'Looks fine' },
  });
  expect(tooMuch.statusCode).toBe(422);
  expect(json<{ error: { fields: Record<string, string> } }>(tooMuch).error.fields.amountCents).toContain('At most');

  const approved = await call(t.app, 'POST', `/ops/claims/${filed.uuid}/approve/`, {
    user: staff,
    body: { amountCents: 60_000, note: 'Two items were not on the invoice' },
  });
  expect(approved.statusCode).toBe(200);
  expect(json<OpsClaim>(approved).status).toBe('APPROVED');
  // Someone else deciding the same claim a moment later is told, not obeyed.
  const again = await call(t.app, 'POST', `/ops/claims/${filed.uuid}/deny/`, {
    user: staff,
    body: { reason: 'OTHER', note: 'Late click' },
  });
  expect(again.statusCode).toBe(409);

  await drainJobs(t.ctx);
  const paid = await claimOf(user, filed.uuid);
  expect(paid).toMatchObject({ status: 'PAID', paidCents: 60_000 });
  const audit = json<OpsClaim>(await call(t.app, 'GET', `/ops/claims/${filed.uuid}`, { user: staff })).audit;
  expect(audit.map((a) => a.action)).toEqual(['FILED', 'ENGINE_REVIEW', 'APPROVED', 'PAID']);
  expect(audit[2]).toMatchObject({
    actor: staff.email,
    note: 'Two items were not on the invoice',
    amountBeforeCents: formula(policy, 150_000),
    amountAfterCents: 60_000,
  });
  // The audit log cannot be rewritten, by anyone.
  await expect(sql`update claim_audit_log set note = 'edited'`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
  await expect(sql`delete from claim_audit_log`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
});

test('a customer token gets 403 on every staff endpoint, and no token 401', async () => {
  const { user, pet } = await customerWithPolicy();
  const filed = await file(user, pet.uuid, { amountCents: '150001' });
  await drainJobs(t.ctx);
  const id = '00000000-0000-4000-8000-000000000000';
  const endpoints: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/ops/claims/'],
    ['GET', `/ops/claims/${filed.uuid}`],
    ['GET', `/ops/claims/${filed.uuid}/invoices/${id}`],
    ['POST', `/ops/claims/${filed.uuid}/approve/`, { amountCents: 1, note: 'x' }],
    ['POST', `/ops/claims/${filed.uuid}/deny/`, { reason: 'OTHER', note: 'x' }],
    ['POST', `/ops/claims/${filed.uuid}/request-info/`, { request: 'x' }],
  ];
  for (const [method, url, body] of endpoints) {
    expect([method, url, (await call(t.app, method, url, { user, body })).statusCode]).toEqual([method, url, 403]);
    expect((await call(t.app, method, url, { body })).statusCode).toBe(401);
  }
  expect((await claimOf(user, filed.uuid)).status).toBe('IN_REVIEW');
});

test('a claim inside the waiting period is denied with the reason; one appeal goes to a person, who approves it', async () => {
  const { user, pet, policy } = await customerWithPolicy({ backdate: false });
  const filed = await file(user, pet.uuid, { dateOfService: policy.start_date });
  await drainJobs(t.ctx);
  const denied = await claimOf(user, filed.uuid);
  expect(denied.status).toBe('DENIED');
  expect(denied.decision).toMatchObject({ outcome: 'DENIED', denialReason: 'WAITING_PERIOD', by: 'ENGINE' });
  expect(denied.decision?.text).toContain(dayInWords(policy.illness_coverage_date));
  expect(denied.canAppeal).toBe(true);
  expect((await latestEmailTo(t.app, user.email, 'claim-denied'))?.text).toContain(
    dayInWords(policy.illness_coverage_date),
  );

  const empty = await call(t.app, 'POST', `/claims/${filed.uuid}/appeal/`, { user, body: { note: ' ' } });
  expect(empty.statusCode).toBe(400);
  expect(json<{ error: { fields: Record<string, string> } }>(empty).error.fields).toHaveProperty('note');

  const appealed = await call(t.app, 'POST', `/claims/${filed.uuid}/appeal/`, {
    user,
    body: { note: 'The vet saw him for the ear on the day the policy started, it began that morning' },
  });
  expect(appealed.statusCode).toBe(200);
  expect(json<Claim>(appealed)).toMatchObject({ status: 'IN_REVIEW', canAppeal: false });
  expect(json<Claim>(appealed).appeal?.note).toContain('that morning');
  const twice = await call(t.app, 'POST', `/claims/${filed.uuid}/appeal/`, { user, body: { note: 'Again' } });
  expect(twice.statusCode).toBe(409);

  const detail = json<OpsClaim>(await call(t.app, 'GET', `/ops/claims/${filed.uuid}`, { user: staff }));
  expect(detail.reasons.map((r) => r.code)).toEqual(['APPEAL']);
  expect(detail.appeal?.note).toContain('that morning');
  const approve = await call(t.app, 'POST', `/ops/claims/${filed.uuid}/approve/`, {
    user: staff,
    body: { amountCents: detail.maxApprovableCents, note: 'Accident-like onset, approved on appeal' },
  });
  expect(approve.statusCode).toBe(200);
  await drainJobs(t.ctx);
  expect((await claimOf(user, filed.uuid)).status).toBe('PAID');
});

test('the same bill filed again (one byte different) goes to a person and is never paid twice', async () => {
  const { user, pet } = await customerWithPolicy();
  const first = await file(user, pet.uuid, { amountCents: '31500', clinic: 'Riverside Vets' });
  await drainJobs(t.ctx);
  const second = await file(user, pet.uuid, { amountCents: '31500', clinic: ' riverside vets ' });
  await drainJobs(t.ctx);
  expect((await claimOf(user, first.uuid)).status).toBe('PAID');
  const dup = await claimOf(user, second.uuid);
  expect(dup.status).toBe('IN_REVIEW');
  const detail = json<OpsClaim>(await call(t.app, 'GET', `/ops/claims/${second.uuid}`, { user: staff }));
  expect(detail.reasons.map((r) => r.code)).toContain('POSSIBLE_DUPLICATE');
  expect(detail.petClaims.map((c) => c.uuid)).toContain(first.uuid);
});

test('more information: the customer uploads into the same claim and it comes back to review', async () => {
  const { user, pet } = await customerWithPolicy();
  const filed = await file(user, pet.uuid, { amountCents: '250000', condition: 'ACCIDENT' });
  await drainJobs(t.ctx);
  const asked = await call(t.app, 'POST', `/ops/claims/${filed.uuid}/request-info/`, {
    user: staff,
    body: { request: 'Please send the discharge notes' },
  });
  expect(json<OpsClaim>(asked).status).toBe('INFO_REQUESTED');
  const waiting = await claimOf(user, filed.uuid);
  expect(waiting.infoRequest?.request).toBe('Please send the discharge notes');
  expect((await latestEmailTo(t.app, user.email, 'claim-info-needed'))?.text).toContain('discharge notes');

  const { body, contentType } = multipartBody({ note: 'Notes attached' }, [
    { field: 'documents', fileName: 'discharge.pdf', contentType: 'application/pdf', data: uniquePdf() },
  ]);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/1.0/claims/${filed.uuid}/documents/`,
    payload: body,
    headers: { 'content-type': contentType, ...user.auth },
  });
  expect(sent.statusCode).toBe(200);
  const back = json<Claim>(sent);
  expect(back.status).toBe('IN_REVIEW');
  expect(back.invoices.map((i) => [i.fileName, i.kind])).toEqual([
    ['invoice.pdf', 'INVOICE'],
    ['discharge.pdf', 'DOCUMENT'],
  ]);
  // Not asked for any more: a second upload is refused.
  const { body: b2, contentType: c2 } = multipartBody({}, [
    { field: 'documents', fileName: 'more.pdf', contentType: 'application/pdf', data: uniquePdf() },
  ]);
  const more = await t.app.inject({
    method: 'POST',
    url: `/api/1.0/claims/${filed.uuid}/documents/`,
    payload: b2,
    headers: { 'content-type': c2, ...user.auth },
  });
  expect(more.statusCode).toBe(409);
});

test('no card on file: the approved claim waits, the customer adds a bank account, and it is paid there', async () => {
  const { user, pet, customerId } = await customerWithPolicy();
  await t.ctx.db.deleteFrom('wallet_entries').where('customer_id', '=', customerId).execute();
  const filed = await file(user, pet.uuid, { amountCents: '80000' });
  await drainJobs(t.ctx);
  expect((await claimOf(user, filed.uuid)).status).toBe('APPROVED');
  expect((await latestEmailTo(t.app, user.email, 'claim-approved'))?.links.join(' ')).toContain('#payouts');

  const bad = await call(t.app, 'PUT', '/me/payout-method/', {
    user,
    body: {
      kind: 'BANK_ACCOUNT',
      holderName: 'Ada Lovelace',
      routingNumber: '011000016',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
    },
  });
  expect(bad.statusCode).toBe(400);
  expect(json<{ error: { fields: Record<string, string> } }>(bad).error.fields.routingNumber).toContain('routing');

  const saved = await call(t.app, 'PUT', '/me/payout-method/', {
    user,
    body: {
      kind: 'BANK_ACCOUNT',
      holderName: 'Ada Lovelace',
      routingNumber: '011000015',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
    },
  });
  expect(saved.statusCode).toBe(200);
  expect(json<PayoutSettings>(saved)).toEqual({
    method: {
      kind: 'BANK_ACCOUNT',
      holderName: 'Ada Lovelace',
      accountType: 'CHECKING',
      routingLast4: '0015',
      accountLast4: '6789',
    },
    describe: 'Bank account ending 6789',
  });
  // Only the last four digits are kept anywhere in our tables.
  const row = await t.ctx.db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  expect(JSON.stringify(row)).not.toContain('123456789');
  expect(JSON.stringify(row)).not.toContain('011000015');

  await drainJobs(t.ctx);
  const paid = await claimOf(user, filed.uuid);
  expect(paid.status).toBe('PAID');
  expect(paid.payout?.paidTo).toBe('Bank account ending 6789');
});

test('a payout is made once per claim: parallel jobs, a job run again, and a worker that died after the provider paid', async () => {
  const { user, pet, policy, customerId } = await customerWithPolicy();
  const a = await file(user, pet.uuid, { amountCents: '70000' });
  const b = await file(user, pet.uuid, { amountCents: '60000', dateOfService: daysAgo(3) });
  // Decide both without paying: the decision jobs' work, run here; their payout jobs wait in the queue.
  const ids = await t.ctx.db.selectFrom('claims').select('id').where('uuid', 'in', [a.uuid, b.uuid]).execute();
  for (const { id } of ids) await decideSubmittedClaim(t.ctx, { claimId: id });
  const rows = await t.ctx.db
    .selectFrom('claims')
    .select(['id', 'uuid', 'status', 'approved_cents'])
    .where('uuid', 'in', [a.uuid, b.uuid])
    .execute();
  expect(rows.map((r) => r.status)).toEqual(['APPROVED', 'APPROVED']);
  const rowA = rows.find((r) => r.uuid === a.uuid)!;
  const rowB = rows.find((r) => r.uuid === b.uuid)!;

  // A: eight workers at once, then once more after it is paid.
  await Promise.all(Array.from({ length: 8 }, () => payApprovedClaim(t.ctx, { claimId: rowA.id })));
  await payApprovedClaim(t.ctx, { claimId: rowA.id });
  // B: the provider paid, then the worker died before marking the claim; the job runs again.
  const first = await t.ctx.payouts.payout({
    idempotencyKey: `claim:${b.uuid}`,
    amountCents: rowB.approved_cents!,
    destination: (await payoutDestination(t.ctx, customerId))!.ref,
  });
  await payApprovedClaim(t.ctx, { claimId: rowB.id });
  await drainJobs(t.ctx);

  const payouts = await t.ctx.db
    .selectFrom('sandbox_payouts')
    .select(['idempotency_key', 'amount_cents', 'id'])
    .where('idempotency_key', 'in', [`claim:${a.uuid}`, `claim:${b.uuid}`])
    .orderBy('idempotency_key')
    .execute();
  expect(payouts).toHaveLength(2);
  const after = await Promise.all([claimOf(user, a.uuid), claimOf(user, b.uuid)]);
  expect(after.map((c) => c.status)).toEqual(['PAID', 'PAID']);
  expect(after[1]?.payout?.reference).toBe(first.payoutId);
  expect(after[0]?.history.filter((h) => h.status === 'PAID')).toHaveLength(1);
  // The deductible was taken once across the two claims.
  const total = (after[0]?.paidCents ?? 0) + (after[1]?.paidCents ?? 0);
  const deductible = policy.deductible * 100;
  expect(total).toBe(formula(policy, 70_000) + formula(policy, 60_000, Math.min(deductible, 70_000)));
  const paidEmails = await t.ctx.db
    .selectFrom('emails')
    .select('dedupe_key')
    .where('dedupe_key', 'in', [`claim-paid:${a.uuid}`, `claim-paid:${b.uuid}`])
    .execute();
  expect(paidEmails).toHaveLength(2);
});
