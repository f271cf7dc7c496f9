// APP_ENV decides for the gateway as for the API: the Auth emulator is trusted in local and test only.
import { readGatewayConfig } from './config';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

function withEnv(env: Record<string, string | undefined>) {
  process.env = { ...saved };
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.REDIS_URL;
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

test.each(['production', 'staging', 'production-like'])('APP_ENV=%s refuses FIREBASE_AUTH_EMULATOR_HOST', (appEnv) => {
  withEnv({ APP_ENV: appEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
  expect(() => readGatewayConfig()).toThrow(/FIREBASE_AUTH_EMULATOR_HOST.*refusing to start/);
});

test.each(['production', 'staging'])('APP_ENV=%s proxies no emulator by default', (appEnv) => {
  withEnv({ APP_ENV: appEnv });
  expect(readGatewayConfig().authEmulatorOrigin).toBeNull();
});

test.each([['local'], ['test'], [undefined]])('APP_ENV=%s proxies the local emulator', (appEnv) => {
  withEnv({ APP_ENV: appEnv });
  expect(readGatewayConfig().authEmulatorOrigin).toBe('http://127.0.0.1:9099');
  withEnv({ APP_ENV: appEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099' });
  expect(readGatewayConfig().authEmulatorOrigin).toBe('http://127.0.0.1:19099');
});

test('REDIS_URL moves the /monitoring buckets to Redis; unset, they stay in memory', () => {
  withEnv({});
  expect(readGatewayConfig().redisUrl).toBeNull();
  withEnv({ REDIS_URL: 'redis://127.0.0.1:6379', APP_ENV: 'staging' });
  expect(readGatewayConfig()).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', redisPrefix: 'tailwise:staging:' });
});
