import { assertSafeToStart, loadConfig, RATE_LIMIT_VARIABLES } from './config';

const PG = 'postgres://postgres@127.0.0.1:5432/test';
const EMULATOR = '127.0.0.1:9099';

test('refuses the Auth emulator whenever APP_ENV is not local or test', () => {
  for (const appEnv of ['production', 'staging', 'production-like', 'demo']) {
    const config = loadConfig({ APP_ENV: appEnv, DATABASE_URL: PG, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR });
    expect(() => assertSafeToStart(config)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  }
  for (const appEnv of ['local', 'test', undefined]) {
    const config = loadConfig({ APP_ENV: appEnv, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR });
    expect(() => assertSafeToStart(config)).not.toThrow();
  }
  expect(() => assertSafeToStart(loadConfig({ APP_ENV: 'production', DATABASE_URL: PG }))).not.toThrow();
});

test('APP_ENV=production refuses to start on PGlite (without DATABASE_URL)', () => {
  expect(() => assertSafeToStart(loadConfig({ APP_ENV: 'production' }))).toThrow(/DATABASE_URL/);
  expect(() => assertSafeToStart(loadConfig({ APP_ENV: 'production', DATABASE_URL: '' }))).toThrow(/DATABASE_URL/);
  // Elsewhere PGlite is the single-machine default.
  expect(() => assertSafeToStart(loadConfig({ APP_ENV: 'staging' }))).not.toThrow();
});

test('APP_ENV alone decides production: NODE_ENV=production without it is refused, not guessed', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_ENV/);
  expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'staging' }).production).toBe(false);
  expect(loadConfig({ APP_ENV: 'production' }).production).toBe(true);
  expect(loadConfig({}).appEnv).toBe('local');
});

test('state leaves the process only when asked: Redis, S3 and SMTP are off by default', () => {
  const local = loadConfig({});
  expect([local.redisUrl, local.s3, local.smtpUrl]).toEqual([null, null, null]);
  const scaled = loadConfig({
    REDIS_URL: 'redis://127.0.0.1:6379',
    S3_BUCKET: 'invoices',
    S3_ENDPOINT: 'http://127.0.0.1:4569',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  });
  expect(scaled.redisUrl).toBe('redis://127.0.0.1:6379');
  expect(scaled.s3).toMatchObject({ bucket: 'invoices', endpoint: 'http://127.0.0.1:4569', region: 'us-east-1' });
  expect(scaled.smtpUrl).toBe('smtp://127.0.0.1:2525');
});

test('reads ports, rate limits and seeding from the environment', () => {
  const config = loadConfig({
    API_PORT: '9000',
    RATE_LIMIT_LEADS: '5000',
    RATE_LIMIT_WINDOW_MS: '1000',
    SEED_DEMO: 'false',
  });
  expect(config.port).toBe(9000);
  expect(config.rateLimits.leads).toEqual({ max: 5000, timeWindowMs: 1000 });
  expect(config.seedDemo).toBe(false);
  expect(loadConfig({}).port).toBe(8081);
  expect(loadConfig({}).seedDemo).toBe(true);
  expect(loadConfig({ APP_ENV: 'production' }).seedDemo).toBe(false);
  expect(loadConfig({ APP_ENV: 'production' }).validateResponses).toBe(false);
  expect(loadConfig({ RATE_LIMIT_QUOTES: '7', RATE_LIMIT_VERIFY_EMAIL: '2' }).rateLimits).toMatchObject({
    quotes: { max: 7, timeWindowMs: 60_000 },
    verifyEmail: { max: 2, timeWindowMs: 60_000 },
  });
  // Per recipient, over an hour and a day whatever RATE_LIMIT_WINDOW_MS says.
  expect(
    loadConfig({ RATE_LIMIT_WINDOW_MS: '1000', RATE_LIMIT_SAVED_QUOTE_RECIPIENT_DAY: '4' }).rateLimits,
  ).toMatchObject({
    savedQuoteRecipientHour: { max: 3, timeWindowMs: 3_600_000 },
    savedQuoteRecipientDay: { max: 4, timeWindowMs: 86_400_000 },
  });
  expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
});

test('TRUST_PROXY reads as the gateway reads it: the gateway on this machine by default, a hop count refused', () => {
  expect(loadConfig({}).trustProxy).toBe('loopback');
  expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).trustProxy).toBe('10.0.0.0/8,loopback');
  // Fastify given a number believes no X-Forwarded-For: every visitor would share the gateway's rate limits.
  expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/hop count is not supported.*by address or subnet/);
  expect(() => loadConfig({ TRUST_PROXY: 'gateway.internal' })).toThrow(/TRUST_PROXY=gateway\.internal: /);
});

test('RATE_LIMIT_VARIABLES names every per-client limit, so a benchmark can lift them all', () => {
  const lifted = loadConfig(Object.fromEntries(RATE_LIMIT_VARIABLES.map((variable) => [variable, '7']))).rateLimits;
  expect(Object.keys(lifted).length).toBe(RATE_LIMIT_VARIABLES.length);
  for (const [name, limit] of Object.entries(lifted)) expect([name, limit.max]).toEqual([name, 7]);
});
