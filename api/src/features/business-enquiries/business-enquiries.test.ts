import { call, json, useTestApp } from '../../test/harness';

const t = useTestApp({
  rateLimits: {
    leads: { max: 1000, timeWindowMs: 60_000 },
    contact: { max: 4, timeWindowMs: 60_000 },
    checkout: { max: 1000, timeWindowMs: 60_000 },
    paymentTokens: { max: 1000, timeWindowMs: 60_000 },
  },
});

const employer = {
  kind: 'EMPLOYER',
  company: 'Acme Logistics',
  name: 'Dana Whitfield',
  workEmail: 'Dana.Whitfield@AcmeLogistics.example',
  employeeCount: '250-999',
  state: 'OH',
  message: 'We would like pet benefits for open enrollment in November.',
};

test('stores an employer enquiry and a broker enquiry, answering a receipt', async () => {
  const res = await call(t.app, 'POST', '/business/enquiries/', { body: { ...employer, phone: '(614) 555-0142' } });
  expect(res.statusCode).toBe(201);
  expect(json(res)).toEqual({ id: expect.any(String), kind: 'EMPLOYER', receivedAt: expect.any(String) });
  const broker = await call(t.app, 'POST', '/business/enquiries/', {
    body: {
      kind: 'BROKER',
      company: 'Keystone Benefits Group',
      name: 'Sam Ortiz',
      workEmail: 'sam@keystonebenefits.example',
      state: 'PA',
      message: 'I place benefits for a dozen mid-size employers.',
    },
  });
  expect(broker.statusCode).toBe(201);
  const rows = await t.ctx.db.selectFrom('business_enquiries').selectAll().orderBy('id').execute();
  expect(rows.map((r) => [r.kind, r.company, r.work_email, r.employee_count, r.state, r.phone])).toEqual([
    ['EMPLOYER', 'Acme Logistics', 'dana.whitfield@acmelogistics.example', '250-999', 'OH', '+16145550142'],
    ['BROKER', 'Keystone Benefits Group', 'sam@keystonebenefits.example', null, 'PA', null],
  ]);
  expect(rows[0]!.uuid).toBe(json<{ id: string }>(res).id);
});

test('bad input is a 400 naming each field: personal mailbox, unknown state, no headcount for an employer', async () => {
  const res = await call(t.app, 'POST', '/business/enquiries/', {
    body: { ...employer, workEmail: 'dana@gmail.com', state: 'ZZ', company: ' ', extra: 1 },
  });
  expect(res.statusCode).toBe(400);
  expect(json(res)).toMatchObject({
    error: {
      code: 'ValidationError',
      fields: {
        workEmail: 'Use your work email address, not a personal one',
        state: 'Choose a US state',
        company: 'Required',
        extra: 'Unknown field',
      },
    },
  });
  const { employeeCount: _omitted, ...withoutHeadcount } = employer;
  const noHeadcount = await call(t.app, 'POST', '/business/enquiries/', { body: withoutHeadcount });
  expect(noHeadcount.statusCode).toBe(400);
  expect(json(noHeadcount)).toMatchObject({ error: { fields: { employeeCount: 'Choose how many employees' } } });
  const count = await t.ctx.db
    .selectFrom('business_enquiries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(2);
});

test('is rate-limited per IP', async () => {
  const send = (ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/1.0/business/enquiries/', payload: employer, remoteAddress: ip });
  const statuses = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await send('198.51.100.7')).statusCode);
  expect(statuses).toEqual([201, 201, 201, 201, 429]);
  expect((await send('198.51.100.8')).statusCode).toBe(201);
});
