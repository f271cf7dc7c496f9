import type { Lead } from '@tailwise/shared/contract';
import { call, createTestApp, createUser, json, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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
