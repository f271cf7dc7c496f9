// A disabled or signed-out-everywhere Firebase account loses its writes at once: checkout, profile, claims and
// cancellation check revocation with Firebase (verifyIdToken(token, true)); reads may answer from the token cache.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { CheckoutResult } from '@tailwise/shared/contract';
import { multipartBody, uniquePdf } from '../test/multipart';
import { isoDay } from '../features/agreements/mappers';
import {
  breedIds,
  buyInsurance,
  call,
  cardToken,
  createUser,
  SHIPPING_PA,
  type TestUser,
  useTestApp,
} from '../test/harness';

const admin = initializeApp({ projectId: 'demo-tailwise' }, `revocation-test-${randomUUID()}`);
// Tokens are remembered for a minute: long enough that a cached write would still pass.
const t = useTestApp({ tokenCacheMs: 60_000 });
afterAll(async () => {
  await deleteApp(admin);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every write the issue names, as this user; answers each status. */
async function writes(user: TestUser, purchase: CheckoutResult) {
  const petUuid = purchase.pets[0]?.uuid as string;
  const form = multipartBody(
    {
      petUuid,
      condition: 'ACCIDENT',
      dateOfService: isoDay(new Date()),
      amountCents: '10000',
      description: 'Cut paw',
    },
    [{ field: 'invoices', fileName: 'i.pdf', contentType: 'application/pdf', data: uniquePdf() }],
  );
  const claim = await t.app.inject({
    method: 'POST',
    url: '/api/1.0/claims/',
    payload: form.body,
    headers: { 'content-type': form.contentType, ...user.auth },
  });
  const checkout = await call(t.app, 'POST', '/checkout/', {
    user,
    headers: { 'idempotency-key': `key-${randomUUID()}` },
    body: {
      billingInterval: 'month',
      shippingAddress: SHIPPING_PA,
      payment: { provider: 'CARD', token: await cardToken(t.app) },
      pets: [{ name: 'Nova', petType: 0, breedId: breedIds(t).dog, age: 1, insurance: {} }],
    },
  });
  const profile = await call(t.app, 'PATCH', '/me/profile/', { user, body: { firstName: 'Mallory' } });
  const agreement = purchase.insuranceAgreements[0]?.uuid as string;
  const cancel = await call(t.app, 'POST', `/agreements/${agreement}/cancel/`, { user });
  return {
    claim: claim.statusCode,
    checkout: checkout.statusCode,
    profile: profile.statusCode,
    cancel: cancel.statusCode,
  };
}

const refused = { claim: 401, checkout: 401, profile: 401, cancel: 401 };

test('a disabled account is refused every write at once, though its token is cached and unexpired', async () => {
  const user = await createUser();
  const purchase = await buyInsurance(t, user);
  expect((await call(t.app, 'GET', '/me/', { user })).statusCode).toBe(200);
  await getAuth(admin).updateUser(user.uid, { disabled: true });
  expect(await writes(user, purchase)).toEqual(refused);
  // Nothing was written on its behalf.
  const customer = await t.ctx.db
    .selectFrom('customers')
    .select(['id', 'first_name'])
    .where('firebase_uid', '=', user.uid)
    .executeTakeFirstOrThrow();
  expect(customer.first_name).not.toBe('Mallory');
  const claims = await t.ctx.db.selectFrom('claims').select('id').where('customer_id', '=', customer.id).execute();
  expect(claims).toHaveLength(0);
  // Once a write found the account disabled, its token is forgotten: reads are refused too.
  expect((await call(t.app, 'GET', '/me/', { user })).statusCode).toBe(401);
});

test('revoked sessions (sign out everywhere) are refused every write', async () => {
  const user = await createUser();
  const purchase = await buyInsurance(t, user);
  // Revocation counts whole seconds from the token's issue time.
  await sleep(1100);
  await getAuth(admin).revokeRefreshTokens(user.uid);
  expect(await writes(user, purchase)).toEqual(refused);
});

test('a live account keeps writing, and its reads are answered from the cache', async () => {
  const user = await createUser();
  const purchase = await buyInsurance(t, user);
  const ok = await writes(user, purchase);
  expect(ok).toEqual({ claim: 201, checkout: 201, profile: 200, cancel: 200 });
});
