// Where the canary watch keeps its visitor counts: this process's memory (one gateway, `npm start`) or
// Redis (REDIS_URL), so that gateways behind a load balancer judge a canary on all of its visitors, and a
// visitor whose remoteEntry.js one gateway served can report an error through another.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../server/redis-buckets';

/** Visitors remembered per version and canary; past this the counts stop growing (rates stay meaningful). */
export const MAX_VISITORS_PER_VERSION = 100_000;
/** Redis keys outlive their last write by this long, so an ended canary's sets go away by themselves. */
const REDIS_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The Web Vitals a canary is judged on, beside its error rate (CLS is reported, not judged). */
export type VitalName = 'LCP' | 'INP' | 'CLS';

/** Where a load came from, and how many visitors that network may add to one version. */
export interface NetworkShare {
  network: string;
  perNetwork: number;
}

export interface VersionCount {
  loads: number;
  errors: number;
}

/**
 * A canary's counts per `<remote>@<version>`, scoped by the canary's `startedAt` (its epoch), so a new
 * canary of the same remote, even of the same version, starts from nothing.
 */
export interface CanaryCounts {
  /**
   * A visitor was served that version's remoteEntry.js; each counts once, up to the cap, and a network
   * adds at most `perNetwork` visitors (later ones from it are not counted, for loads nor errors).
   */
  addLoad(epoch: string, remote: string, version: string, visitor: string, from: NetworkShare): void | Promise<void>;
  /** A visitor reported an error for that version: counted, and true, only when they loaded it. */
  addError(epoch: string, remote: string, version: string, visitor: string): boolean | Promise<boolean>;
  count(epoch: string, remote: string, version: string): VersionCount | Promise<VersionCount>;
  /** A visitor's Web Vital for that version (their latest value counts): kept, and true, only when they loaded it. */
  addVital(
    epoch: string,
    remote: string,
    version: string,
    metric: VitalName,
    visitor: string,
    value: number,
  ): boolean | Promise<boolean>;
  /** One value per visitor of a vital for that version. */
  vitals(epoch: string, remote: string, version: string, metric: VitalName): number[] | Promise<number[]>;
  /** Counts of this remote from any other epoch than `keep` (null: all of them) will not be asked for again. */
  forget(remote: string, keep: string | null): void;
  close?(): Promise<void>;
}

export class MemoryCanaryCounts implements CanaryCounts {
  private readonly counts = new Map<
    string,
    {
      remote: string;
      epoch: string;
      loads: Set<string>;
      errors: Set<string>;
      networks: Map<string, number>;
      vitals: Map<VitalName, Map<string, number>>;
    }
  >();

  private of(epoch: string, remote: string, version: string) {
    const key = `${epoch}|${remote}@${version}`;
    let counts = this.counts.get(key);
    if (!counts) {
      counts = { remote, epoch, loads: new Set(), errors: new Set(), networks: new Map(), vitals: new Map() };
      this.counts.set(key, counts);
    }
    return counts;
  }

  addLoad(epoch: string, remote: string, version: string, visitor: string, from: NetworkShare) {
    const { loads, networks } = this.of(epoch, remote, version);
    if (loads.has(visitor) || loads.size >= MAX_VISITORS_PER_VERSION) return;
    const seen = networks.get(from.network) ?? 0;
    if (seen >= from.perNetwork) return;
    networks.set(from.network, seen + 1);
    loads.add(visitor);
  }

  addError(epoch: string, remote: string, version: string, visitor: string) {
    const counts = this.of(epoch, remote, version);
    if (!counts.loads.has(visitor)) return false;
    counts.errors.add(visitor);
    return true;
  }

  count(epoch: string, remote: string, version: string): VersionCount {
    const counts = this.counts.get(`${epoch}|${remote}@${version}`);
    return { loads: counts?.loads.size ?? 0, errors: counts?.errors.size ?? 0 };
  }

  addVital(epoch: string, remote: string, version: string, metric: VitalName, visitor: string, value: number) {
    const counts = this.of(epoch, remote, version);
    if (!counts.loads.has(visitor)) return false;
    let values = counts.vitals.get(metric);
    if (!values) counts.vitals.set(metric, (values = new Map()));
    values.set(visitor, value);
    return true;
  }

  vitals(epoch: string, remote: string, version: string, metric: VitalName): number[] {
    return [...(this.counts.get(`${epoch}|${remote}@${version}`)?.vitals.get(metric)?.values() ?? [])];
  }

  forget(remote: string, keep: string | null) {
    for (const [key, counts] of this.counts) {
      if (counts.remote === remote && counts.epoch !== keep) this.counts.delete(key);
    }
  }
}

