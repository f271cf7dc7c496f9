// The local outbox: newest first, filtered by address, carrying links; absent in production.
import { OutboxSchema } from '@tailwise/shared/contract';
import { call, createTestApp, createUser, json, useTestApp } from '../../test/harness';

const t = useTestApp();

const outbox = async (qs = '') => {
  const res = await call(t.app, 'GET', `/dev/outbox${qs}`);
  expect(res.statusCode).toBe(200);
  return OutboxSchema.parse(res.json()).emails;
};

test('lists sent emails newest first with their links, filtered by ?to= (any case)', async () => {
  const a = await createUser();
  const b = await createUser();
  expect((await call(t.app, 'POST', '/me/verify_email/', { user: a })).statusCode).toBe(202);
  // Reading the outbox sends what waits: a's email goes out before b's is asked for. Asked for together, the
  // queue's two workers could send them in either order.
  expect((await outbox()).map((m) => m.to)).toContain(a.email);
  expect((await call(t.app, 'POST', '/me/verify_email/', { user: b })).statusCode).toBe(202);
  const all = await outbox();
  expect(all.slice(0, 2).map((m) => m.to)).toEqual([b.email, a.email]);
  expect(Date.parse(all[0]?.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(all[1]?.sentAt ?? ''));
  const mine = await outbox(`?to=${encodeURIComponent(a.email.toUpperCase())}`);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ to: a.email, subject: 'Confirm your email for Tailwise' });
  expect(mine[0]?.links[0]).toMatch(/^http:\/\/localhost:8080\/dashboard\/profile\?verify_email=/);
  expect(mine[0]?.text).toContain(mine[0]?.links[0]);
  expect(await outbox('?limit=1')).toHaveLength(1);
});

test('bad filters are 400 naming the parameter', async () => {
  const res = await call(t.app, 'GET', '/dev/outbox?to=not-an-email&limit=0');
  expect(res.statusCode).toBe(400);
  expect(json(res)).toMatchObject({
    error: { code: 'ValidationError', fields: { to: expect.any(String), limit: expect.any(String) } },
  });
});

test('does not exist in production', async () => {
  const production = await createTestApp({ production: true });
  try {
    const res = await call(production.app, 'GET', '/dev/outbox');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ error: { code: 'NotFound' } });
  } finally {
    await production.close();
  }
});
