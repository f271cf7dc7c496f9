import type { Me } from '@tailwise/shared/contract';
import { buyInsurance, call, createUser, json, useTestApp, verificationCodeFor } from '../../test/harness';

const t = useTestApp();

describe('authentication', () => {
  test('no token, a garbage token and a wrong scheme are JSON 401s', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Token nope' },
      { authorization: 'Basic abc' },
      { authorization: 'Token' },
    ];
    for (const headers of cases) {
      const res = await call(t.app, 'GET', '/me/', { headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/json');
      expect(json(res)).toMatchObject({ error: { code: 'Unauthorized', message: expect.any(String), fields: {} } });
    }
  });

  test('accepts the Token and the Bearer scheme', async () => {
    const user = await createUser();
    expect((await call(t.app, 'GET', '/me/', { headers: { authorization: `Token ${user.idToken}` } })).statusCode).toBe(
      200,
    );
    expect(
      (await call(t.app, 'GET', '/me/', { headers: { authorization: `Bearer ${user.idToken}` } })).statusCode,
    ).toBe(200);
  });
});

describe('GET /me/', () => {
  test('a new account gets an empty profile with every field of Me', async () => {
    const user = await createUser();
    const res = await call(t.app, 'GET', '/me/', { user });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      id: expect.any(String),
      email: user.email,
      emailVerified: false,
      firstName: null,
      lastName: null,
      phone: null,
      shippingAddress: null,
      wallet: { paymentProviders: [] },
      purchaseAgreements: [],
      insuranceAgreements: [],
      interestedIn: [],
      nextPayment: null,
      createdAt: expect.any(String),
    });
  });

  test('after checkout it shows the agreements, wallet and address', async () => {
    const user = await createUser();
    const bought = await buyInsurance(t, user);
    const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.insuranceAgreements).toEqual([
      expect.objectContaining({ status: 'ACTIVE', pet: bought.pets[0]?.uuid, billingInterval: 'month' }),
    ]);
    expect(me.wallet.paymentProviders).toEqual([
      expect.objectContaining({ paymentProvider: 'CARD', brand: 'visa', last4: '4242', isDefault: true }),
    ]);
    expect(me.shippingAddress).toMatchObject({ city: 'Philadelphia', state: 'PA' });
    expect(me.interestedIn).toEqual(['INSURANCE']);
  });
});

describe('PATCH /me/profile/', () => {
  test('updates only the fields sent', async () => {
    const user = await createUser();
    const res = await call(t.app, 'PATCH', '/me/profile/', {
      user,
      body: { firstName: 'Sam', phone: '215-555-0100', interestedIn: ['WELLNESS'] },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      firstName: 'Sam',
      lastName: null,
      phone: '+12155550100',
      interestedIn: ['WELLNESS'],
    });
    const address = {
      firstName: 'Sam',
      lastName: 'Park',
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02108',
    };
    const again = json<Me>(
      await call(t.app, 'PATCH', '/me/profile/', { user, body: { shippingAddress: address, phone: null } }),
    );
    expect(again).toMatchObject({ firstName: 'Sam', phone: null, shippingAddress: address });
  });

  test('bad input is 400; an empty update too; no token is 401', async () => {
    const user = await createUser();
    const bad = await call(t.app, 'PATCH', '/me/profile/', {
      user,
      body: { phone: '12', interestedIn: ['CARS'], email: 'x@y.z' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      error: { fields: { phone: expect.any(String), 'interestedIn.0': expect.any(String), email: 'Unknown field' } },
    });
    expect((await call(t.app, 'PATCH', '/me/profile/', { user, body: {} })).statusCode).toBe(400);
    expect(
      (await call(t.app, 'PATCH', '/me/profile/', { user, body: { shippingAddress: { city: 'Boston' } } })).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'PATCH', '/me/profile/', { body: { firstName: 'X' } })).statusCode).toBe(401);
  });
});

describe('email verification', () => {
  const codeFor = (email: string) => verificationCodeFor(t.app, email);

  test('a mailed single-use code verifies the email', async () => {
    const user = await createUser();
    const sent = await call(t.app, 'POST', '/me/verify_email/', { user });
    expect(sent.statusCode).toBe(202);
    expect(json(sent)).toEqual({ sent: true, expiresAt: expect.any(String) });
    const code = await codeFor(user.email);
    expect(code).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const ok = await call(t.app, 'GET', `/me/verify_email/${code}/`, { user });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ emailVerified: true });
    expect(json<Me>(await call(t.app, 'GET', '/me/', { user })).emailVerified).toBe(true);
    const again = await call(t.app, 'GET', `/me/verify_email/${code}/`, { user });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ error: { code: 'EmailVerificationCodeUsed' } });
    expect((await call(t.app, 'POST', '/me/verify_email/', { user })).statusCode).toBe(409);
  });

  test('an expired code is 422, an unknown one 404, a malformed one 400', async () => {
    const user = await createUser();
    await call(t.app, 'POST', '/me/verify_email/', { user });
    const code = await codeFor(user.email);
    await t.ctx.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await call(t.app, 'GET', `/me/verify_email/${code}/`, { user });
    expect(expired.statusCode).toBe(422);
    expect(json(expired)).toMatchObject({ error: { code: 'EmailVerificationCodeExpired' } });
    expect((await call(t.app, 'GET', `/me/verify_email/${'a'.repeat(32)}/`, { user })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/me/verify_email/short/', { user })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/me/verify_email/${code}/`)).statusCode).toBe(401);
  });
});
