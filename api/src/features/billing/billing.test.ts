// Premiums after the first, end to end through the API and the queue: the welcome and receipt emails of a purchase,
// a month of billing by moving the clock, a decline with its retries, "Pay now", the lapse, discounts recomputed,
// and exactly one charge per period when workers race or die.
import { sql } from 'kysely';
import type { OutboxEmail, PaymentHistory } from '@tailwise/shared/contract';
import { drainJobs } from '../../jobs/drain';
import {
  buyInsurance,
  call,
  cardToken,
  createTestApp,
  createUser,
  json,
  type TestUser,
  useTestApp,
} from '../../test/harness';
import { addDays } from '../agreements/mappers';
import { runChargeBatch, scanDuePremiums } from './billing-service';
import { periodAt } from './periods';

const t = useTestApp();

const outbox = async (to: string): Promise<OutboxEmail[]> =>
  json<{ emails: OutboxEmail[] }>(await call(t.app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}&limit=200`))
    .emails;

const history = async (user: TestUser) => json<PaymentHistory>(await call(t.app, 'GET', '/me/payments/', { user }));

async function setToday(day: string) {
  const res = await call(t.app, 'POST', '/dev/clock', { body: { asOf: day } });
  expect(res.statusCode).toBe(200);
}

async function addCard(user: TestUser, number: string) {
  const token = await cardToken(t.app, number, user);
  const res = await call(t.app, 'POST', '/me/payment-methods/', { user, body: { token, isDefault: true } });
  expect(res.statusCode).toBeLessThan(300);
}

const chargesFor = async (paymentUuid: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from sandbox_charges where idempotency_key like ${`premium:${paymentUuid}:%`}`.execute(
        t.ctx.db,
      )
    ).rows[0]?.n,
  );

afterEach(async () => {
  await call(t.app, 'POST', '/dev/clock', { body: { reset: true } });
});

test('a purchase sends one welcome email with the declarations PDF, and one receipt', async () => {
  const user = await createUser();
  const bought = await buyInsurance(t, user);
  await drainJobs(t.ctx);
  await drainJobs(t.ctx); // a second run of the same jobs sends nothing more
  const mail = await outbox(user.email);
  const welcome = mail.filter((m) => m.template === 'welcome-policy');
  const receipts = mail.filter((m) => m.template === 'receipt');
  expect(welcome).toHaveLength(1);
  expect(receipts).toHaveLength(1);
  const policy = bought.insuranceAgreements[0]!;
  expect(welcome[0]!.text).toContain(policy.policyNumber);
  expect(welcome[0]!.attachments).toEqual([
    expect.objectContaining({
      filename: `tailwise-declarations-${policy.policyNumber}.pdf`,
      contentType: 'application/pdf',
    }),
  ]);
  expect(welcome[0]!.attachments[0]!.bytes).toBeGreaterThan(1000);
  const dollars = `$${(bought.chargedCents / 100).toFixed(2)}`;
  expect(receipts[0]!.text).toContain(dollars);
});

test('a month later the renewal is charged once, with a receipt and a line in the history', async () => {
  const user = await createUser();
  const bought = await buyInsurance(t, user);
  const agreement = bought.insuranceAgreements[0]!;
  const next = periodAt(agreement.startDate, 'month', 1);
  await setToday(next.start);
  await drainJobs(t.ctx);
  await drainJobs(t.ctx);
  const h = await history(user);
  const renewal = h.payments.find((p) => p.periodStart === next.start)!;
  expect(renewal).toMatchObject({ status: 'PAID', amountCents: agreement.priceCents, takenAtCheckout: false });
  expect(renewal.card).toEqual({ brand: 'visa', last4: '4242' });
  expect(h.payments.filter((p) => p.takenAtCheckout)).toHaveLength(1);
  expect(await chargesFor(renewal.id)).toBe(1);
  const receipts = (await outbox(user.email)).filter((m) => m.template === 'receipt');
  expect(receipts).toHaveLength(2);
  const receipt = await call(t.app, 'GET', `/me/payments/${renewal.id}/receipt`, { user });
  expect(receipt.statusCode).toBe(200);
  expect(receipt.body).toContain(`$${(agreement.priceCents / 100).toFixed(2)}`);
  // Someone else cannot read it.
  const other = await createUser();
  expect((await call(t.app, 'GET', `/me/payments/${renewal.id}/receipt`, { user: other })).statusCode).toBe(404);
});

