// The wallet: adding a tokenized card, choosing the default, removing a card; and that one account can never
// reach another's token or card.
import { randomUUID } from 'node:crypto';
import type { Me, Wallet, WalletPaymentProvider } from '@tailwise/shared/contract';
import { buyInsurance, call, cardToken, createUser, json, type TestUser, useTestApp } from '../../test/harness';

const t = useTestApp();

const add = (user: TestUser | null, body: unknown) => call(t.app, 'POST', '/me/payment-methods/', { user, body });
const wallet = async (user: TestUser) => json<Me>(await call(t.app, 'GET', '/me/', { user })).wallet.paymentProviders;
const defaults = (entries: WalletPaymentProvider[]) => entries.filter((e) => e.isDefault).map((e) => e.last4);

describe('POST /me/payment-methods/', () => {
  test('the first card becomes the default; a second one only when asked; /me/ shows brand and last 4', async () => {
    const user = await createUser();
    const first = await add(user, { token: await cardToken(t.app, '4242424242424242', user) });
    expect(first.statusCode).toBe(201);
    expect(json<WalletPaymentProvider>(first)).toEqual({
      paymentProvider: 'CARD',
      paymentProviderId: expect.stringMatching(/^card_visa_4242_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      isDefault: true,
    });
    const second = await add(user, { token: await cardToken(t.app, '5555555555554444', user) });
    expect(second.statusCode).toBe(201);
    expect(json<WalletPaymentProvider>(second)).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });
    expect(defaults(await wallet(user))).toEqual(['4242']);

    const third = await add(user, { token: await cardToken(t.app, '378282246310005', user), isDefault: true });
    expect(json<WalletPaymentProvider>(third)).toMatchObject({ brand: 'amex', last4: '0005', isDefault: true });
    const entries = await wallet(user);
    expect(entries.map((e) => e.last4)).toEqual(['4242', '4444', '0005']);
    expect(defaults(entries)).toEqual(['0005']);
    // Card numbers never come back: only brand, last 4 and expiry.
    expect(JSON.stringify(entries)).not.toMatch(/42424242|55555555/);
  });

  test('the same card again answers its entry (200) and can become the default', async () => {
    const user = await createUser();
    await add(user, { token: await cardToken(t.app, '4242424242424242', user) });
    await add(user, { token: await cardToken(t.app, '5555555555554444', user), isDefault: true });
    const again = await add(user, { token: await cardToken(t.app, '4242424242424242', user), isDefault: true });
    expect(again.statusCode).toBe(200);
    const entries = await wallet(user);
    expect(entries).toHaveLength(2);
    expect(defaults(entries)).toEqual(['4242']);
  });

  test('after checkout the bought-with card is there; a new card replaces it as the default', async () => {
    const user = await createUser();
    await buyInsurance(t, user);
    const res = await add(user, { token: await cardToken(t.app, '6011111111111117', user), isDefault: true });
    expect(res.statusCode).toBe(201);
    expect(defaults(await wallet(user))).toEqual(['1117']);
  });

  test("another account's token, a used token and an unknown token are 422 naming the token; nothing is added", async () => {
    const owner = await createUser();
    const other = await createUser();
    const ownersToken = await cardToken(t.app, '4242424242424242', owner);
    const stolen = await add(other, { token: ownersToken });
    expect(stolen.statusCode).toBe(422);
    expect(json(stolen)).toMatchObject({
      error: { code: 'PaymentTokenInvalid', fields: { token: expect.any(String) } },
    });
    expect(await wallet(other)).toEqual([]);
    // The owner can still use it, once.
    expect((await add(owner, { token: ownersToken })).statusCode).toBe(201);
    const reused = await add(owner, { token: ownersToken });
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toMatchObject({ error: { fields: { token: 'This payment token was already used' } } });
    const unknown = await add(owner, { token: 'tok_doesnotexist' });
    expect(json(unknown)).toMatchObject({
      error: { code: 'PaymentTokenInvalid', fields: { token: expect.any(String) } },
    });
  });

  test('a declining test card is refused as PaymentDeclined on the token field', async () => {
    const user = await createUser();
    const res = await add(user, { token: await cardToken(t.app, '4000000000009995', user) });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      error: { code: 'PaymentDeclined', fields: { token: 'Your card has insufficient funds.' } },
    });
    expect(await wallet(user)).toEqual([]);
  });

  test('bad input is a 400 naming the field; no token is 401', async () => {
    const user = await createUser();
    const bad = await add(user, { token: 'card 4242', isDefault: 'yes', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      error: { fields: { token: expect.any(String), isDefault: expect.any(String), extra: 'Unknown field' } },
    });
    expect((await add(user, {})).statusCode).toBe(400);
    expect((await add(null, { token: 'tok_x' })).statusCode).toBe(401);
  });
});

