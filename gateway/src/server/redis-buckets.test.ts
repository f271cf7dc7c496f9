// Two gateways on one Redis share each visitor's /monitoring budget. Needs REDIS_URL (CI's PostgreSQL pass sets it).
import { randomUUID } from 'node:crypto';
import { RedisTokenBuckets } from './redis-buckets';

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
});