test('a declined renewal is retried 3 and 7 days later, "Pay now" settles it once, and the plan stays', async () => {
  const user = await createUser();
  const bought = await buyInsurance(t, user);
  await addCard(user, '4000000000000341');
  const due = periodAt(bought.insuranceAgreements[0]!.startDate, 'month', 1).start;
  await setToday(due);
  await drainJobs(t.ctx);
  let h = await history(user);
  let period = h.payments.find((p) => p.periodStart === due)!;
  expect(period).toMatchObject({ status: 'PAST_DUE', nextAttemptOn: addDays(due, 3) });
  expect(h.pastDueCents).toBe(period.amountCents);
  // The next payment the dashboard shows is the retry billing will make.
  const me = json<import('@tailwise/shared/contract').Me>(await call(t.app, 'GET', '/me/', { user }));
  expect(me.nextPayment).toMatchObject({ date: addDays(due, 3), amountCents: period.amountCents });
  let failed = (await outbox(user.email)).filter((m) => m.template === 'payment-failed');
  expect(failed).toHaveLength(1);
  expect(failed[0]!.text).toContain('0341');

  await setToday(addDays(due, 3));
  await drainJobs(t.ctx);
  h = await history(user);
  period = h.payments.find((p) => p.periodStart === due)!;
  expect(period).toMatchObject({ status: 'PAST_DUE', nextAttemptOn: addDays(due, 7) });
  failed = (await outbox(user.email)).filter((m) => m.template === 'payment-failed');
  expect(failed).toHaveLength(2);

  // Pay now with the same card declines, names the card, and keeps the schedule.
  const declined = await call(t.app, 'POST', `/me/payments/${period.id}/pay/`, { user });
  expect(declined.statusCode).toBe(422);
  expect(json<{ error: { fields: Record<string, string> } }>(declined).error.fields).toHaveProperty('paymentMethod');

  await addCard(user, '4242424242424242');
  const [a, b] = await Promise.all([
    call(t.app, 'POST', `/me/payments/${period.id}/pay/`, { user }),
    call(t.app, 'POST', `/me/payments/${period.id}/pay/`, { user }),
  ]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  await drainJobs(t.ctx);
  h = await history(user);
  expect(h.payments.find((p) => p.periodStart === due)).toMatchObject({
    status: 'PAID',
    card: { brand: 'visa', last4: '4242' },
  });
  expect(h.pastDueCents).toBe(0);
  const succeeded = await sql<{ n: number }>`select count(*)::int as n from sandbox_charges
    where idempotency_key like ${`premium:${period.id}:%`} and status = 'succeeded'`.execute(t.ctx.db);
  expect(succeeded.rows[0]?.n).toBe(1);
  const receipts = (await outbox(user.email)).filter((m) => m.template === 'receipt');
  expect(receipts).toHaveLength(2); // the purchase's and this one

  // The retry day passes with nothing left to charge.
  await setToday(addDays(due, 7));
  await drainJobs(t.ctx);
  expect((await history(user)).payments.find((p) => p.periodStart === due)!.status).toBe('PAID');
});

test('after the last retry fails the plan lapses: one lapse email, no claims after it, no later charges', async () => {
  const user = await createUser();
  const bought = await buyInsurance(t, user);
  await addCard(user, '4000000000000341');
  const due = periodAt(bought.insuranceAgreements[0]!.startDate, 'month', 1).start;
  for (const day of [due, addDays(due, 3), addDays(due, 7)]) {
    await setToday(day);
    await drainJobs(t.ctx);
  }
  const h = await history(user);
  expect(h.payments.find((p) => p.periodStart === due)!.status).toBe('LAPSED');
  const mail = await outbox(user.email);
  expect(mail.filter((m) => m.template === 'payment-failed')).toHaveLength(2);
  const lapsed = mail.filter((m) => m.template === 'plan-lapsed');
  expect(lapsed).toHaveLength(1);
  const agreement = await t.ctx.db
    .selectFrom('insurance_agreements')
    .select(['status', 'ends_on'])
    .where('uuid', '=', bought.insuranceAgreements[0]!.uuid)
    .executeTakeFirstOrThrow();
  expect(agreement).toEqual({ status: 'LAPSED', ends_on: addDays(due, -1) });
  // Claims: a visit while it was paid for is still covered; one after the lapse is not.
  const pet = bought.pets[0]!.uuid;
  const covered = await call(t.app, 'POST', '/claims/estimate/', {
    user,
    body: { petUuid: pet, condition: 'ACCIDENT', dateOfService: addDays(due, -2), amountCents: 50_000 },
  });
  expect(covered.statusCode).toBe(200);
  const after = await call(t.app, 'POST', '/claims/estimate/', {
    user,
    body: { petUuid: pet, condition: 'ACCIDENT', dateOfService: addDays(due, 1), amountCents: 50_000 },
  });
  expect(after.statusCode).toBe(422);
  expect(json<{ error: { message: string; fields: Record<string, string> } }>(after).error).toMatchObject({
    message: expect.stringContaining('lapsed'),
    fields: { dateOfService: `The cover ended on ${addDays(due, -1)}` },
  });
  // A month later nothing more is billed for it.
  await setToday(periodAt(bought.insuranceAgreements[0]!.startDate, 'month', 2).start);
  await drainJobs(t.ctx);
  expect((await history(user)).payments.filter((p) => !p.takenAtCheckout)).toHaveLength(1);
});

test('two workers on one due list, one dying mid-charge: every period is charged exactly once', async () => {
  const users = await Promise.all(Array.from({ length: 6 }, () => createUser()));
  const bought = await Promise.all(users.map((u) => buyInsurance(t, u)));
  const asOf = periodAt(bought[0]!.insuranceAgreements[0]!.startDate, 'month', 1).start;
  await scanDuePremiums(t.ctx, asOf);
  // A worker that dies after the provider took the money but before it recorded it: the attempt is set and
  // charged, the row is still DUE and leased.
  const victim = await t.ctx.db
    .selectFrom('premium_payments')
    .selectAll()
    .where('status', '=', 'DUE')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db.updateTable('premium_payments').set({ charging_attempt: 1 }).where('id', '=', victim.id).execute();
  const customer = await t.ctx.db
    .selectFrom('customers')
    .select('firebase_uid')
    .where('id', '=', victim.customer_id)
    .executeTakeFirstOrThrow();
  const card = await t.ctx.db
    .selectFrom('wallet_entries')
    .selectAll()
    .where('customer_id', '=', victim.customer_id)
    .executeTakeFirstOrThrow();
  await t.ctx.cards.chargeSavedCard(
    {
      paymentMethodId: card.provider_id,
      brand: 'visa',
      last4: card.last4!,
      expMonth: card.exp_month!,
      expYear: card.exp_year!,
    },
    {
      customerUid: customer.firebase_uid,
      amountCents: victim.amount_cents,
      currency: 'USD',
      idempotencyKey: `premium:${victim.uuid}:1`,
      description: `Tailwise premium ${victim.period_start} to ${victim.period_end}`,
    },
  );
  // Two workers race over the rest (and the dead one's row, once the lease is over: here it never was leased).
  await Promise.all([runChargeBatch(t.ctx, { batch: 2 }), runChargeBatch(t.ctx, { batch: 2 })]);
  const rows = await t.ctx.db
    .selectFrom('premium_payments')
    .select(['uuid', 'status'])
    .where('customer_id', 'in', (eb) =>
      eb
        .selectFrom('customers')
        .select('id')
        .where(
          'firebase_uid',
          'in',
          users.map((u) => u.uid),
        ),
    )
    .execute();
  expect(rows).toHaveLength(6);
  for (const row of rows) {
    expect(row.status).toBe('PAID');
    expect(await chargesFor(row.uuid)).toBe(1);
  }
});

test('a dog keeps its multi-pet discount only while the cat is insured', async () => {
  const user = await createUser();
  const { breedIds, SHIPPING_PA } = await import('../../test/harness');
  const token = await cardToken(t.app);
  const res = await call(t.app, 'POST', '/checkout/', {
    user,
    headers: { 'idempotency-key': `multi-${user.uid}` },
    body: {
      billingInterval: 'month',
      shippingAddress: SHIPPING_PA,
      payment: { provider: 'CARD', token },
      pets: [
        { name: 'Rex', petType: 0, breedId: breedIds(t).dog, age: 2, insurance: {} },
        { name: 'Tom', petType: 1, breedId: breedIds(t).cat, age: 2, insurance: {} },
      ],
    },
  });
  expect(res.statusCode).toBe(201);
  const bought = json<import('@tailwise/shared/contract').CheckoutResult>(res);
  const lines = bought.quote.pets.map((p) => p.insurance!);
  const discounted = bought.insuranceAgreements.find((a) =>
    bought.quote.pets.some(
      (p, i) => p.insurance?.discounts.some((d) => d.code === 'MULTI_PET') && bought.pets[i]?.uuid === a.pet,
    ),
  )!;
  const full = bought.insuranceAgreements.find((a) => a.uuid !== discounted.uuid)!;
  expect(lines.some((l) => l.discounts.some((d) => d.code === 'MULTI_PET'))).toBe(true);

  // The full-price pet is cancelled in the free look: the other one loses MULTI_PET from its next period.
  const cancel = await call(t.app, 'POST', `/agreements/${full.uuid}/cancel/`, { user });
  expect(cancel.statusCode).toBe(200);
  const due = periodAt(discounted.startDate, 'month', 1).start;
  const listPrice = bought.quote.pets.find((p, i) => bought.pets[i]?.uuid === discounted.pet)!.insurance!
    .listMonthlyCents;
  // The dashboard's next payment already shows what billing will take: the full price.
  const me = json<import('@tailwise/shared/contract').Me>(await call(t.app, 'GET', '/me/', { user }));
  expect(me.insuranceAgreements.find((a) => a.uuid === discounted.uuid)!.nextPayment).toEqual({
    date: due,
    amountCents: listPrice,
  });
  await setToday(due);
  await drainJobs(t.ctx);
  const renewal = (await history(user)).payments.find(
    (p) => p.periodStart === due && p.agreementUuid === discounted.uuid,
  )!;
  const list = bought.quote.pets.find((p, i) => bought.pets[i]?.uuid === discounted.pet)!.insurance!.listMonthlyCents;
  expect(discounted.priceCents).toBeLessThan(list);
  expect(renewal.amountCents).toBe(list);
  expect(renewal.status).toBe('PAID');
  // Nothing is billed for the cancelled plan.
  expect(
    (await history(user)).payments.filter((p) => p.agreementUuid === full.uuid && !p.takenAtCheckout),
  ).toHaveLength(0);
});

test('a payroll plan records a payroll deduction each period, with a receipt that says so', async () => {
  const user = await createUser();
  const seat = await call(t.app, 'POST', '/groups/fenwick/seats/claim/', {
    user,
    body: { employeeId: 'FEN-0007', dateOfBirth: '1967-06-15' },
  });
  expect(seat.statusCode).toBe(200);
  const bought = await buyInsurance(t, user, { payment: { provider: 'GROUP', groupId: 'fenwick' } });
  expect(bought.payment.paymentProvider).toBe('GROUP');
  const due = periodAt(bought.insuranceAgreements[0]!.startDate, 'month', 1).start;
  await setToday(due);
  await drainJobs(t.ctx);
  const renewal = (await history(user)).payments.find((p) => p.periodStart === due)!;
  expect(renewal).toMatchObject({ status: 'PAID', method: 'PAYROLL', card: null });
  // No card was charged for it: the deduction is the employer's to collect.
  expect(await chargesFor(renewal.id)).toBe(0);
  const receipts = (await outbox(user.email)).filter((m) => m.template === 'receipt');
  expect(receipts).toHaveLength(2);
  expect(receipts[0]!.text).toContain('Payroll deduction');
  expect(receipts[0]!.text).toContain(`$${(renewal.amountCents / 100).toFixed(2)}`);
});

test('the clock cannot be moved in production', async () => {
  const prod = await createTestApp({ production: true, appEnv: 'production' });
  try {
    expect((await call(prod.app, 'POST', '/dev/clock', { body: { advanceDays: 30 } })).statusCode).toBe(404);
    await expect(prod.ctx.clock.setOffset(86_400_000)).rejects.toThrow('cannot be moved in production');
    // An offset written to the table by anything else is ignored in production.
    await sql`update app_clock set offset_ms = 86400000000`.execute(prod.ctx.db);
    expect(Math.abs((await prod.ctx.clock.now()).getTime() - Date.now())).toBeLessThan(60_000);
  } finally {
    await prod.close();
  }
});

test("a purchase is dated by the product's clock, so its cover and first renewal follow a moved clock", async () => {
  const day = addDays(new Date().toISOString().slice(0, 10), 40);
  await setToday(day);
  const user = await createUser();
  const { breedIds, SHIPPING_PA } = await import('../../test/harness');
  const res = await call(t.app, 'POST', '/checkout/', {
    user,
    headers: { 'idempotency-key': `clock-${user.uid}` },
    body: {
      billingInterval: 'month',
      shippingAddress: SHIPPING_PA,
      payment: { provider: 'CARD', token: await cardToken(t.app) },
      pets: [{ name: 'Rex', petType: 0, breedId: breedIds(t).dog, age: 2, insurance: {} }],
    },
  });
  expect(res.statusCode).toBe(201);
  const bought = json<import('@tailwise/shared/contract').CheckoutResult>(res);
  expect(bought.insuranceAgreements[0]!.startDate).toBe(day);
  const me = json<import('@tailwise/shared/contract').Me>(await call(t.app, 'GET', '/me/', { user }));
  expect(me.insuranceAgreements[0]!.nextPayment?.date).toBe(periodAt(day, 'month', 1).start);
});
