// A checkout left unfinished comes back: the cart kept on the lead as checkout opens (signed out, the uuid is the
// proof), the lead tied to the account that keeps it signed in or found by its verified email, GET
// /me/unfinished-quote/ for that account only, and nothing once it is bought.
import { randomUUID } from 'node:crypto';
import { OutboxSchema, type Lead, type MyUnfinishedQuote } from '@tailwise/shared/contract';
import {
  breedIds,
  buyInsurance,
  call,
  createTestApp,
  createUser,
  json,
  type TestUser,
  useTestApp,
  verificationCodeFor,
} from '../../test/harness';

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

const quoteEmailsTo = async (email: string, app = t.app) =>
  OutboxSchema.parse(
    (await call(app, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=200`)).json(),
  ).emails.filter((m) => m.template === 'quote-saved');

/** Confirms the account's address the way the customer does: the link in the confirmation email. */
const verifyEmail = async (user: TestUser) => {
  expect((await call(t.app, 'POST', '/me/verify_email/', { user })).statusCode).toBe(202);
  const code = await verificationCodeFor(t.app, user.email);
  expect((await call(t.app, 'GET', `/me/verify_email/${code}/`, { user })).statusCode).toBe(200);
};

describe('PUT /leads/{uuid}/cart/', () => {
  test('signed out, keeps the cart with the uuid as proof and answers only what the visitor sent', async () => {
    const email = `lead-${randomUUID()}@test.tailwise.example`;
    const lead = await newLead(email);
    const res = await keepCart(lead.uuid.toUpperCase(), null);
    expect(res.statusCode).toBe(200);
    const kept = json<Lead>(res);
    expect(kept.savedQuote?.pets[0]).toMatchObject({ name: 'Pepper' });
    // The lead as POST /leads/ and GET /leads/{uuid} already answer it to the uuid's holder: their own email and
    // ZIP, nothing of any account.
    expect(kept).toEqual({ ...lead, savedQuote: kept.savedQuote, savedQuoteAt: expect.any(String) });
    expect(kept.email).toBe(email);
    expect(json<Lead>(await call(t.app, 'GET', `/leads/${lead.uuid}`)).savedQuote).toEqual(kept.savedQuote);
  });

  test('signed out, the first cart on a lead of no account emails the promised copy of the quote, once', async () => {
    const lead = await newLead();
    expect((await keepCart(lead.uuid, null)).statusCode).toBe(200);
    expect((await keepCart(lead.uuid, null, { savedQuote: savedQuote([{ name: 'Salt' }]) })).statusCode).toBe(200);
    const mails = await quoteEmailsTo(lead.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.links).toEqual([`http://localhost:8080/onboard?lid=${lead.uuid}`]);
    // Nobody has proved the address: pets by species and breed, never the names a visitor typed.
    expect(mails[0]?.text).toContain('Your dog (');
    expect(`${mails[0]?.text}${mails[0]?.html}`).not.toContain('Pepper');
  });

  test('sends no such email to a signed-in caller, for a lead an account owns, or after "Email me this quote"', async () => {
    const user = await createUser();
    const signedIn = await newLead(user.email);
    expect((await keepCart(signedIn.uuid, user)).statusCode).toBe(200);
    const owned = await newLead(`owned-${randomUUID()}@test.tailwise.example`, user);
    expect((await keepCart(owned.uuid, null)).statusCode).toBe(200);
    expect(await quoteEmailsTo(user.email)).toHaveLength(0);
    expect(await quoteEmailsTo(owned.email)).toHaveLength(0);

    const emailed = await newLead();
    expect(
      (await call(t.app, 'PUT', `/leads/${emailed.uuid}/quote/`, { body: { savedQuote: savedQuote() } })).statusCode,
    ).toBe(200);
    expect((await keepCart(emailed.uuid, null)).statusCode).toBe(200);
    expect(await quoteEmailsTo(emailed.email)).toHaveLength(1);
  });

  test('an address that had its saved-quote emails for the hour still has its cart kept, without another', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, savedQuoteRecipientHour: { max: 1, timeWindowMs: 3_600_000 } },
    });
    try {
      const email = `busy-${randomUUID()}@test.tailwise.example`;
      const lead = (app = limited.app) =>
        call(app, 'POST', '/leads/', { body: { email, zipCode: '19103' } }).then((r) => json<Lead>(r));
      const first = await lead();
      expect(
        (await call(limited.app, 'PUT', `/leads/${first.uuid}/cart/`, { body: { savedQuote: savedQuote() } }))
          .statusCode,
      ).toBe(200);
      const second = await lead();
      const res = await call(limited.app, 'PUT', `/leads/${second.uuid}/cart/`, { body: { savedQuote: savedQuote() } });
      expect(res.statusCode).toBe(200);
      expect(json<Lead>(res).savedQuote).not.toBeNull();
      expect(await quoteEmailsTo(email, limited.app)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  test('is rate-limited per IP like lead creation, signed out too', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, leads: { max: 2, timeWindowMs: 60_000 } },
    });
    try {
      const lead = json<Lead>(await call(limited.app, 'POST', '/leads/', { body: { email: 'rl-cart@example.com' } }));
      const put = () => call(limited.app, 'PUT', `/leads/${lead.uuid}/cart/`, { body: { savedQuote: savedQuote() } });
      const statuses = [];
      for (let n = 0; n < 3; n += 1) statuses.push((await put()).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  test('keeps the cart signed out, and a signed-in caller then takes the lead', async () => {
    const user = await createUser();
    const lead = await newLead(user.email);
    const anonymous = await keepCart(lead.uuid, null);
    expect(anonymous.statusCode).toBe(200);
    expect(json<Lead>(anonymous).savedQuote?.pets[0]).toMatchObject({ name: 'Pepper' });
    expect(await unfinished(user)).toBeNull();

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
    const malformed = await keepCart('not-a-uuid', null);
    expect(malformed.statusCode).toBe(400);
    expect(json<Problem>(malformed).error.fields).toHaveProperty(['uuid']);
    const unknown = await keepCart(randomUUID(), null);
    expect(unknown.statusCode).toBe(404);
    expect(json<Problem>(unknown).error.fields).toHaveProperty(['uuid']);
    // The numeric id is no proof: it could be guessed.
    const byId = await keepCart(String(lead.id), null);
    expect(byId.statusCode).toBe(400);
    expect(json<Problem>(byId).error.fields).toHaveProperty(['uuid']);
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

  test('a signed-out visitor’s quote waits for the account that verifies its email, and its link restores the cart', async () => {
    const email = `away-${randomUUID()}@test.tailwise.example`;
    const lead = await newLead(email);
    expect((await keepCart(lead.uuid, null, { savedQuote: savedQuote([{ name: 'Pepper', age: 4 }]) })).statusCode).toBe(
      200,
    );

    // Another device, days later: an account with the same address, not yet confirmed, is not offered it.
    const user = await createUser(email);
    expect(await unfinished(user)).toBeNull();
    // Nor is an account that confirmed an address of its own.
    const stranger = await createUser();
    await verifyEmail(stranger);
    expect(await unfinished(stranger)).toBeNull();

    await verifyEmail(user);
    const offered = await unfinished(user);
    expect(offered).toMatchObject({ leadUuid: lead.uuid, petNames: ['Pepper'], petCount: 1 });
    expect(offered?.resumePath).toBe(`/onboard?lid=${lead.uuid}`);

    // What the quiz reads to restore the cart from that link.
    const resumed = json<Lead>(await call(t.app, 'GET', `/leads/${offered!.leadUuid}`, { user }));
    expect(resumed.savedQuote?.pets).toEqual([expect.objectContaining({ name: 'Pepper', age: 4 })]);
    expect(resumed.savedQuote?.zipCode).toBe('19103');
    // Checkout, reopened signed in, ties the lead to the account; the quote stays offered until it is bought.
    expect((await keepCart(lead.uuid, user)).statusCode).toBe(200);
    expect((await unfinished(user))?.leadUuid).toBe(lead.uuid);
    await buyInsurance(t, user, { leadUuid: lead.uuid });
    expect(await unfinished(user)).toBeNull();
  });

  test('an anonymous caller reads only the lead whose uuid they hold', async () => {
    const victim = await newLead(`victim-${randomUUID()}@test.tailwise.example`);
    const mine = await newLead();
    expect((await keepCart(victim.uuid, null)).statusCode).toBe(200);
    for (const path of [`/leads/${victim.id}`, `/leads/${victim.id}?uuid=${mine.uuid}`]) {
      const res = await call(t.app, 'GET', path);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(victim.email);
    }
    const kept = await keepCart(mine.uuid, null);
    expect(kept.body).not.toContain(victim.email);
    expect((await call(t.app, 'GET', '/me/unfinished-quote/')).statusCode).toBe(401);
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
