// Endpoints that write or send mail are limited per address, and the 429 is the API's JSON error.
import { call, createUser, type TestUser, useTestApp } from '../test/harness';

const ONE = { max: 1, timeWindowMs: 60_000 };
const t = useTestApp({ rateLimits: { verifyEmail: ONE, claims: ONE, pets: ONE, quotes: ONE } });
let user: TestUser;
beforeAll(async () => {
  user = await createUser();
});

test.each([
  ['/me/verify_email/', 'RATE_LIMIT_VERIFY_EMAIL'],
  ['/claims/', 'RATE_LIMIT_CLAIMS'],
  ['/pets/', 'RATE_LIMIT_PETS'],
  ['/quotes/', 'RATE_LIMIT_QUOTES'],
])('POST %s answers a JSON 429 past its limit (%s)', async (path) => {
  // The first request counts whatever its outcome (here mostly bad input); the second is over the limit.
  const first = await call(t.app, 'POST', path, { user, body: {} });
  expect(first.statusCode).not.toBe(429);
  const second = await call(t.app, 'POST', path, { user, body: {} });
  expect(second.statusCode).toBe(429);
  expect(second.headers['content-type']).toMatch(/^application\/json/);
  expect(second.headers['retry-after']).toBeDefined();
  expect(second.json()).toEqual({
    error: expect.objectContaining({ code: 'RateLimited', message: expect.stringMatching(/^Too many requests/) }),
  });
});

test('a limit is per route: reading pets is not limited by adding them', async () => {
  const list = await call(t.app, 'GET', '/pets/', { user });
  expect(list.statusCode).toBe(200);
});
