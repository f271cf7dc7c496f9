// Health for orchestration and load balancers: 200 with the database answering, 503 without it or with its pool full.
// Ordinary requests answer the same retryable 503 (never a 500) when the database cannot give them a connection.
import { sql } from 'kysely';
import { call, createTestApp, useTestApp } from '../../test/harness';

const t = useTestApp();

test('GET /health answers ok with the database reachable', async () => {
  const res = await call(t.app, 'GET', '/health');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'ok', version: expect.any(String) });
});

test('GET /health answers 503 when the database is gone', async () => {
  const other = await createTestApp();
  await other.database.close();
  const res = await call(other.app, 'GET', '/health');
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ error: { code: 'ServiceUnavailable' } });
  // An ordinary request, too: a retryable 503 with Retry-After, not a 500.
  const page = await call(other.app, 'GET', '/groups/fenwick');
  expect(page.statusCode).toBe(503);
  expect(page.headers['retry-after']).toBe('5');
  expect(page.json()).toMatchObject({
    error: { code: 'ServiceUnavailable', message: expect.stringMatching(/try again/) },
  });
  await other.close();
});

// PostgreSQL only: PGlite has no pool to exhaust. The test app's pool holds 4 connections.
const onPostgres = process.env.DATABASE_URL ? test : test.skip;
onPostgres('GET /health answers 503 while every pooled connection is taken, and 200 again after', async () => {
  const held: Array<() => void> = [];
  const busy = Array.from({ length: 4 }, () =>
    t.ctx.db.connection().execute(async (conn) => {
      await sql`select 1`.execute(conn);
      await new Promise<void>((resolve) => held.push(resolve));
    }),
  );
  while (held.length < 4) await new Promise((r) => setTimeout(r, 5));
  const res = await call(t.app, 'GET', '/health');
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ error: { code: 'ServiceUnavailable', message: expect.stringMatching(/pool/i) } });
  held.forEach((release) => release());
  await Promise.all(busy);
  expect((await call(t.app, 'GET', '/health')).statusCode).toBe(200);
});

onPostgres('an ordinary request answers 503 with Retry-After when no pooled connection frees up in time', async () => {
  const busyApp = await createTestApp({ db: { ...t.config.db, poolTimeoutMs: 300 } });
  const held: Array<() => void> = [];
  const busy = Array.from({ length: 4 }, () =>
    busyApp.ctx.db.connection().execute(async (conn) => {
      await sql`select 1`.execute(conn);
      await new Promise<void>((resolve) => held.push(resolve));
    }),
  );
  try {
    while (held.length < 4) await new Promise((r) => setTimeout(r, 5));
    const res = await call(busyApp.app, 'GET', '/groups/fenwick');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ error: { code: 'ServiceUnavailable' } });
  } finally {
    held.forEach((release) => release());
    await Promise.all(busy);
  }
  expect((await call(busyApp.app, 'GET', '/groups/fenwick')).statusCode).toBe(200);
  await busyApp.close();
});
