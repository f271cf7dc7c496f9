// Declarations pages (read back as text with pdf.js) and cancellation: free-look refund through the provider,
// cover to the end of the paid period afterwards, payroll plans, idempotency under parallel calls, and ownership.
import { randomUUID } from 'node:crypto';
import type { Cancellation, CheckoutResult, Me } from '@tailwise/shared/contract';
import { coverDatesForPurchase, purchaseIsoDate } from '@tailwise/shared/contract';
import {
  breedIds,
  buyInsurance,
  call,
  cardToken,
  createUser,
  json,
  SHIPPING_PA,
  type TestUser,
  useTestApp,
} from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { backdateCover } from '../../test/claim-helpers';
import { addDays, addMonths, isoDay } from './mappers';
import { longDate } from './declarations';

const t = useTestApp();

const today = () => isoDay(new Date());

async function buy(user: TestUser, pets: unknown[], extra: Record<string, unknown> = {}): Promise<CheckoutResult> {
  const res = await call(t.app, 'POST', '/checkout/', {
    user,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      billingInterval: 'month',
      shippingAddress: SHIPPING_PA,
      payment: { provider: 'CARD', token: await cardToken(t.app, '4242424242424242', user) },
      pets,
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return json<CheckoutResult>(res);
}

/** Moves an agreement's start into the past, as if bought `days` ago. */
async function startedDaysAgo(table: 'insurance_agreements' | 'purchase_agreements', uuid: string, days: number) {
  if (table === 'insurance_agreements') return backdateCover(t, { agreementUuid: uuid }, days);
  const start = addDays(today(), -days);
  await t.ctx.db.updateTable(table).set({ start_date: start }).where('uuid', '=', uuid).execute();
  return start;
}

const refundsOf = (chargeId: string) =>
  t.ctx.db.selectFrom('sandbox_refunds').selectAll().where('charge_id', '=', chargeId).execute();

async function chargeIdOf(purchaseUuid: string): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('purchases')
    .select('charge_id')
    .where('uuid', '=', purchaseUuid)
    .executeTakeFirstOrThrow();
  return row.charge_id as string;
}

async function download(user: TestUser | null, uuid: string) {
  return call(t.app, 'GET', `/agreements/${uuid}/declarations.pdf`, { user });
}

describe('GET /agreements/{uuid}/declarations.pdf', () => {
  test('insurance: the page names the policy, pet, cover, waiting periods, start, price and billing', async () => {
    const user = await createUser();
    const dayBefore = purchaseIsoDate(new Date());
    const bought = await buyInsurance(t, user);
    const dayAfter = purchaseIsoDate(new Date());
    const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    const agreement = me.insuranceAgreements[0];
    expect(agreement?.policyNumber).toMatch(/^TW-I-\d{6}$/);
    expect(bought.insuranceAgreements[0]?.policyNumber).toBe(agreement?.policyNumber);
    if (!agreement) throw new Error('no agreement');

    const res = await download(user, agreement.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tailwise-declarations-${agreement.policyNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const price = `$${(agreement.priceCents / 100).toFixed(2)} per month`;
    // The one rule (contract/cover): cover starts on the day of purchase and the waiting periods count from it;
    // the agreement (which billing and the claims decision read) and its PDF both follow it.
    expect([dayBefore, dayAfter]).toContain(agreement.startDate);
    const cover = coverDatesForPurchase(agreement.startDate);
    expect(agreement).toMatchObject({
      accidentCoverageDate: cover.accident,
      illnessCoverageDate: cover.illness,
      cruciateLigamentCoverageDate: cover.cruciate,
    });
    for (const expected of [
      'Pet insurance declarations',
      `Policy number ${agreement.policyNumber}`,
      'Name Rex',
      'Species Dog',
      'Breed Golden Retriever',
      'Cover Accident and illness insurance',
      'Deductible $1,000.00 per policy year',
      'Reimbursement 90% of eligible vet bills after the deductible',
      'Yearly limit $10,000.00 per policy year',
      `Cover starts ${longDate(cover.start)}, the day of purchase`,
      `Accidents 3 days: covered from ${longDate(cover.accident)}`,
      `Illnesses 14 days: covered from ${longDate(cover.illness)}`,
      `Cruciate ligament 6 months: covered from ${longDate(cover.cruciate)}`,
      `Start date ${longDate(agreement.startDate)}`,
      `Price ${price}`,
      'Billing interval Monthly',
      'Policyholder Alex Rivera',
      'Status Active',
    ]) {
      expect(text).toContain(expected);
    }
  });

  test('wellness, yearly and unlimited: plan, allowances, no waiting period, yearly price', async () => {
    const user = await createUser();
    const ids = breedIds(t);
    const bought = await buy(
      user,
      [
        { name: 'Miso', petType: 1, breedId: ids.cat, age: 5, wellnessPlanId: 'cat-classic' },
        { name: 'Bolt', petType: 0, breedId: ids.smallDog, age: 1, insurance: { deductible: 250, isUncapped: true } },
      ],
      { billingInterval: 'year' },
    );
    const wellness = bought.purchaseAgreements[0];
    const insurance = bought.insuranceAgreements[0];
    if (!wellness || !insurance) throw new Error('nothing bought');
    expect(wellness.policyNumber).toMatch(/^TW-W-\d{6}$/);

    const page = await pdfText((await download(user, wellness.uuid)).rawPayload);
    for (const expected of [
      'Wellness plan declarations',
      `Policy number ${wellness.policyNumber}`,
      'Name Miso',
      'Species Cat',
      'Breed Domestic Shorthair',
      'Cover Classic wellness plan (routine care)',
      'Deductible None',
      'Reimbursement 100% of each covered service, up to its yearly allowance',
      `Yearly limit $${((wellness.allowance?.totalCents ?? 0) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} per plan year in total`,
      `Waiting periods None: routine care is covered from ${longDate(wellness.startDate)}`,
      `Price $${(wellness.priceCents / 100).toFixed(2)} per year`,
      'Billing interval Yearly',
    ]) {
      expect(page.text).toContain(expected);
    }
    // Long service labels wrap in their column: compare without the white space.
    const squash = (v: string) => v.replace(/\s+/g, '');
    expect(wellness.allowance?.services.length).toBeGreaterThan(3);
    for (const service of wellness.allowance?.services ?? []) {
      const amount = `$${(service.annualAllowanceCents / 100).toFixed(2)} per plan year`;
      expect(squash(page.text)).toContain(squash(`${service.label} ${amount}`));
    }

    const policy = await pdfText((await download(user, insurance.uuid)).rawPayload);
    expect(policy.text).toContain('Deductible $250.00 per policy year');
    expect(policy.text).toContain('Yearly limit Unlimited');
    expect(policy.text).toContain('Billing interval Yearly');
  });

  test("only the owner: another customer's agreement and an unknown id are 404, no token 401, a bad id 400", async () => {
    const owner = await createUser();
    const bought = await buyInsurance(t, owner);
    const uuid = bought.insuranceAgreements[0]?.uuid as string;
    const other = await createUser();
    const stranger = await download(other, uuid);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['content-type']).toContain('application/json');
    expect(json(stranger)).toMatchObject({ error: { code: 'NotFound' } });
    expect((await download(owner, randomUUID())).statusCode).toBe(404);
    expect((await download(null, uuid)).statusCode).toBe(401);
    const bad = await download(owner, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ error: { fields: { uuid: expect.any(String) } } });
  });
});

describe('cancelling a plan', () => {
  const preview = (user: TestUser, uuid: string) => call(t.app, 'GET', `/agreements/${uuid}/cancellation/`, { user });
  const cancel = (user: TestUser, uuid: string) => call(t.app, 'POST', `/agreements/${uuid}/cancel/`, { user });

  test('free look: the preview shows the refund; cancelling refunds it once and the plan is CANCELLED', async () => {
    const user = await createUser();
    const bought = await buyInsurance(t, user);
    const agreement = bought.insuranceAgreements[0];
    if (!agreement) throw new Error('no agreement');
    const chargeId = await chargeIdOf(bought.purchaseId);

    const before = await preview(user, agreement.uuid);
    expect(before.statusCode).toBe(200);
    expect(json<Cancellation>(before)).toEqual({
      agreement: agreement.uuid,
      kind: 'INSURANCE',
      policyNumber: agreement.policyNumber,
      cancelled: false,
      cancelledAt: null,
      status: 'CANCELLED',
      freeLook: true,
      freeLookLostToClaim: false,
      freeLookEndsOn: addDays(agreement.startDate, 30),
      endsOn: today(),
      refundCents: bought.chargedCents,
      refundMethod: 'CARD',
      refundStatus: 'PENDING',
      message: expect.stringContaining('will be refunded'),
    });
    // A preview changes nothing.
    expect(await refundsOf(chargeId)).toHaveLength(0);
    expect(json<Me>(await call(t.app, 'GET', '/me/', { user })).insuranceAgreements[0]?.status).toBe('ACTIVE');

    const res = await cancel(user, agreement.uuid);
    expect(res.statusCode).toBe(200);
    const done = json<Cancellation>(res);
    expect(done).toMatchObject({
      cancelled: true,
      status: 'CANCELLED',
      freeLook: true,
      refundCents: bought.chargedCents,
      refundMethod: 'CARD',
      refundStatus: 'REFUNDED',
      endsOn: today(),
    });
    expect(done.message).toContain(`$${(bought.chargedCents / 100).toFixed(2)}`);
    const refunds = await refundsOf(chargeId);
    expect(refunds.map((r) => r.amount_cents)).toEqual([bought.chargedCents]);

    // Idempotent: the same answer, no second refund; the preview now shows the cancellation.
    const again = await cancel(user, agreement.uuid);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(done);
    expect(json(await preview(user, agreement.uuid))).toEqual(done);
    expect(await refundsOf(chargeId)).toHaveLength(1);

    const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.insuranceAgreements[0]).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: done.cancelledAt,
      endsOn: today(),
    });
    const pets = json<{ pets: Array<{ insurance: unknown }> }>(await call(t.app, 'GET', '/pets/', { user }));
    expect(pets.pets[0]?.insurance).toBeNull();
  });

  test('one plan of a purchase refunds its own line; the other plan stays ACTIVE until cancelled too', async () => {
    const user = await createUser();
    const ids = breedIds(t);
    const bought = await buy(user, [
      { name: 'Rex', petType: 0, breedId: ids.dog, age: 2, insurance: {}, wellnessPlanId: 'dog-classic' },
    ]);
    const insurance = bought.insuranceAgreements[0];
    const wellness = bought.purchaseAgreements[0];
    if (!insurance || !wellness) throw new Error('nothing bought');
    expect(insurance.priceCents + wellness.priceCents).toBe(bought.chargedCents);
    const chargeId = await chargeIdOf(bought.purchaseId);

    const first = json<Cancellation>(await cancel(user, wellness.uuid));
    expect(first).toMatchObject({ kind: 'WELLNESS', refundCents: wellness.priceCents, refundStatus: 'REFUNDED' });
    let me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.purchaseAgreements[0]?.status).toBe('CANCELLED');
    expect(me.insuranceAgreements[0]?.status).toBe('ACTIVE');

    const second = json<Cancellation>(await cancel(user, insurance.uuid));
    expect(second).toMatchObject({ kind: 'INSURANCE', refundCents: insurance.priceCents, refundStatus: 'REFUNDED' });
    const refunds = await refundsOf(chargeId);
    expect(refunds.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(bought.chargedCents);
    me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.insuranceAgreements[0]?.status).toBe('CANCELLED');
  });

  test('10 parallel cancels: one refund, ten equal answers', async () => {
    const user = await createUser();
    const bought = await buyInsurance(t, user);
    const uuid = bought.insuranceAgreements[0]?.uuid as string;
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(user, uuid)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const bodies = answers.map((r) => json<Cancellation>(r));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ refundStatus: 'REFUNDED', refundCents: bought.chargedCents });
    const refunds = await refundsOf(await chargeIdOf(bought.purchaseId));
    expect(refunds).toHaveLength(1);
  });

  test('after the free look: no refund, cover to the end of the paid month, then CANCELLED and insurable again', async () => {
    const user = await createUser();
    const bought = await buyInsurance(t, user);
    const agreement = bought.insuranceAgreements[0];
    const pet = bought.pets[0];
    if (!agreement || !pet) throw new Error('nothing bought');
    const start = await startedDaysAgo('insurance_agreements', agreement.uuid, 45);
    // The paid month is the one that contains today, counted in months from the start date.
    let months = 1;
    while (addMonths(start, months) <= today()) months += 1;
    const expectedEnd = addDays(addMonths(start, months), -1);

    const seen = json<Cancellation>(await preview(user, agreement.uuid));
    expect(seen).toMatchObject({
      cancelled: false,
      freeLook: false,
      freeLookLostToClaim: false,
      freeLookEndsOn: addDays(start, 30),
      refundCents: 0,
      refundMethod: 'NONE',
      refundStatus: 'NOT_APPLICABLE',
      status: 'ACTIVE',
      endsOn: expectedEnd,
    });
    expect(seen.endsOn >= today()).toBe(true);
    const done = json<Cancellation>(await cancel(user, agreement.uuid));
    expect(done).toMatchObject({ cancelled: true, status: 'ACTIVE', endsOn: expectedEnd, refundCents: 0 });
    expect(done.message).toContain(`through ${expectedEnd}`);
    expect(await refundsOf(await chargeIdOf(bought.purchaseId))).toHaveLength(0);

    // Still covered: /me/ and the pet show the plan, ACTIVE, with its end date.
    let me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.insuranceAgreements[0]).toMatchObject({ status: 'ACTIVE', endsOn: expectedEnd });
    const petNow = json<{ insurance: { uuid: string } | null }>(
      await call(t.app, 'GET', `/pets/${pet.uuid}`, { user }),
    );
    expect(petNow.insurance?.uuid).toBe(agreement.uuid);
    // Buying again while covered is refused.
    const early = await call(t.app, 'POST', '/checkout/', {
      user,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        billingInterval: 'month',
        shippingAddress: SHIPPING_PA,
        payment: { provider: 'CARD', token: await cardToken(t.app, '4242424242424242', user) },
        pets: [{ uuid: pet.uuid, insurance: {} }],
      },
    });
    expect(early.statusCode).toBe(409);

    // The paid period ends: the plan reads CANCELLED and the pet can be insured again.
    await t.ctx.db
      .updateTable('insurance_agreements')
      .set({ ends_on: addDays(today(), -1) })
      .where('uuid', '=', agreement.uuid)
      .execute();
    me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.insuranceAgreements[0]?.status).toBe('CANCELLED');
    const again = await buy(user, [{ uuid: pet.uuid, insurance: {} }]);
    expect(again.insuranceAgreements[0]?.status).toBe('ACTIVE');
    const stored = await t.ctx.db
      .selectFrom('insurance_agreements')
      .select('status')
      .where('uuid', '=', agreement.uuid)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('CANCELLED');
    // Cancelled for good: cancelling again answers the same cancellation.
    expect(json<Cancellation>(await cancel(user, agreement.uuid))).toMatchObject({
      cancelled: true,
      cancelledAt: done.cancelledAt,
      status: 'CANCELLED',
    });
  });

  test('after the free look on a yearly plan, cover runs to the end of the paid year', async () => {
    const user = await createUser();
    const bought = await buyInsurance(t, user, { billingInterval: 'year' });
    const uuid = bought.insuranceAgreements[0]?.uuid as string;
    const start = await startedDaysAgo('insurance_agreements', uuid, 100);
    expect(json<Cancellation>(await cancel(user, uuid))).toMatchObject({
      freeLook: false,
      refundCents: 0,
      endsOn: addDays(addMonths(start, 12), -1),
    });
  });

  test('payroll: a GROUP plan in free look is CANCELLED with nothing to refund, and says so', async () => {
    const user = await createUser();
    const seat = await call(t.app, 'POST', '/groups/fenwick/seats/claim/', {
      user,
      body: { employeeId: 'FEN-0042', dateOfBirth: '2002-06-15' },
    });
    expect(seat.statusCode).toBe(200);
    const res = await call(t.app, 'POST', '/checkout/', {
      user,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        billingInterval: 'month',
        shippingAddress: SHIPPING_PA,
        payment: { provider: 'GROUP', groupId: 'fenwick' },
        pets: [{ name: 'Rex', petType: 0, breedId: breedIds(t).dog, age: 2, insurance: {} }],
      },
    });
    expect(res.statusCode).toBe(201);
    const uuid = json<CheckoutResult>(res).insuranceAgreements[0]?.uuid as string;
    const done = json<Cancellation>(await cancel(user, uuid));
    expect(done).toMatchObject({
      status: 'CANCELLED',
      freeLook: true,
      refundCents: 0,
      refundMethod: 'PAYROLL',
      refundStatus: 'NOT_APPLICABLE',
    });
    expect(done.message).toMatch(/payroll deduction.*nothing to refund/);
    expect(await t.ctx.db.selectFrom('sandbox_refunds').selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ idempotency_key: `cancel:${uuid}` }),
    );
  });

  test("another customer's agreement is 404 for the preview and the cancel, and stays untouched", async () => {
    const owner = await createUser();
    const bought = await buyInsurance(t, owner);
    const uuid = bought.insuranceAgreements[0]?.uuid as string;
    const other = await createUser();
    for (const res of [await preview(other, uuid), await cancel(other, uuid)]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ error: { code: 'NotFound' } });
    }
    expect((await cancel(owner, 'nope')).statusCode).toBe(400);
    expect(json<Me>(await call(t.app, 'GET', '/me/', { user: owner })).insuranceAgreements[0]).toMatchObject({
      status: 'ACTIVE',
      cancelledAt: null,
      endsOn: null,
    });
  });
});

