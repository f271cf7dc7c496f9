// Two gateways on one Redis share each visitor's /monitoring and /csp-report budgets. Needs REDIS_URL (.ci/run
// sets it).
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { cspReports } from './csp-reports';
import { RedisTokenBuckets } from './redis-buckets';
import { CSP_REPORT_ROUTE } from './security-headers';

const url = process.env.REDIS_URL;
const describeRedis = url ? describe : describe.skip;
if (!url) process.stdout.write('redis-buckets.test.ts skipped: REDIS_URL is not set (CI sets it with PostgreSQL)\n');

describeRedis('/monitoring buckets in Redis', () => {
  const prefix = `tailwise:test:${randomUUID()}:`;
  let a: RedisTokenBuckets;
  let b: RedisTokenBuckets;
  beforeAll(async () => {
    a = await RedisTokenBuckets.connect(url as string, { prefix, capacity: 3, refillMs: 60_000 });
    b = await RedisTokenBuckets.connect(url as string, { prefix, capacity: 3, refillMs: 60_000 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    const redis = new Redis(url as string);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('one budget per address across both gateways, refilled over the minute', async () => {
    const t0 = Date.now();
    expect(await a.take('198.51.100.7', t0)).toEqual({ ok: true });
    expect(await b.take('198.51.100.7', t0)).toEqual({ ok: true });
    expect(await a.take('198.51.100.7', t0)).toEqual({ ok: true });
    // Each gateway alone has granted fewer than 3: only a shared count refuses here.
    expect(await b.take('198.51.100.7', t0)).toEqual({ ok: false, retryAfterSeconds: 20 });
    expect(await a.take('198.51.100.8', t0)).toEqual({ ok: true });
    // One token back every 20 s.
    expect(await b.take('198.51.100.7', t0 + 20_000)).toEqual({ ok: true });
    expect((await a.take('198.51.100.7', t0 + 20_000)).ok).toBe(false);
  });

  it('lets reports through while Redis is away, rather than refusing them', async () => {
    const c = await RedisTokenBuckets.connect(url as string, { prefix, capacity: 1, refillMs: 60_000 });
    await c.close();
    expect(await c.take('198.51.100.9', Date.now())).toEqual({ ok: true });
    expect(await c.take('198.51.100.9', Date.now())).toEqual({ ok: true });
  });

  it('one /csp-report budget per address across both gateways', async () => {
    const gateway = async () => {
      const app = Fastify();
      await app.register(cspReports, { ratePerMinute: 2, redisUrl: url, redisPrefix: `${prefix}csp-report:` });
      return app;
    };
    const [one, two] = [await gateway(), await gateway()];
    const report = JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } });
    const post = (app: typeof one, remoteAddress = '198.51.100.20') =>
      app.inject({
        method: 'POST',
        url: CSP_REPORT_ROUTE,
        headers: { 'content-type': 'application/csp-report' },
        payload: report,
        remoteAddress,
      });
    try {
      expect((await post(one)).statusCode).toBe(204);
      expect((await post(two)).statusCode).toBe(204);
      // Each gateway alone has taken one of its two: only a shared count refuses here.
      const limited = await post(one);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(two, '198.51.100.21')).statusCode).toBe(204);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
