// A checkout that dies between the charge and the commit is settled by the reconciler: the pending attempt written
// before the charge becomes exactly one purchase with one charge, or a refund; never a charge without a record.
import { randomUUID } from 'node:crypto';
import { ApiErrorSchema, type CheckoutResult, type Pet } from '@tailwise/shared/contract';
import type { PaymentProvider } from '../../payments/provider';
import {
  breedIds,
  call,
  cardToken,
  createUser,
  json,
  SHIPPING_PA,
  type TestUser,
  useTestApp,
} from '../../test/harness';
import { providerKey } from './charge';
import { settlePendingCheckouts, startCheckoutReconciler } from './reconciler';

const t = useTestApp();
let real: Pick<PaymentProvider, 'charge' | 'refund'>;
beforeAll(async () => {
  real = { charge: t.ctx.cards.charge, refund: t.ctx.cards.refund };
});
afterEach(() => {
  Object.assign(t.ctx.cards, real);
});

const newKey = () => `key-${randomUUID()}`;
const checkout = (user: TestUser, body: unknown, key: string) =>
  call(t.app, 'POST', '/checkout/', { user, body, headers: { 'idempotency-key': key } });

async function cart(user: TestUser, pets: unknown[]) {
  return {
    billingInterval: 'month',
    shippingAddress: SHIPPING_PA,
    payment: { provider: 'CARD', token: await cardToken(t.app, '4242424242424242', user) },
    pets,
  };
}
const newDog = () => ({ name: 'Rex', petType: 0, breedId: breedIds(t).dog, age: 2, insurance: {} });

async function customerId(user: TestUser): Promise<number> {
  return (
    await t.ctx.db.selectFrom('customers').select('id').where('firebase_uid', '=', user.uid).executeTakeFirstOrThrow()
  ).id;
}

/** Our purchases and recorded charges for the customer, and the provider's charges under the key. */
async function books(user: TestUser, key: string) {
  const id = await customerId(user);
  const purchases = await t.ctx.db.selectFrom('purchases').select('uuid').where('customer_id', '=', id).execute();
  const recorded = await t.ctx.db.selectFrom('payment_charges').select('id').where('customer_id', '=', id).execute();
  const provider = await t.ctx.db
    .selectFrom('sandbox_charges')
    .select('status')
    .where('idempotency_key', '=', providerKey(id, key))
    .execute();
  const attempt = await t.ctx.db
    .selectFrom('checkout_attempts')
    .select(['status', 'request'])
    .where('customer_id', '=', id)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return {
    purchases: purchases.length,
    recorded: recorded.length,
    provider: provider.map((c) => c.status),
    attempt: attempt?.status ?? null,
    // The pending copy of the request lives only while the attempt is unsettled.
    request: attempt ? attempt.request !== null : null,
  };
}

/** The provider takes the money, then the process dies before it hears back (or before it commits). */
function chargeThenCrash() {
  t.ctx.cards.charge = async (token, request) => {
    await real.charge(token, request);
    throw new Error('process died after the charge');
  };
}

test('a charge whose checkout died before the commit becomes exactly one purchase and one charge', async () => {
  const user = await createUser();
  const key = newKey();
  const body = await cart(user, [newDog()]);
  chargeThenCrash();
  const crashed = await checkout(user, body, key);
  expect(crashed.statusCode).toBe(500);
  Object.assign(t.ctx.cards, real);
  // Left behind: money taken, nothing recorded, but the pending attempt says what it was for.
  expect(await books(user, key)).toEqual({
    purchases: 0,
    recorded: 0,
    provider: ['succeeded'],
    attempt: 'PENDING',
    request: true,
  });

  expect(await settlePendingCheckouts(t.ctx, { staleMs: 0 })).toMatchObject({ completed: 1, refunded: 0 });
  expect(await books(user, key)).toEqual({
    purchases: 1,
    recorded: 1,
    provider: ['succeeded'],
    attempt: 'COMPLETED',
    request: false,
  });
  // Settling again changes nothing, and the customer's retry replays the purchase without a second charge.
  expect(await settlePendingCheckouts(t.ctx, { staleMs: 0 })).toMatchObject({ completed: 0, refunded: 0 });
  const retry = await checkout(user, body, key);
  expect(retry.statusCode).toBe(201);
  expect(retry.headers['idempotent-replayed']).toBe('true');
  expect(json<CheckoutResult>(retry).pets).toHaveLength(1);
  expect(await books(user, key)).toEqual({
    purchases: 1,
    recorded: 1,
    provider: ['succeeded'],
    attempt: 'COMPLETED',
    request: false,
  });
});

