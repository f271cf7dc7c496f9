// Canaries at the gateway: which cohort a visitor is in (a cookie the gateway sets, so nobody flips
// between versions mid-session), the /remotes.json each cohort gets, and the watch that ends a
// canary by itself when its visitors report errors more often than the stable version's do.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { MemoryCanaryCounts, type CanaryCounts, type VitalName } from './canary-counts';
import { appOfRemote, type HistoryEntry, type LiveManifest, type ReleaseStore } from './release-store';

export const COHORT_COOKIE = 'tw_cohort';
/** A visitor id and its signature: `<32 hex>.<43 base64url>`. */
const SIGNED_VISITOR = /^([a-f0-9]{32})\.([A-Za-z0-9_-]{43})$/;
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export const newVisitorId = () => randomBytes(16).toString('hex');

const signatureOf = (id: string, secret: string) => createHmac('sha256', secret).update(id).digest('base64url');

/** The cookie value for a visitor id: the id and the gateway's signature of it, so nobody can make one up. */
export const signVisitor = (id: string, secret: string) => `${id}.${signatureOf(id, secret)}`;

/**
 * The visitor id from a Cookie header, or null when there is none or its signature is not ours: a
 * made-up or unsigned id is no visitor, so it can neither pick a cohort nor count for or against a canary.
 */
export function visitorFromCookie(header: string | undefined, secret: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    const match = name === COHORT_COOKIE && value ? SIGNED_VISITOR.exec(value) : null;
    if (!match) continue;
    const expected = Buffer.from(signatureOf(match[1]!, secret));
    const given = Buffer.from(match[2]!);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return match[1]!;
  }
  return null;
}