// The caps are checked and the visitor added in one step, so two gateways cannot both pass a full set
// or a network's full share. KEYS: loads set, per-network counts hash. ARGV: visitor, version cap, ttl,
// network, per-network cap.
const ADD_LOAD = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 0
  and redis.call('SCARD', KEYS[1]) < tonumber(ARGV[2])
  and tonumber(redis.call('HGET', KEYS[2], ARGV[4]) or '0') < tonumber(ARGV[5]) then
  redis.call('SADD', KEYS[1], ARGV[1])
  redis.call('HINCRBY', KEYS[2], ARGV[4], 1)
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1
`;
// An error counts only from a visitor in the loads set, whichever gateway served them. The errors set
// is a subset of the loads set, so the cap holds for it too.
const ADD_ERROR = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 1
`;

// A vital counts only from a visitor in the loads set; one value per visitor (a hash), so the cap holds here too.
const ADD_VITAL = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1
`;

/**
 * The counts as Redis sets, one per version and epoch for loads and one for errors, shared by every
 * gateway on the same REDIS_URL and prefix. When Redis goes away, loads and errors are not counted and
 * the counts read as empty (below any minimum sample): a canary is never ended on a sample we lost.
 */
export class RedisCanaryCounts implements CanaryCounts {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Connects, failing when Redis cannot be reached: a gateway must not judge on its share alone by surprise. */
  static async connect(
    url: string,
    options: { prefix: string; ttlMs?: number; log?: FastifyBaseLogger },
  ): Promise<RedisCanaryCounts> {
    const redis = await connectRedis(url, options.log);
    return new RedisCanaryCounts(redis, options.prefix, options.ttlMs ?? REDIS_TTL_MS, options.log);
  }

  /** The keys of a version share a hash tag, so the scripts that touch both work on Redis Cluster too. */
  private keys(epoch: string, remote: string, version: string) {
    const started = Date.parse(epoch);
    const base = `${this.prefix}{${remote}@${version}:${Number.isNaN(started) ? epoch : started}}`;
    return { base, loads: `${base}:loads`, errors: `${base}:errors`, networks: `${base}:networks` };
  }

  private warn(err: unknown, step: 'load' | 'error' | 'count' | 'vital') {
    this.log?.warn(
      { err: err instanceof Error ? err.message : String(err), step },
      'canary counts skipped: redis unavailable',
    );
  }

  async addLoad(epoch: string, remote: string, version: string, visitor: string, from: NetworkShare) {
    const { loads, networks } = this.keys(epoch, remote, version);
    try {
      await this.redis.eval(
        ADD_LOAD,
        2,
        loads,
        networks,
        visitor,
        MAX_VISITORS_PER_VERSION,
        this.ttlMs,
        from.network,
        from.perNetwork,
      );
    } catch (err) {
      this.warn(err, 'load');
    }
  }

  async addError(epoch: string, remote: string, version: string, visitor: string) {
    const { loads, errors } = this.keys(epoch, remote, version);
    try {
      return (await this.redis.eval(ADD_ERROR, 2, loads, errors, visitor, this.ttlMs)) === 1;
    } catch (err) {
      this.warn(err, 'error');
      return false;
    }
  }

  async count(epoch: string, remote: string, version: string): Promise<VersionCount> {
    const { loads, errors } = this.keys(epoch, remote, version);
    try {
      const [l, e] = (await this.redis.pipeline().scard(loads).scard(errors).exec()) ?? [];
      if (l?.[0] || e?.[0]) throw l?.[0] ?? e?.[0];
      return { loads: Number(l?.[1] ?? 0), errors: Number(e?.[1] ?? 0) };
    } catch (err) {
      this.warn(err, 'count');
      return { loads: 0, errors: 0 };
    }
  }

  async addVital(epoch: string, remote: string, version: string, metric: VitalName, visitor: string, value: number) {
    const { loads, base } = this.keys(epoch, remote, version);
    try {
      return (await this.redis.eval(ADD_VITAL, 2, loads, `${base}:vital:${metric}`, visitor, value, this.ttlMs)) === 1;
    } catch (err) {
      this.warn(err, 'vital');
      return false;
    }
  }

  async vitals(epoch: string, remote: string, version: string, metric: VitalName): Promise<number[]> {
    try {
      return (await this.redis.hvals(`${this.keys(epoch, remote, version).base}:vital:${metric}`)).map(Number);
    } catch (err) {
      this.warn(err, 'vital');
      return [];
    }
  }

  /** Other gateways may still be writing an old epoch's sets; their expiry removes them. */
  forget() {}

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
