import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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
  await other.close();
});
