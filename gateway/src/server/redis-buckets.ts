// The per-address token buckets of /monitoring and /csp-report in Redis (REDIS_URL), so that gateways behind
// a load balancer share one budget per visitor instead of each granting its own.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** What /monitoring and /csp-report ask of their limiter, in memory or in Redis. */
export interface Buckets {
  take(key: string, now: number): TakeResult | Promise<TakeResult>;
  close?(): Promise<void>;
}

// The same refill rule as the in-memory TokenBuckets, done atomically in Redis. Tokens are returned as
// a string: Redis turns Lua numbers into integers.
const TAKE = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 't', 'at')
local tokens = capacity
if state[1] then
  tokens = math.min(capacity, tonumber(state[1]) + math.max(0, now - tonumber(state[2])) * perMs)
end
local ok = 0
if tokens >= 1 then
  tokens = tokens - 1
  ok = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / perMs))
return {ok, tostring(tokens)}
`;

/**
 * A connection for the gateway's shared state. Connecting fails when Redis cannot be reached (a gateway
 * must not start with per-process limits or counts by surprise); later, commands fail fast rather than queue.
 */
export async function connectRedis(url: string, log?: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (err: Error) => log?.warn({ err: err.message }, 'redis error'));
  await redis.connect();
  return redis;
}

export class RedisTokenBuckets implements Buckets {
  private readonly perMs: number;

  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly capacity: number,
    refillMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.perMs = capacity / refillMs;
  }

  /** Connects (failing when Redis cannot be reached: a gateway must not start with per-process limits by surprise). */
  static async connect(
    url: string,
    options: { prefix: string; capacity: number; refillMs: number; log?: FastifyBaseLogger },
  ): Promise<RedisTokenBuckets> {
    const redis = await connectRedis(url, options.log);
    return new RedisTokenBuckets(redis, options.prefix, options.capacity, options.refillMs, options.log);
  }

  async take(key: string, now: number): Promise<TakeResult> {
    try {
      const [ok, tokens] = (await this.redis.eval(TAKE, 1, `${this.prefix}${key}`, this.capacity, this.perMs, now)) as [
        number,
        string,
      ];
      if (ok === 1) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - Number(tokens)) / this.perMs / 1000)) };
    } catch (err) {
      // A report is worth more than the limit while Redis is away.
      this.log?.warn(
        { err: err instanceof Error ? err.message : String(err), buckets: this.prefix },
        'rate limit skipped: redis unavailable',
      );
      return { ok: true };
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
