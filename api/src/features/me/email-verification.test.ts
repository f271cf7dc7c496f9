// A verification link proves one mailbox: these tests try to spend it on an address the account moved to.
import { randomUUID } from 'node:crypto';
import type { Lead, Me } from '@tailwise/shared/contract';
import { call, changeEmail, createUser, json, signIn, useTestApp, verificationCodeFor } from '../../test/harness';

const t = useTestApp();

const codeFor = (email: string) => verificationCodeFor(t.app, email);

const victimLead = async (email: string) => {
  const res = await call(t.app, 'POST', '/leads/', {
    body: { email, firstName: 'Vic', lastName: 'Tim', city: 'Austin', state: 'TX', zipCode: '78701' },
  });
  expect(res.statusCode).toBe(201);
  return json<Lead>(res);
};

const customerRowsFor = (email: string) =>
  t.ctx.db.selectFrom('customers').select(['email', 'email_verified']).where('email', '=', email).execute();

describe('a link mailed to an earlier address', () => {
  test('opened after the account moved to a victim’s address, verifies neither the victim nor opens their lead', async () => {
    const victim = `victim-${randomUUID()}@test.tailwise.example`;
    const lead = await victimLead(victim);

    const attacker = await createUser();
    expect((await call(t.app, 'POST', '/me/verify_email/', { user: attacker })).statusCode).toBe(202);
    const code = await codeFor(attacker.email);
    const moved = await changeEmail(attacker, victim);

    // The old token still carries the old address; the account no longer has it.
    const withOldToken = await call(t.app, 'GET', `/me/verify_email/${code}/`, { user: attacker });
    expect(withOldToken.statusCode).toBe(422);
    expect(json(withOldToken)).toMatchObject({ error: { code: 'EmailVerificationCodeExpired' } });
    // The token the email change returned: Firebase may already count the session as revoked by the change (401,
    // depending on the second it was minted in), or it reaches the check that the link was for an earlier address
    // (422). Either way the link does not verify.
    const withNewToken = await call(t.app, 'GET', `/me/verify_email/${code}/`, { user: moved });
    expect([401, 422]).toContain(withNewToken.statusCode);

    // A token minted now says what Firebase holds for the account: the flag did not land on the victim's address.
    const freshToken = await signIn(victim, attacker.password);
    expect(JSON.parse(Buffer.from(freshToken.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({
      email: victim,
      email_verified: false,
    });
    const fresh = { ...moved, auth: { authorization: `Token ${freshToken}` } };
    expect(json<Me>(await call(t.app, 'GET', '/me/', { user: fresh }))).toMatchObject({
      email: victim,
      emailVerified: false,
    });
    expect((await call(t.app, 'GET', `/leads/${lead.id}`, { user: fresh })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/leads/${lead.id}`, { user: attacker })).statusCode).toBe(404);
    expect(await customerRowsFor(victim)).toEqual([{ email: victim, email_verified: false }]);
  });

  test('a verified account that moves to another address is unverified there until it verifies it', async () => {
    const victim = `victim-${randomUUID()}@test.tailwise.example`;
    const lead = await victimLead(victim);
    const attacker = await createUser();
    await call(t.app, 'POST', '/me/verify_email/', { user: attacker });
    expect(
      (await call(t.app, 'GET', `/me/verify_email/${await codeFor(attacker.email)}/`, { user: attacker })).statusCode,
    ).toBe(200);

    const moved = await changeEmail(attacker, victim);
    const fresh = { ...moved, auth: { authorization: `Token ${await signIn(victim, attacker.password)}` } };
    expect(json<Me>(await call(t.app, 'GET', '/me/', { user: fresh })).emailVerified).toBe(false);
    expect((await call(t.app, 'GET', `/leads/${lead.id}`, { user: fresh })).statusCode).toBe(404);

    // Verifying the new address (the link goes to the victim's mailbox) is what opens its leads.
    await call(t.app, 'POST', '/me/verify_email/', { user: fresh });
    expect((await call(t.app, 'GET', `/me/verify_email/${await codeFor(victim)}/`, { user: fresh })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `/leads/${lead.id}`, { user: fresh })).statusCode).toBe(200);
  });

  test('the link of the address the account still has verifies it', async () => {
    const user = await createUser();
    await call(t.app, 'POST', '/me/verify_email/', { user });
    const res = await call(t.app, 'GET', `/me/verify_email/${await codeFor(user.email)}/`, { user });
    expect(res.statusCode).toBe(200);
    expect(await customerRowsFor(user.email)).toEqual([{ email: user.email, email_verified: true }]);
  });
});
