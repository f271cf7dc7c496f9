// User B tries every one of user A's resources and gets nothing: 404s, and A's data unchanged.
import { randomUUID } from 'node:crypto';
import type { CheckoutResult, Claim, ClaimList, Lead, Me, PetList, Referrals } from '@tailwise/shared/contract';
import { addDays, isoDay } from '../features/agreements/mappers';
import {
  breedIds,
  call,
  cardToken,
  createUser,
  json,
  SHIPPING_PA,
  type TestUser,
  useTestApp,
  verificationCodeFor,
} from './harness';
import { multipartBody, PDF } from './multipart';

const t = useTestApp();
let a: TestUser;
let b: TestUser;
let purchase: CheckoutResult;
let purchaseKey: string;
let purchaseBody: Record<string, unknown>;
let claim: Claim;
let lead: Lead;
let verifyCode: string;
let tokenOfA: string;

beforeAll(async () => {
  [a, b] = await Promise.all([createUser(), createUser()]);
  purchaseKey = `key-${randomUUID()}`;
  purchaseBody = {
    billingInterval: 'month',
    shippingAddress: SHIPPING_PA,
    payment: { provider: 'CARD', token: await cardToken(t.app, '4242424242424242', a) },
    pets: [{ name: 'Rex', petType: 0, breedId: breedIds(t).dog, age: 2, insurance: {}, wellnessPlanId: 'dog-classic' }],
  };
  const bought = await call(t.app, 'POST', '/checkout/', {
    user: a,
    body: purchaseBody,
    headers: { 'idempotency-key': purchaseKey },
  });
  expect(bought.statusCode).toBe(201);
  purchase = json<CheckoutResult>(bought);
  const start = addDays(isoDay(new Date()), -100);
  await t.ctx.db
    .updateTable('insurance_agreements')
    .set({ start_date: start, accident_coverage_date: start, illness_coverage_date: start })
    .execute();
  const form = multipartBody(
    {
      petUuid: purchase.pets[0]?.uuid as string,
      condition: 'ACCIDENT',
      dateOfService: addDays(isoDay(new Date()), -5),
      amountCents: '50000',
      description: 'Sprain',
    },
    [{ field: 'invoices', fileName: 'a.pdf', contentType: 'application/pdf', data: PDF }],
  );
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: form.body,
    headers: { 'content-type': form.contentType, ...a.auth },
  });
  expect(submitted.statusCode).toBe(201);
  claim = json<Claim>(submitted);
  lead = json<Lead>(await call(t.app, 'POST', '/leads/', { user: a, body: { email: a.email, firstName: 'Alice' } }));
  expect((await call(t.app, 'POST', '/me/verify_email/', { user: a })).statusCode).toBe(202);
  verifyCode = await verificationCodeFor(t.app, a.email);
  expect(
    (
      await call(t.app, 'POST', '/groups/fenwick/seats/claim/', {
        user: a,
        body: { employeeId: 'FEN-0010', dateOfBirth: '1970-06-15' },
      })
    ).statusCode,
  ).toBe(200);
  tokenOfA = await cardToken(t.app, '4242424242424242', a);
});

const petOfA = () => purchase.pets[0]?.uuid as string;

test("B cannot read or edit A's pet", async () => {
  expect((await call(t.app, 'GET', `/pets/${petOfA()}`, { user: b })).statusCode).toBe(404);
  expect((await call(t.app, 'PATCH', `/pets/${petOfA()}`, { user: b, body: { name: 'Stolen' } })).statusCode).toBe(404);
  expect(json(await call(t.app, 'GET', `/pets/${petOfA()}`, { user: a }))).toMatchObject({ name: 'Rex' });
  expect(json<PetList>(await call(t.app, 'GET', '/pets/', { user: b })).pets).toEqual([]);
});

test("B cannot read A's claims or invoices, nor claim on A's pet", async () => {
  expect((await call(t.app, 'GET', `/claims/${claim.uuid}`, { user: b })).statusCode).toBe(404);
  expect(
    (await call(t.app, 'GET', `/claims/${claim.uuid}/invoices/${claim.invoices[0]?.id}`, { user: b })).statusCode,
  ).toBe(404);
  expect(json<ClaimList>(await call(t.app, 'GET', '/claims/', { user: b })).claims).toEqual([]);
  const form = multipartBody(
    {
      petUuid: petOfA(),
      condition: 'ACCIDENT',
      dateOfService: addDays(isoDay(new Date()), -1),
      amountCents: '100',
      description: 'x',
    },
    [{ field: 'invoices', fileName: 'b.pdf', contentType: 'application/pdf', data: PDF }],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: form.body,
    headers: { 'content-type': form.contentType, ...b.auth },
  });
  expect(res.statusCode).toBe(404);
  expect(json<ClaimList>(await call(t.app, 'GET', '/claims/', { user: a })).claims).toHaveLength(1);
});

test("B cannot buy for A's pet, replay A's purchase, or pay with A's card token", async () => {
  const forAPet = await call(t.app, 'POST', '/checkout/', {
    user: b,
    headers: { 'idempotency-key': `key-${randomUUID()}` },
    body: {
      ...purchaseBody,
      payment: { provider: 'CARD', token: await cardToken(t.app, '4242424242424242', b) },
      pets: [{ uuid: petOfA(), insurance: {} }],
    },
  });
  expect(forAPet.statusCode).toBe(404);

  const withAToken = await call(t.app, 'POST', '/checkout/', {
    user: b,
    headers: { 'idempotency-key': `key-${randomUUID()}` },
    body: { ...purchaseBody, payment: { provider: 'CARD', token: tokenOfA } },
  });
  expect(withAToken.statusCode).toBe(422);
  expect(json(withAToken)).toMatchObject({ error: { code: 'PaymentTokenInvalid' } });

  // A's key and body from B: B's own purchase (B's card), never A's stored result.
  const sameKey = await call(t.app, 'POST', '/checkout/', {
    user: b,
    headers: { 'idempotency-key': purchaseKey },
    body: { ...purchaseBody, payment: { provider: 'CARD', token: await cardToken(t.app, '4242424242424242', b) } },
  });
  expect(sameKey.statusCode).toBe(201);
  expect(sameKey.headers['idempotent-replayed']).toBeUndefined();
  expect(json<CheckoutResult>(sameKey).purchaseId).not.toBe(purchase.purchaseId);
  expect(json<CheckoutResult>(sameKey).pets[0]?.uuid).not.toBe(petOfA());
});

