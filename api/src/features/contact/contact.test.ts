import { call, json, useTestApp } from '../../test/harness';

const t = useTestApp({
  rateLimits: {
    leads: { max: 1000, timeWindowMs: 60_000 },
    contact: { max: 4, timeWindowMs: 60_000 },
    checkout: { max: 1000, timeWindowMs: 60_000 },
    paymentTokens: { max: 1000, timeWindowMs: 60_000 },
  },
});

test('stores consumer and business inquiries', async () => {
  const consumer = await call(t.app, 'POST', '/contact/', {
    body: { kind: 'CONSUMER', name: 'Pat Doe', email: 'pat@example.com', message: 'Does the plan cover dental?' },
  });
  expect(consumer.statusCode).toBe(201);
  expect(json(consumer)).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
  const business = await call(t.app, 'POST', '/contact/', {
    body: {
      kind: 'BUSINESS',
      name: 'Lee Chan',
      email: 'lee@acme.example',
      company: 'Acme Corp',
      phone: '267 555 0188',
      message: 'Pet benefits for 400 staff',
    },
  });
  expect(business.statusCode).toBe(201);
  const rows = await t.ctx.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
  expect(rows.map((r) => [r.kind, r.company, r.phone])).toEqual([
    ['CONSUMER', null, null],
    ['BUSINESS', 'Acme Corp', '+12675550188'],
  ]);
});

test('bad input is 400: business without company, empty message, unknown fields', async () => {
  const res = await call(t.app, 'POST', '/contact/', {
    body: { kind: 'BUSINESS', name: 'X', email: 'x@example.com', message: ' ', fax: '1' },
  });
  expect(res.statusCode).toBe(400);
  expect(json(res)).toMatchObject({
    error: { fields: { company: 'Required', message: 'Required', fax: 'Unknown field' } },
  });
});

test('is rate-limited per IP', async () => {
  const body = { kind: 'CONSUMER', name: 'Pat', email: 'pat@example.com', message: 'Hi' };
  const fromElsewhere = (ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/1.0/contact/', payload: body, remoteAddress: ip });
  const statuses = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await fromElsewhere('203.0.113.9')).statusCode);
  expect(statuses).toEqual([201, 201, 201, 201, 429]);
  expect((await fromElsewhere('203.0.113.10')).statusCode).toBe(201);
});
