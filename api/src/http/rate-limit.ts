// Per-address request limits. One process counts in memory; with REDIS_URL every instance behind the
// load balancer counts in Redis, so a limit holds however requests are spread.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ApiConfig } from '../config';
import { ApiError } from './errors';

/** A Redis client that fails fast: a request never waits long on a Redis that is away. */
export async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Without a listener ioredis prints every reconnect attempt; the log keeps one line each instead.
  redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis error'));
  // Reachable at start, or the instance does not start: limits that silently stay per process are worse.
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

export async function registerRateLimits(app: FastifyInstance, config: ApiConfig): Promise<void> {
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app) : null;
  await app.register(rateLimit, {
    global: false,
    // Keys: <prefix>rl:<method><route>-<ip>. Should Redis fail mid-flight, requests pass (logged)
    // rather than every customer getting errors from a limiter.
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (_req, context) =>
      new ApiError(429, 'RateLimited', `Too many requests: try again in ${context.after}`),
  });
}
