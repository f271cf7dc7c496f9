import { OutboxSchema, type Lead, type Quote } from '@tailwise/shared/contract';
import { breedIds, call, createTestApp, createUser, json, useTestApp } from '../../test/harness';

const t = useTestApp();

const newLead = (over: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/leads/', {
    body: {
      email: ' Jamie.Lee@Example.com ',
      firstName: 'Jamie',
      lastName: 'Lee',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      newsletterSubscriber: true,
      utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
      referrer: { ri: 'medmutual-pet', rt: 'PARTNER' },
      ...over,
    },
  });

describe('POST /leads/', () => {
  test('stores the lead with its UTM and referrer data', async () => {
    const res = await newLead();
    expect(res.statusCode).toBe(201);
    const lead = json<Lead>(res);
    expect(lead).toMatchObject({
      email: 'jamie.lee@example.com',
      firstName: 'Jamie',
      state: 'TX',
      isUncapped: false,
      newsletterSubscriber: true,
      smsConsent: false,
      utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
      referrer: { ri: 'medmutual-pet', rt: 'PARTNER' },
    });
    expect(lead.id).toBeGreaterThan(0);
    expect(lead.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('records the lead the visitor arrived with (lid) as its source, and drops an unknown one', async () => {
    const first = json<Lead>(await newLead());
    const second = await newLead({ email: 'jamie.lee@work.example', lid: first.id });
    expect(second.statusCode).toBe(201);
    expect(json<Lead>(second).sourceLeadId).toBe(first.id);
    expect(json<Lead>(await call(t.app, 'GET', `/leads/${json<Lead>(second).uuid}`)).sourceLeadId).toBe(first.id);

    const unknown = await newLead({ lid: 2_000_000_000 });
    expect(unknown.statusCode).toBe(201);
    expect(json<Lead>(unknown).sourceLeadId).toBeNull();
    expect(json<Lead>(await newLead()).sourceLeadId).toBeNull();

    const bad = await newLead({ lid: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(bad).error.fields).toHaveProperty('lid');
  });

  test('needs only an email', async () => {
    const res = await call(t.app, 'POST', '/leads/', { body: { email: 'only@example.com' } });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ firstName: null, utm: {}, referrer: {} });
  });

  test('bad input is 400 with the fields named', async () => {
    const res = await newLead({
      email: 'not-an-email',
      state: 'XX',
      zipCode: '123',
      isUncapped: 'yes',
      favouriteColour: 'blue',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      error: {
        code: 'ValidationError',
        fields: {
          email: 'Enter a valid email address',
          state: expect.any(String),
          zipCode: expect.any(String),
          isUncapped: expect.any(String),
          favouriteColour: 'Unknown field',
        },
      },
    });
    expect((await call(t.app, 'POST', '/leads/', { body: {} })).statusCode).toBe(400);
  });

  test('its log lines carry the lead id but no email address or name', async () => {
    const email = 'private.person@example.org';
    const before = t.logs.length;
    const res = await newLead({ email, firstName: 'Privatename' });
    const lead = json<Lead>(res);
    const lines = t.logs.slice(before);
    expect(lines.some((l) => l.includes('lead created') && l.includes(`"leadId":${lead.id}`))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(email);
      expect(line).not.toContain('Privatename');
    }
  });

  test('the logger redacts emails and names even when code logs them', () => {
    const before = t.logs.length;
    t.app.log.info(
      { lead: { email: 'leak@example.org', firstName: 'Leaky' }, email: 'leak@example.org' },
      'careless line',
    );
    const line = t.logs.slice(before).join('\n');
    expect(line).toContain('careless line');
    expect(line).not.toContain('leak@example.org');
    expect(line).not.toContain('Leaky');
  });
});

describe('GET /leads/{id}', () => {
  test('reads by uuid, and by id with the uuid', async () => {
    const lead = json<Lead>(await newLead());
    const byUuid = await call(t.app, 'GET', `/leads/${lead.uuid}`);
    expect(byUuid.statusCode).toBe(200);
    expect(json(byUuid)).toEqual(lead);
    const byId = await call(t.app, 'GET', `/leads/${lead.id}?uuid=${lead.uuid}`);
    expect(byId.statusCode).toBe(200);
    expect(json<Lead>(byId).id).toBe(lead.id);
  });

  test('an id alone, or with a wrong uuid, is 404: ids are not enumerable', async () => {
    const lead = json<Lead>(await newLead());
    expect((await call(t.app, 'GET', `/leads/${lead.id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/leads/${lead.id}?uuid=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/leads/${lead.id}`, { user: await createUser() })).statusCode).toBe(404);
  });

  test('the signed-in owner reads by id', async () => {
    const owner = await createUser();
    const lead = json<Lead>(await call(t.app, 'POST', '/leads/', { user: owner, body: { email: owner.email } }));
    const res = await call(t.app, 'GET', `/leads/${lead.id}`, { user: owner });
    expect(res.statusCode).toBe(200);
  });

  test('unknown and malformed ids', async () => {
    expect((await call(t.app, 'GET', '/leads/2147483647')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/leads/9999999999')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/leads/abc')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/leads/1?uuid=nope')).statusCode).toBe(400);
  });
});

describe('PUT /leads/sms-consent/', () => {
  test('records the phone and the consent', async () => {
    const lead = json<Lead>(await newLead());
    const res = await call(t.app, 'PUT', '/leads/sms-consent/', {
      body: { uuid: lead.uuid, phone: '(512) 555-0199', smsConsent: true },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ uuid: lead.uuid, smsConsent: true });
    const row = await t.ctx.db
      .selectFrom('leads')
      .select(['phone', 'sms_consent_at'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+15125550199');
    expect(row.sms_consent_at).toBeInstanceOf(Date);
  });

  test('unknown uuid is 404; bad phone or missing consent is 400', async () => {
    const missing = await call(t.app, 'PUT', '/leads/sms-consent/', {
      body: { uuid: '00000000-0000-4000-8000-000000000000', phone: '5125550199', smsConsent: true },
    });
    expect(missing.statusCode).toBe(404);
    const lead = json<Lead>(await newLead());
    const bad = await call(t.app, 'PUT', '/leads/sms-consent/', {
      body: { uuid: lead.uuid, phone: '12', smsConsent: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ error: { fields: object } }>(bad).error.fields).sort()).toEqual(['phone', 'smsConsent']);
  });
});

describe('rate limit', () => {
  test('lead creation is limited per IP', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, leads: { max: 3, timeWindowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (await call(limited.app, 'POST', '/leads/', { body: { email: `r${i}@example.com` } })).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const res = await call(limited.app, 'POST', '/leads/', { body: { email: 'x@example.com' } });
      expect(json(res)).toMatchObject({ error: { code: 'RateLimited' } });
      // Other routes are not limited by it.
      expect((await call(limited.app, 'GET', '/health')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /leads/{uuid}/quote/ ("Email me this quote")', () => {
  const savedQuote = () => ({
    zipCode: '78701',
    billingInterval: 'year',
    promoCode: 'MEDMUTUAL15',
    pets: [
      {
        name: 'Rex',
        petType: 0,
        breedId: breedIds(t).dog,
        age: 3,
        insurance: { deductible: 500, coinsurancePercent: 20, isUncapped: true },
        wellnessPlanId: 'dog-classic',
      },
      { name: 'Tom', petType: 1, breedId: breedIds(t).cat, age: 1, insurance: null, wellnessPlanId: 'cat-classic' },
    ],
  });
  const save = (uuid: string, body: unknown, app = t.app) => call(app, 'PUT', `/leads/${uuid}/quote/`, { body });

  test('stores the cart on the lead, GET returns it, and the lead gets a link to /onboard?lid=', async () => {
    const lead = json<Lead>(await newLead({ email: `saver-${Date.now()}@example.com` }));
    expect(lead.savedQuote).toBeNull();
    const res = await save(lead.uuid, { savedQuote: savedQuote() });
    expect(res.statusCode).toBe(200);
    const expected = { ...savedQuote(), isUncapped: false };
    expect(json<Lead>(res)).toMatchObject({ uuid: lead.uuid, savedQuote: expected, savedQuoteAt: expect.any(String) });
    const read = json<Lead>(await call(t.app, 'GET', `/leads/${lead.uuid}`));
    expect(read.savedQuote).toEqual(expected);
    expect(read.email).toBe(lead.email);

    const quote = json<Quote>(await call(t.app, 'POST', '/quotes/', { body: savedQuote() }));
    const outbox = OutboxSchema.parse(
      (await call(t.app, 'GET', `/dev/outbox?to=${encodeURIComponent(lead.email)}`)).json(),
    );
    expect(outbox.emails).toHaveLength(1);
    const mail = outbox.emails[0];
    expect(mail?.links).toEqual([`http://localhost:8080/onboard?lid=${lead.uuid}`]);
    expect(mail?.subject).toBe(`Your Tailwise quote: $${(quote.totalCents / 100).toFixed(2)} a year`);
    expect(mail?.template).toBe('quote-saved');
    // Nobody proved they own this address: the email names the pets by breed, never by the names a visitor typed.
    expect(mail?.text).toContain('Your dog (Golden Retriever)');
    expect(mail?.text).not.toContain('Rex');
    expect(mail?.html).not.toContain('Rex');
    expect(mail?.text).toContain('Deductible: $500 a year');
    expect(mail?.text).toContain(mail?.links[0]);

    // Saving again replaces the cart and sends a new link.
    const again = await save(lead.uuid.toUpperCase(), {
      savedQuote: { ...savedQuote(), pets: [savedQuote().pets[1]] },
    });
    expect(again.statusCode).toBe(200);
    expect(json<Lead>(again).savedQuote?.pets.map((p) => p.name)).toEqual(['Tom']);
    const after = OutboxSchema.parse((await call(t.app, 'GET', `/dev/outbox?to=${lead.email}`)).json());
    expect(after.emails).toHaveLength(2);
  });

  test('bad input is 400 naming savedQuote fields; carts we cannot sell are 422; unknown leads 404', async () => {
    const lead = json<Lead>(await newLead());
    const bad = await save(lead.uuid, {
      savedQuote: { ...savedQuote(), zipCode: '1', pets: [{ ...savedQuote().pets[0], breedId: 'x', colour: 'red' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(bad).error.fields).toMatchObject({
      'savedQuote.zipCode': expect.any(String),
      'savedQuote.pets.0.breedId': expect.any(String),
      'savedQuote.pets.0.colour': 'Unknown field',
    });
    expect((await save(lead.uuid, {})).statusCode).toBe(400);
    const unknownBreed = await save(lead.uuid, {
      savedQuote: { ...savedQuote(), pets: [{ ...savedQuote().pets[0], breedId: 999_999 }] },
    });
    expect(unknownBreed.statusCode).toBe(422);
    expect(json(unknownBreed)).toMatchObject({ error: { fields: { 'savedQuote.pets.0.breedId': 'Unknown breed' } } });
    const promo = await save(lead.uuid, { savedQuote: { ...savedQuote(), promoCode: 'NOPE123' } });
    expect(promo.statusCode).toBe(422);
    expect(json(promo)).toMatchObject({
      error: { code: 'UnknownPromoCode', fields: { 'savedQuote.promoCode': expect.any(String) } },
    });
    const ca = await save(lead.uuid, {
      savedQuote: {
        ...savedQuote(),
        zipCode: '90210',
        pets: [{ ...savedQuote().pets[0], insurance: { coinsurancePercent: 0 } }],
      },
    });
    expect(ca.statusCode).toBe(422);
    expect(json(ca)).toMatchObject({ error: { code: 'OptionNotAvailableInState' } });
    expect(json<Lead>(await call(t.app, 'GET', `/leads/${lead.uuid}`)).savedQuote).toBeNull();
    expect((await save('00000000-0000-4000-8000-000000000000', { savedQuote: savedQuote() })).statusCode).toBe(404);
    expect((await save('not-a-uuid', { savedQuote: savedQuote() })).statusCode).toBe(400);
  });

  test('is rate-limited per IP like lead creation', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, leads: { max: 2, timeWindowMs: 60_000 } },
    });
    try {
      const lead = json<Lead>(await call(limited.app, 'POST', '/leads/', { body: { email: 'rl@example.com' } }));
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await save(lead.uuid, { savedQuote: savedQuote() }, limited.app)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