describe('PUT /me/payment-methods/{id}/default/ and DELETE /me/payment-methods/{id}/', () => {
  test('an id that cannot be a wallet entry (control characters, emoji) is a 400 naming it, never a 5xx', async () => {
    const user = await createUser();
    for (const id of ['card\u0000x', '\u{1f436}dog', 'a b']) {
      for (const [method, suffix] of [
        ['DELETE', '/'],
        ['PUT', '/default/'],
      ] as const) {
        const res = await call(t.app, method, `/me/payment-methods/${encodeURIComponent(id)}${suffix}`, { user });
        expect(res.statusCode).toBe(400);
        expect(json<{ error: { fields: Record<string, string> } }>(res).error.fields).toHaveProperty(
          'paymentProviderId',
        );
      }
    }
    const checkout = await call(t.app, 'POST', '/checkout/', {
      user,
      headers: { 'idempotency-key': randomUUID() },
      body: { payment: { provider: 'SAVED_CARD', paymentProviderId: 'card\u0000x' } },
    });
    expect(checkout.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(checkout).error.fields).toHaveProperty([
      'payment.paymentProviderId',
    ]);
  });

  test('makes one card the default; removes a card that is not the default', async () => {
    const user = await createUser();
    const visa = json<WalletPaymentProvider>(
      await add(user, { token: await cardToken(t.app, '4242424242424242', user) }),
    );
    const mc = json<WalletPaymentProvider>(
      await add(user, { token: await cardToken(t.app, '5555555555554444', user) }),
    );
    const path = (id: string) => `/me/payment-methods/${encodeURIComponent(id)}/`;

    const res = await call(t.app, 'PUT', `${path(mc.paymentProviderId)}default/`, { user });
    expect(res.statusCode).toBe(200);
    expect(defaults(json<Wallet>(res).paymentProviders)).toEqual(['4444']);
    expect(defaults(await wallet(user))).toEqual(['4444']);

    const removeDefault = await call(t.app, 'DELETE', path(mc.paymentProviderId), { user });
    expect(removeDefault.statusCode).toBe(409);
    expect(json(removeDefault)).toMatchObject({
      error: { fields: { paymentProviderId: 'This is your default card' } },
    });
    const removed = await call(t.app, 'DELETE', path(visa.paymentProviderId), { user });
    expect(removed.statusCode).toBe(200);
    expect(json<Wallet>(removed).paymentProviders.map((e) => e.last4)).toEqual(['4444']);
  });

  test("another customer's card is 404 for default and delete, and their wallet is unchanged", async () => {
    const owner = await createUser();
    const card = json<WalletPaymentProvider>(
      await add(owner, { token: await cardToken(t.app, '4242424242424242', owner) }),
    );
    await add(owner, { token: await cardToken(t.app, '5555555555554444', owner) });
    const other = await createUser();
    await add(other, { token: await cardToken(t.app, '4242424242424242', other) });
    // The other account has a card with the same id of its own; the owner's second card stays out of reach.
    const ownersSecond = (await wallet(owner)).find((e) => e.last4 === '4444') as WalletPaymentProvider;
    for (const res of [
      await call(t.app, 'PUT', `/me/payment-methods/${ownersSecond.paymentProviderId}/default/`, { user: other }),
      await call(t.app, 'DELETE', `/me/payment-methods/${ownersSecond.paymentProviderId}/`, { user: other }),
      await call(t.app, 'PUT', `/me/payment-methods/${randomUUID()}/default/`, { user: other }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({
        error: { code: 'NotFound', fields: { paymentProviderId: expect.any(String) } },
      });
    }
    expect(defaults(await wallet(owner))).toEqual([card.last4]);
    expect(await wallet(owner)).toHaveLength(2);
  });

  test('payroll deduction cannot be removed here', async () => {
    const user = await createUser();
    await call(t.app, 'POST', '/groups/fenwick/seats/claim/', {
      user,
      body: { employeeId: 'FEN-0043', dateOfBirth: '2003-06-15' },
    });
    const res = await call(t.app, 'DELETE', '/me/payment-methods/fenwick/', { user });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ error: { fields: { paymentProviderId: expect.any(String) } } });
  });
});