test("B's profile holds none of A's agreements, wallet or address", async () => {
  const meB = json<Me>(await call(t.app, 'GET', '/me/', { user: b }));
  const meA = json<Me>(await call(t.app, 'GET', '/me/', { user: a }));
  const aAgreements = [...meA.insuranceAgreements, ...meA.purchaseAgreements].map((x) => x.uuid);
  for (const agreement of [...meB.insuranceAgreements, ...meB.purchaseAgreements])
    expect(aAgreements).not.toContain(agreement.uuid);
  expect(meB.wallet.paymentProviders.some((p) => p.paymentProvider === 'GROUP')).toBe(false);
  expect(meB.email).toBe(b.email);
});

test("B cannot read A's lead by id", async () => {
  expect((await call(t.app, 'GET', `/leads/${lead.id}`, { user: b })).statusCode).toBe(404);
  expect((await call(t.app, 'GET', `/leads/${lead.id}`)).statusCode).toBe(404);
  expect((await call(t.app, 'GET', `/leads/${lead.id}`, { user: a })).statusCode).toBe(200);
});

test("B cannot use A's email verification code", async () => {
  expect((await call(t.app, 'GET', `/me/verify_email/${verifyCode}/`, { user: b })).statusCode).toBe(404);
  expect(json<Me>(await call(t.app, 'GET', '/me/', { user: b })).emailVerified).toBe(false);
  expect(json<Me>(await call(t.app, 'GET', '/me/', { user: a })).emailVerified).toBe(false);
  expect((await call(t.app, 'GET', `/me/verify_email/${verifyCode}/`, { user: a })).statusCode).toBe(200);
});

test("B cannot take A's seat, nor pay through A's group", async () => {
  expect(
    (
      await call(t.app, 'POST', '/groups/fenwick/seats/claim/', {
        user: b,
        body: { employeeId: 'FEN-0010', dateOfBirth: '1970-06-15' },
      })
    ).statusCode,
  ).toBe(409);
  const res = await call(t.app, 'POST', '/checkout/', {
    user: b,
    headers: { 'idempotency-key': `key-${randomUUID()}` },
    body: { ...purchaseBody, payment: { provider: 'GROUP', groupId: 'fenwick' } },
  });
  expect(res.statusCode).toBe(403);
});

test("B's referral link is B's own", async () => {
  const ra = json<Referrals>(await call(t.app, 'GET', '/referrals/', { user: a }));
  const rb = json<Referrals>(await call(t.app, 'GET', '/referrals/', { user: b }));
  expect(rb.ri).not.toBe(ra.ri);
});

test("B cannot download, preview or cancel A's agreements, estimate on A's pet, nor touch A's wallet", async () => {
  const agreements = [...purchase.insuranceAgreements, ...purchase.purchaseAgreements].map((x) => x.uuid);
  expect(agreements).toHaveLength(2);
  for (const uuid of agreements) {
    for (const [method, path] of [
      ['GET', `/agreements/${uuid}/declarations.pdf`],
      ['GET', `/agreements/${uuid}/cancellation/`],
      ['POST', `/agreements/${uuid}/cancel/`],
    ] as const) {
      const res = await call(t.app, method, path, { user: b });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
    }
  }
  const estimate = await call(t.app, 'POST', '/claims/estimate/', {
    user: b,
    body: { petUuid: petOfA(), condition: 'ACCIDENT', dateOfService: isoDay(new Date()), amountCents: 100 },
  });
  expect(estimate.statusCode).toBe(404);

  const walletOfA = json<Me>(await call(t.app, 'GET', '/me/', { user: a })).wallet.paymentProviders;
  // Card ids name brand, last 4 and expiry, so B's own 4242 card shares A's id: only entries B lacks are A's alone.
  const ownIds = json<Me>(await call(t.app, 'GET', '/me/', { user: b })).wallet.paymentProviders.map(
    (e) => e.paymentProviderId,
  );
  const onlyA = walletOfA.filter((e) => !ownIds.includes(e.paymentProviderId));
  expect(onlyA.map((e) => e.paymentProviderId)).toContain('fenwick');
  for (const entry of onlyA) {
    const id = encodeURIComponent(entry.paymentProviderId);
    expect((await call(t.app, 'PUT', `/me/payment-methods/${id}/default/`, { user: b })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/me/payment-methods/${id}/`, { user: b })).statusCode).toBe(404);
  }
  const added = await call(t.app, 'POST', '/me/payment-methods/', {
    user: b,
    body: { token: await cardToken(t.app, '5555555555554444', a) },
  });
  expect(added.statusCode).toBe(422);

  const meA = json<Me>(await call(t.app, 'GET', '/me/', { user: a }));
  expect(meA.wallet.paymentProviders).toEqual(walletOfA);
  expect([...meA.insuranceAgreements, ...meA.purchaseAgreements].map((x) => [x.status, x.cancelledAt])).toEqual([
    ['ACTIVE', null],
    ['ACTIVE', null],
  ]);
});