test('a crashed checkout that can no longer complete is refunded once, also after a failed refund', async () => {
  const user = await createUser();
  const pet = json<Pet>(
    await call(t.app, 'POST', '/pets/', {
      user,
      body: { name: 'Biscuit', petType: 0, breedId: breedIds(t).dog, age: 3 },
    }),
  );
  const key = newKey();
  chargeThenCrash();
  expect((await checkout(user, await cart(user, [{ uuid: pet.uuid, insurance: {} }]), key)).statusCode).toBe(500);
  Object.assign(t.ctx.cards, real);
  // Meanwhile another checkout insured the pet: the crashed one cannot complete.
  expect((await checkout(user, await cart(user, [{ uuid: pet.uuid, insurance: {} }]), newKey())).statusCode).toBe(201);

  t.ctx.cards.refund = async () => {
    throw new Error('provider unavailable');
  };
  expect(await settlePendingCheckouts(t.ctx, { staleMs: 0 })).toMatchObject({ completed: 0, refunded: 0, failed: 1 });
  expect(await books(user, key)).toMatchObject({ provider: ['succeeded'], attempt: 'PENDING' });

  t.ctx.cards.refund = real.refund;
  expect(await settlePendingCheckouts(t.ctx, { staleMs: 0 })).toMatchObject({ completed: 0, refunded: 1 });
  expect(await books(user, key)).toEqual({
    purchases: 1,
    recorded: 1,
    provider: ['refunded'],
    attempt: 'REFUNDED',
    request: false,
  });
  const retry = await checkout(user, await cart(user, [{ uuid: pet.uuid, insurance: {} }]), key);
  expect(retry.statusCode).toBe(409);
  expect(ApiErrorSchema.parse(retry.json()).error.code).toBe('ChargeRefunded');
});

test('a failed refund after a failed commit is left to the reconciler, which refunds it', async () => {
  const user = await createUser();
  const pet = json<Pet>(
    await call(t.app, 'POST', '/pets/', { user, body: { name: 'Miso', petType: 0, breedId: breedIds(t).dog, age: 3 } }),
  );
  const key = newKey();
  // While this checkout charges, another one insures the same pet: the commit fails, and so does the refund.
  let raced = false;
  t.ctx.cards.charge = async (token, request) => {
    const charge = await real.charge(token, request);
    if (!raced) {
      raced = true;
      t.ctx.cards.charge = real.charge;
      const other = await checkout(user, await cart(user, [{ uuid: pet.uuid, insurance: {} }]), newKey());
      expect(other.statusCode).toBe(201);
    }
    return charge;
  };
  t.ctx.cards.refund = async () => {
    throw new Error('provider unavailable');
  };
  const failed = await checkout(user, await cart(user, [{ uuid: pet.uuid, insurance: {} }]), key);
  expect(failed.statusCode).toBe(409);
  expect(await books(user, key)).toMatchObject({ provider: ['succeeded'], attempt: 'PENDING' });

  Object.assign(t.ctx.cards, real);
  expect(await settlePendingCheckouts(t.ctx, { staleMs: 0 })).toMatchObject({ refunded: 1 });
  expect(await books(user, key)).toEqual({
    purchases: 1,
    recorded: 1,
    provider: ['refunded'],
    attempt: 'REFUNDED',
    request: false,
  });
});

test('a checkout that died before the provider saw the charge is released, and its key buys once', async () => {
  const user = await createUser();
  const key = newKey();
  const body = await cart(user, [newDog()]);
  t.ctx.cards.charge = async () => {
    throw new Error('process died before the charge');
  };
  expect((await checkout(user, body, key)).statusCode).toBe(500);
  Object.assign(t.ctx.cards, real);
  expect(await settlePendingCheckouts(t.ctx, { staleMs: 0 })).toMatchObject({ released: 1 });
  expect(await books(user, key)).toEqual({ purchases: 0, recorded: 0, provider: [], attempt: null, request: null });
  expect((await checkout(user, body, key)).statusCode).toBe(201);
  expect(await books(user, key)).toEqual({
    purchases: 1,
    recorded: 1,
    provider: ['succeeded'],
    attempt: 'COMPLETED',
    request: false,
  });
});

test('attempts younger than the stale time belong to a live request and are left alone', async () => {
  const user = await createUser();
  const key = newKey();
  chargeThenCrash();
  expect((await checkout(user, await cart(user, [newDog()]), key)).statusCode).toBe(500);
  Object.assign(t.ctx.cards, real);
  expect(await settlePendingCheckouts(t.ctx, { staleMs: 60_000 })).toMatchObject({ completed: 0, refunded: 0 });
  expect(await books(user, key)).toMatchObject({ purchases: 0, attempt: 'PENDING' });
  expect(await settlePendingCheckouts(t.ctx, { staleMs: 0 })).toMatchObject({ completed: 1 });
});

test('the reconciler started with the API settles what a dead process left behind', async () => {
  const user = await createUser();
  const key = newKey();
  chargeThenCrash();
  expect((await checkout(user, await cart(user, [newDog()]), key)).statusCode).toBe(500);
  Object.assign(t.ctx.cards, real);
  // As if the process died three minutes ago.
  await t.ctx.db
    .updateTable('checkout_attempts')
    .set({ updated_at: new Date(Date.now() - 3 * 60_000) })
    .where('customer_id', '=', await customerId(user))
    .execute();
  const reconciler = startCheckoutReconciler(t.ctx, 0);
  try {
    while ((await books(user, key)).attempt === 'PENDING') await new Promise((r) => setTimeout(r, 20));
  } finally {
    reconciler.stop();
  }
  expect(await books(user, key)).toEqual({
    purchases: 1,
    recorded: 1,
    provider: ['succeeded'],
    attempt: 'COMPLETED',
    request: false,
  });
});
