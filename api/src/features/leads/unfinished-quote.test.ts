// A checkout left unfinished comes back: the cart kept on the lead as checkout opens, the lead tied to the account that
// keeps it signed in, GET /me/unfinished-quote/ for that account only, and nothing once it is bought.
import { randomUUID } from 'node:crypto';
import type { Lead, MyUnfinishedQuote } from '@tailwise/shared/contract';
import { breedIds, buyInsurance, call, createUser, json, type TestUser, useTestApp } from '../../test/harness';

const t = useTestApp();

type Problem = { error: { code: string; fields: Record<string, string> } };

const newLead = async (email = `lead-${randomUUID()}@test.tailwise.example`, user: TestUser | null = null) =>
  json<Lead>(await call(t.app, 'POST', '/leads/', { user, body: { email, zipCode: '19103' } }));

const savedQuote = (pets: Array<Record<string, unknown>> = [{ name: 'Pepper' }]) => ({
  zipCode: '19103',
  billingInterval: 'month',
  pets: pets.map((p) => ({ petType: 0, breedId: breedIds(t).dog, age: 3, insurance: {}, ...p })),
});

const keepCart = (uuid: string, user: TestUser | null, body: unknown = { savedQuote: savedQuote() }) =>
  call(t.app, 'PUT', `/leads/${uuid}/cart/`, { user, body });

const unfinished = async (user: TestUser) => {
  const res = await call(t.app, 'GET', '/me/unfinished-quote/', { user });
  expect(res.statusCode).toBe(200);
  return json<MyUnfinishedQuote>(res).unfinishedQuote;
};

describe('PUT /leads/{uuid}/cart/', () => {
  test('keeps the cart without an email, and a signed-in caller takes the lead', async () => {
    const user = await createUser();
    const lead = await newLead(user.email);
    const anonymous = await keepCart(lead.uuid, null);
    expect(anonymous.statusCode).toBe(200);
    expect(json<Lead>(anonymous).savedQuote?.pets[0]).toMatchObject({ name: 'Pepper' });
    expect(await unfinished(user)).toBeNull();
    const outbox = await call(t.app, 'GET', `/dev/outbox?to=${encodeURIComponent(user.email)}`);
    expect(JSON.stringify(outbox.json())).not.toContain('quote-saved');

    expect((await keepCart(lead.uuid, user)).statusCode).toBe(200);
    expect(await unfinished(user)).toEqual({
      leadUuid: lead.uuid,
      petNames: ['Pepper'],
      petCount: 1,
      resumePath: `/onboard?lid=${lead.uuid}`,
      savedAt: expect.any(String),
    });
  });

  test('bad input is a 4xx naming the field, never a 5xx; an unknown lead is 404', async () => {
    const lead = await newLead();
    const noPets = await keepCart(lead.uuid, null, { savedQuote: { ...savedQuote(), pets: [] } });
    expect(noPets.statusCode).toBe(400);
    expect(json<Problem>(noPets).error.fields).toHaveProperty(['savedQuote.pets']);
    const unsold = await keepCart(lead.uuid, null, { savedQuote: savedQuote([{ wellnessPlanId: 'no-such-plan' }]) });
    expect(unsold.statusCode).toBe(422);
    expect(Object.keys(json<Problem>(unsold).error.fields)[0]).toMatch(/^savedQuote\.pets\.0\./);
    expect((await keepCart('not-a-uuid', null)).statusCode).toBe(400);
    expect((await keepCart(randomUUID(), null)).statusCode).toBe(404);
    // Nothing was kept by the refused requests.
    expect(json<Lead>(await call(t.app, 'GET', `/leads/${lead.uuid}`)).savedQuote).toBeNull();
  });
});

describe('GET /me/unfinished-quote/', () => {
  test('is the owner’s only: another customer sees none, and a lead already owned is not taken', async () => {
    const owner = await createUser();
    const other = await createUser();
    const lead = await newLead(owner.email, owner);
    expect((await keepCart(lead.uuid, owner)).statusCode).toBe(200);
    expect(await unfinished(other)).toBeNull();
    // The other customer holding the uuid may keep a cart on it, but the lead stays the owner's.
    expect((await keepCart(lead.uuid, other)).statusCode).toBe(200);
    expect(await unfinished(other)).toBeNull();
    expect((await unfinished(owner))?.leadUuid).toBe(lead.uuid);
    expect((await call(t.app, 'GET', '/me/unfinished-quote/')).statusCode).toBe(401);
  });

  test('answers the newest cart, with every named pet, and none once the customer buys', async () => {
    const user = await createUser();
    const older = await newLead(user.email, user);
    await keepCart(older.uuid, user);
    const newer = await newLead(user.email, user);
    await keepCart(newer.uuid, user, { savedQuote: savedQuote([{ name: 'Pepper' }, { name: 'Salt' }, {}]) });
    expect(await unfinished(user)).toMatchObject({ leadUuid: newer.uuid, petNames: ['Pepper', 'Salt'], petCount: 3 });

    await buyInsurance(t, user, { leadUuid: newer.uuid });
    expect(await unfinished(user)).toBeNull();
  });

  test('a lead of no account is found by the customer’s verified email only', async () => {
    const user = await createUser();
    const lead = await newLead(user.email);
    await keepCart(lead.uuid, null);
    expect(await unfinished(user)).toBeNull();
    await t.ctx.db
      .updateTable('customers')
      .set({ email_verified: true })
      .where('firebase_uid', '=', user.uid)
      .execute();
    expect((await unfinished(user))?.leadUuid).toBe(lead.uuid);
  });
});
