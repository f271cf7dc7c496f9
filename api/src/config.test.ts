import { assertSafeToStart, loadConfig } from './config';

test('refuses to start in production with the Auth emulator configured', () => {
  const config = loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
  expect(() => assertSafeToStart(config)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  expect(() => assertSafeToStart(loadConfig({ NODE_ENV: 'production' }))).not.toThrow();
  expect(() => assertSafeToStart(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }))).not.toThrow();
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
  expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production' }).validateResponses).toBe(false);
  expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
});
