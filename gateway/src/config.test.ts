// APP_ENV decides for the gateway as for the API: the Auth emulator is trusted in local and test only.
import { LOCAL_COHORT_SECRET, readGatewayConfig } from './config';

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
  withEnv({ APP_ENV: appEnv, COHORT_SECRET: 'k'.repeat(32) });
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

describe('TRUST_PROXY', () => {
  test.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 192.168.1.7', '10.0.0.0/8, 192.168.1.7'],
  ])('TRUST_PROXY=%s gives trustProxy %s', (value, expected) => {
    withEnv({ TRUST_PROXY: value });
    expect(readGatewayConfig().trustProxy).toBe(expected);
  });

  test.each(['1', '2', ' 3 '])('TRUST_PROXY=%s (a hop count) is refused with what to set instead', (value) => {
    withEnv({ TRUST_PROXY: value });
    expect(() => readGatewayConfig()).toThrow(/hop count is not supported.*by address or subnet/);
  });

  test('an address that is not one is refused at start, not on the first request', () => {
    withEnv({ TRUST_PROXY: '10.0.0.0/8,cdn.example.com' });
    expect(() => readGatewayConfig()).toThrow(/TRUST_PROXY=10\.0\.0\.0\/8,cdn\.example\.com: .*cdn\.example\.com/);
  });

  test('why: the installed Fastify believes no X-Forwarded-For when given a hop count', async () => {
    const { default: Fastify } = await import('fastify');
    const ipWith = async (trustProxy: number | string) => {
      const app = Fastify({ trustProxy: trustProxy as string });
      app.get('/', async (request) => request.ip);
      const res = await app.inject({
        url: '/',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '10.0.0.1',
      });
      await app.close();
      return res.body;
    };
    expect(await ipWith(1)).toBe('10.0.0.1');
    expect(await ipWith('10.0.0.0/8')).toBe('203.0.113.9');
  });
});

test('production refuses to start without a cohort key of its own; elsewhere a fixed local one signs cookies', () => {
  withEnv({ APP_ENV: 'production' });
  expect(() => readGatewayConfig()).toThrow(/COHORT_SECRET must be set/);
  withEnv({ APP_ENV: 'production', COHORT_SECRET: 'too-short' });
  expect(() => readGatewayConfig()).toThrow(/COHORT_SECRET must be set/);
  const key = 'k'.repeat(32);
  withEnv({ APP_ENV: 'production', COHORT_SECRET: key });
  expect(readGatewayConfig().cohortSecret).toBe(key);
  withEnv({ APP_ENV: 'local' });
  expect(readGatewayConfig().cohortSecret).toBe(LOCAL_COHORT_SECRET);
  expect(readGatewayConfig().canaryMaxPerNetwork).toBe(3);
});

test('Web Vitals: a tenth of page views report in production, none elsewhere unless VITALS_SAMPLE_RATE asks', () => {
  withEnv({ APP_ENV: 'production', COHORT_SECRET: 'k'.repeat(32) });
  expect(readGatewayConfig().vitalsSampleRate).toBe(0.1);
  withEnv({ APP_ENV: 'local' });
  expect(readGatewayConfig().vitalsSampleRate).toBe(0);
  withEnv({ APP_ENV: 'test', VITALS_SAMPLE_RATE: '1' });
  expect(readGatewayConfig().vitalsSampleRate).toBe(1);
  withEnv({ APP_ENV: 'test', VITALS_SAMPLE_RATE: '7' });
  expect(readGatewayConfig().vitalsSampleRate).toBe(0);
});

test('CANARY_VITALS_JUDGE_INTERVAL_MS sets how often the canary is judged on its vitals; unset, the watch decides', () => {
  withEnv({});
  expect(readGatewayConfig().canaryVitalsJudgeIntervalMs).toBeUndefined();
  withEnv({ CANARY_VITALS_JUDGE_INTERVAL_MS: '0' });
  expect(readGatewayConfig().canaryVitalsJudgeIntervalMs).toBe(0);
  withEnv({ CANARY_VITALS_JUDGE_INTERVAL_MS: '5000' });
  expect(readGatewayConfig().canaryVitalsJudgeIntervalMs).toBe(5000);
  for (const value of ['-1', '1.5', 'soon']) {
    withEnv({ CANARY_VITALS_JUDGE_INTERVAL_MS: value });
    expect(() => readGatewayConfig()).toThrow(/CANARY_VITALS_JUDGE_INTERVAL_MS must be a whole number of ms/);
  }
});