export function cohortCookie(visitor: string, secret: string, secure: boolean): string {
  return `${COHORT_COOKIE}=${signVisitor(visitor, secret)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * The network a client address belongs to, as far as a canary counts it: an IPv4 /24 or an IPv6 /48
 * (what one household, office or attacker commonly holds), so that one of them stands for a few
 * visitors at most however many cookies it collects.
 */
export function networkOf(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(address);
  if (v4 && isIPv4(address.replace(/^::ffff:/i, ''))) return `${v4[1]}.0/24`;
  if (isIPv6(address)) {
    const [head = '', tail = ''] = address.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = address.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left;
    return `${groups
      .slice(0, 3)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/48`;
  }
  return address;
}

/**
 * Whether a visitor gets a remote's canary: a stable hash of visitor, remote and canary version, so
 * the same visitor stays put for the canary's whole life and each canary samples different visitors.
 */
export function inCanary(visitor: string, remote: string, canary: { version: string; percent: number }): boolean {
  const bucket =
    createHash('sha256').update(`${visitor}:${remote}:${canary.version}`).digest().readUInt32BE(0) % 10_000;
  return bucket < canary.percent * 100;
}

/** The manifest one visitor is served: the stable remotes, with each canary they are in swapped in. */
export function manifestFor(manifest: LiveManifest, visitor: string) {
  const remotes = { ...manifest.remotes };
  for (const [key, canary] of Object.entries(manifest.canaries ?? {})) {
    if (remotes[key] && inCanary(visitor, key, canary)) remotes[key] = { version: canary.version, entry: canary.entry };
  }
  return { remotes, updatedAt: manifest.updatedAt };
}

export interface CanaryWatchOptions {
  /** Canary visitors that must have loaded it before its error rate is judged. */
  minSample: number;
  /** How far (0-1) the canary's error rate may exceed the stable version's before it is ended. */
  margin: number;
  /** Off: counts are kept, nothing is ended. */
  autoRollback: boolean;
  onRollback?: (entry: HistoryEntry) => void;
  /** Where visitors are counted: this process's memory by default, Redis to share them between gateways. */
  counts?: CanaryCounts;
  /** Visitors one network (networkOf) may add to a version's loads, and so to its errors. */
  maxPerNetwork?: number;
  /** Web Vitals judging; off unless given (the gateway always gives it). */
  vitals?: VitalsJudging;
}

export interface VitalsJudging {
  /** Visitors of each version who must have reported a vital before it is compared (per vital). */
  minSample: number;
  /** How much slower (0-1) the canary's p75 may be than the stable's, e.g. 0.2: 20 %. */
  margin: number;
  /** And by at least this many ms, so a fast page's few ms of noise never end a canary. */
  floorMs: Record<JudgedVital, number>;
  /** Judged at most this often per remote (each judgement reads every visitor's value); default 2 s. */
  judgeIntervalMs?: number;
}

/** The vitals a canary is judged on: loading (LCP) and responsiveness (INP). */
export const JUDGED_VITALS = ['LCP', 'INP'] as const;
export type JudgedVital = (typeof JUDGED_VITALS)[number];

/** The 75th percentile, as Web Vitals are reported (nearest rank). */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

const VITALS_JUDGE_INTERVAL_MS = 2_000;

/** The default share of one network: enough for a family or an office, nothing like a minimum sample. */
export const MAX_VISITORS_PER_NETWORK = 3;

const pct = (r: number) => `${(r * 100).toFixed(1)} %`;

/** A remote's release tag on error events: `<remote>@<version>` (shell/src/features/federation). */
export const REMOTE_RELEASE_TAG = 'remote_release';

export function parseRemoteRelease(value: unknown): { remote: string; version: string } | null {
  if (typeof value !== 'string') return null;
  const match = /^([a-z]+)@([0-9A-Za-z][0-9A-Za-z._-]{0,63})$/.exec(value);
  return match ? { remote: match[1]!, version: match[2]! } : null;
}

/**
 * Counts, per remote version under canary, the visitors who loaded it (remoteEntry.js served) and
 * those of them who reported an error tagged with it (through /monitoring). Only a visitor who
 * loaded a version counts against it, once, so a report from nowhere cannot end a canary; and one
 * network adds a few visitors at most, so neither can one client collecting cookies. With
 * shared counts (Redis) several gateways judge on the same numbers; the store's lock and its
 * `expected` version make sure that only one of them ends the canary.
 */
export class CanaryWatch {
  private live: LiveManifest['canaries'] = {};
  private stable: Record<string, string> = {};
  /** remote -> the canary's startedAt the counts belong to. */
  private epochs = new Map<string, string>();
  private readonly counts: CanaryCounts;
  private ending = new Set<string>();
  private vitalsJudgedAt = new Map<string, number>();

  constructor(
    private readonly store: ReleaseStore,
    private readonly options: CanaryWatchOptions,
  ) {
    this.counts = options.counts ?? new MemoryCanaryCounts();
  }

  /** Takes the manifest as just read; a new canary starts its counts (and the stable's) afresh. */
  observe(manifest: LiveManifest) {
    this.live = manifest.canaries ?? {};
    this.stable = Object.fromEntries(Object.entries(manifest.remotes).map(([k, r]) => [k, r.version]));
    for (const [remote, canary] of Object.entries(this.live)) {
      if (this.epochs.get(remote) === canary.startedAt) continue;
      this.epochs.set(remote, canary.startedAt);
      this.counts.forget(remote, canary.startedAt);
    }
    for (const remote of [...this.epochs.keys()]) {
      if (!this.live[remote]) {
        this.epochs.delete(remote);
        this.counts.forget(remote, null);
      }
    }
  }

  /** Remotes with a canary running, as last observed. */
  runningCanaries(): string[] {
    return Object.keys(this.live ?? {});
  }

  /** Which cohort a remote version serves: the running canary, the stable version beside one, or just live. */
  cohortOf(remote: string, version: string): 'canary' | 'stable' | 'live' {
    const canary = this.live?.[remote];
    if (canary?.version === version) return 'canary';
    return canary && this.stable[remote] === version ? 'stable' : 'live';
  }

  /** The running canary's epoch when `version` is its canary or stable version, else null. */
  private epochOf(remote: string, version: string): string | null {
    const canary = this.live?.[remote];
    return canary && (canary.version === version || this.stable[remote] === version) ? canary.startedAt : null;
  }

  /** A visitor, from a client address in `network`, was served `/<app>/<version>/remoteEntry.js`. */
  async recordLoad(remote: string, version: string, visitor: string, network: string): Promise<void> {
    const epoch = this.epochOf(remote, version);
    const perNetwork = this.options.maxPerNetwork ?? MAX_VISITORS_PER_NETWORK;
    if (epoch) await this.counts.addLoad(epoch, remote, version, visitor, { network, perNetwork });
  }

  /** An error event arrived through /monitoring with a remote release tag; may end the canary. */
  async recordError(tag: unknown, visitor: string): Promise<HistoryEntry | null> {
    const release = parseRemoteRelease(tag);
    const epoch = release && this.epochOf(release.remote, release.version);
    if (!release || !epoch) return null;
    if (!(await this.counts.addError(epoch, release.remote, release.version, visitor))) return null;
    return this.judge(release.remote);
  }

  /**
   * A Web Vital a visitor's browser reported for a remote version (through /vitals); counted only from a visitor
   * who loaded that version, once per visitor (their latest value), and may end the canary.
   */
  async recordVital(
    remote: string,
    version: string,
    metric: VitalName,
    value: number,
    visitor: string,
  ): Promise<HistoryEntry | null> {
    const epoch = this.epochOf(remote, version);
    if (!epoch || !(await this.counts.addVital(epoch, remote, version, metric, visitor, value))) return null;
    if (metric === 'CLS' || !this.options.vitals) return null;
    const now = Date.now();
    const interval = this.options.vitals.judgeIntervalMs ?? VITALS_JUDGE_INTERVAL_MS;
    if (now - (this.vitalsJudgedAt.get(remote) ?? 0) < interval) return null;
    this.vitalsJudgedAt.set(remote, now);
    return this.judge(remote);
  }

  /** p75 of each judged vital for a remote's canary and stable versions, with how many visitors each rests on. */
  async vitalStats(remote: string) {
    const canary = this.live?.[remote];
    const stable = this.stable[remote];
    const of = async (version: string | undefined, metric: JudgedVital) => {
      const values = canary && version ? await this.counts.vitals(canary.startedAt, remote, version, metric) : [];
      return { visitors: values.length, p75: p75(values) };
    };
    const result = {} as Record<
      JudgedVital,
      { canary: { visitors: number; p75: number }; stable: { visitors: number; p75: number } }
    >;
    for (const metric of JUDGED_VITALS)
      result[metric] = { canary: await of(canary?.version, metric), stable: await of(stable, metric) };
    return result;
  }

  /** Error rates of a remote's canary and stable versions so far (every gateway's, with shared counts). */
  async stats(remote: string) {
    const canary = this.live?.[remote];
    const stable = this.stable[remote];
    const of = async (version: string | undefined) => {
      const { loads, errors } =
        canary && version ? await this.counts.count(canary.startedAt, remote, version) : { loads: 0, errors: 0 };
      return { version: version ?? null, loads, errors, rate: loads > 0 ? errors / loads : 0 };
    };
    const [c, s] = await Promise.all([of(canary?.version), of(stable)]);
    return { canary: c, stable: s };
  }

  /** Why the canary's error rate ends it, or null. */
  private async errorVerdict(remote: string): Promise<string | null> {
    const s = await this.stats(remote);
    if (s.canary.loads < this.options.minSample || s.canary.rate <= s.stable.rate + this.options.margin) return null;
    return (
      `error rate ${pct(s.canary.rate)} (${s.canary.errors} of ${s.canary.loads} visitors) against the stable ` +
      `${s.stable.version}'s ${pct(s.stable.rate)} (${s.stable.errors} of ${s.stable.loads}); ` +
      `margin ${pct(this.options.margin)}, minimum sample ${this.options.minSample}`
    );
  }

  /** Why the canary's p75 LCP or INP ends it (slower than the stable's by the margin and the floor), or null. */
  private async vitalsVerdict(remote: string): Promise<string | null> {
    const judging = this.options.vitals;
    if (!judging) return null;
    const stats = await this.vitalStats(remote);
    const stableVersion = this.stable[remote];
    for (const metric of JUDGED_VITALS) {
      const { canary: c, stable: s } = stats[metric];
      if (c.visitors < judging.minSample || s.visitors < judging.minSample) continue;
      if (c.p75 <= s.p75 * (1 + judging.margin) || c.p75 - s.p75 < judging.floorMs[metric]) continue;
      return (
        `p75 ${metric} ${Math.round(c.p75)} ms (${c.visitors} visitors) against the stable ${stableVersion}'s ` +
        `${Math.round(s.p75)} ms (${s.visitors}); margin ${pct(judging.margin)} and ${judging.floorMs[metric]} ms, ` +
        `minimum sample ${judging.minSample}`
      );
    }
    return null;
  }

  private async judge(remote: string): Promise<HistoryEntry | null> {
    const canary = this.live?.[remote];
    if (!canary || !this.options.autoRollback || this.ending.has(remote)) return null;
    const reason = (await this.errorVerdict(remote)) ?? (await this.vitalsVerdict(remote));
    if (!reason) return null;
    // Checked again after the counts were read: another report of this process may have got here first.
    if (this.ending.has(remote) || this.live?.[remote]?.startedAt !== canary.startedAt) return null;
    this.ending.add(remote);
    try {
      // Another gateway may end it first: the store then finds no such canary and records nothing.
      const entry = await this.store.endCanary(appOfRemote(remote), 'auto-rollback', reason, canary);
      this.observe(await this.store.readManifest());
      if (entry) this.options.onRollback?.(entry);
      return entry;
    } finally {
      this.ending.delete(remote);
    }
  }
}