describe('sandbox provider partial refunds', () => {
  test('once per key, never more than is left of the charge, a key for one refund only', async () => {
    const user = await createUser();
    const bought = await buyInsurance(t, user);
    const chargeId = await chargeIdOf(bought.purchaseId);
    const total = bought.chargedCents;
    const first = await t.ctx.cards.refundPart(chargeId, 100, 'test:a');
    expect(await t.ctx.cards.refundPart(chargeId, 100, 'test:a')).toEqual(first);
    await expect(t.ctx.cards.refundPart(chargeId, 200, 'test:a')).rejects.toThrow('another refund');
    await expect(t.ctx.cards.refundPart(chargeId, total, 'test:b')).rejects.toThrow('more than is left');
    await expect(t.ctx.cards.refundPart('ch_nope', 1, 'test:c')).rejects.toThrow('No such charge');
    const rest = await t.ctx.cards.refundPart(chargeId, total - 100, 'test:d');
    expect(rest.amountCents).toBe(total - 100);
    expect((await refundsOf(chargeId)).reduce((sum, r) => sum + r.amount_cents, 0)).toBe(total);
  });
});

describe('wellness allowance on /me/', () => {
  test("each wellness plan shows this plan year's allowance per service; the year rolls on the start anniversary", async () => {
    const user = await createUser();
    const ids = breedIds(t);
    const bought = await buy(user, [
      { name: 'Miso', petType: 1, breedId: ids.cat, age: 5, wellnessPlanId: 'cat-classic' },
    ]);
    const uuid = bought.purchaseAgreements[0]?.uuid as string;
    const plan = t.ctx.catalog.plans.get('cat-classic');
    if (!plan) throw new Error('no plan');
    const total = plan.allowances.reduce((sum, a) => sum + a.annualAllowanceCents, 0);

    let me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.purchaseAgreements[0]?.allowance).toEqual({
      yearFrom: today(),
      yearTo: addMonths(today(), 12),
      totalCents: total,
      usedCents: 0,
      leftCents: total,
      services: plan.allowances.map((a) => ({ ...a, usedCents: 0, leftCents: a.annualAllowanceCents })),
    });

    const start = await startedDaysAgo('purchase_agreements', uuid, 400);
    me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.purchaseAgreements[0]?.allowance).toMatchObject({
      yearFrom: addMonths(start, 12),
      yearTo: addMonths(start, 24),
      leftCents: total,
    });
    const pets = json<{ pets: Array<{ wellness: { allowance?: unknown } | null }> }>(
      await call(t.app, 'GET', '/pets/', { user }),
    );
    expect(pets.pets[0]?.wellness?.allowance).toEqual(me.purchaseAgreements[0]?.allowance);
  });
});
