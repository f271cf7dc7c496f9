// Canaries at the gateway: which cohort a visitor is in (a cookie the gateway sets, so nobody flips
// between versions mid-session), the /remotes.json each cohort gets, and the watch that ends a
// canary by itself when its visitors report errors more often than the stable version's do.
import { createHash, randomBytes } from 'node:crypto';
import { appOfRemote, type HistoryEntry, type LiveManifest, type ReleaseStore } from './release-store';

export const COHORT_COOKIE = 'tw_cohort';
const VISITOR_ID = /^[a-f0-9]{32}$/;
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;
/** Visitors remembered per version; past this the counts stop growing (rates stay meaningful). */
const MAX_VISITORS_PER_VERSION = 100_000;

export const newVisitorId = () => randomBytes(16).toString('hex');

/** The visitor id from a Cookie header, or null when there is none (or it is not one we set). */
export function visitorFromCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COHORT_COOKIE && value && VISITOR_ID.test(value)) return value;
  }
  return null;
}

export function cohortCookie(visitor: string, secure: boolean): string {
  return `${COHORT_COOKIE}=${visitor}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
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
}

interface VersionCounts {
  loads: Set<string>;
  errors: Set<string>;
}

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
 * loaded a version counts against it, once, so a report from nowhere cannot end a canary.
 */
export class CanaryWatch {
  private live: LiveManifest['canaries'] = {};
  private stable: Record<string, string> = {};
  /** remote -> the canary's startedAt the counts belong to. */
  private epochs = new Map<string, string>();
  private counts = new Map<string, VersionCounts>();
  private ending = new Set<string>();

  constructor(
    private readonly store: ReleaseStore,
    private readonly options: CanaryWatchOptions,
  ) {}

  /** Takes the manifest as just read; a new canary starts its counts (and the stable's) afresh. */
  observe(manifest: LiveManifest) {
    this.live = manifest.canaries ?? {};
    this.stable = Object.fromEntries(Object.entries(manifest.remotes).map(([k, r]) => [k, r.version]));
    for (const [remote, canary] of Object.entries(this.live)) {
      if (this.epochs.get(remote) === canary.startedAt) continue;
      this.epochs.set(remote, canary.startedAt);
      for (const key of [...this.counts.keys()]) if (key.startsWith(`${remote}@`)) this.counts.delete(key);
    }
    for (const remote of [...this.epochs.keys()]) {
      if (!this.live[remote]) {
        this.epochs.delete(remote);
        for (const key of [...this.counts.keys()]) if (key.startsWith(`${remote}@`)) this.counts.delete(key);
      }
    }
  }

  private watched(remote: string, version: string) {
    const canary = this.live?.[remote];
    return Boolean(canary && (canary.version === version || this.stable[remote] === version));
  }

  private countsOf(remote: string, version: string) {
    const key = `${remote}@${version}`;
    let counts = this.counts.get(key);
    if (!counts) {
      counts = { loads: new Set(), errors: new Set() };
      this.counts.set(key, counts);
    }
    return counts;
  }

  /** A visitor was served `/<app>/<version>/remoteEntry.js`. */
  recordLoad(remote: string, version: string, visitor: string) {
    if (!this.watched(remote, version)) return;
    const { loads } = this.countsOf(remote, version);
    if (loads.size < MAX_VISITORS_PER_VERSION) loads.add(visitor);
  }

  /** An error event arrived through /monitoring with a remote release tag; may end the canary. */
  async recordError(tag: unknown, visitor: string): Promise<HistoryEntry | null> {
    const release = parseRemoteRelease(tag);
    if (!release || !this.watched(release.remote, release.version)) return null;
    const counts = this.countsOf(release.remote, release.version);
    if (!counts.loads.has(visitor)) return null;
    counts.errors.add(visitor);
    return this.judge(release.remote);
  }

  /** Error rates of a remote's canary and stable versions so far. */
  stats(remote: string) {
    const canary = this.live?.[remote];
    const stable = this.stable[remote];
    const of = (version: string | undefined) => {
      const c = version ? this.counts.get(`${remote}@${version}`) : undefined;
      const loads = c?.loads.size ?? 0;
      const errors = c?.errors.size ?? 0;
      return { version: version ?? null, loads, errors, rate: loads > 0 ? errors / loads : 0 };
    };
    return { canary: of(canary?.version), stable: of(stable) };
  }

  private async judge(remote: string): Promise<HistoryEntry | null> {
    const canary = this.live?.[remote];
    if (!canary || !this.options.autoRollback || this.ending.has(remote)) return null;
    const s = this.stats(remote);
    if (s.canary.loads < this.options.minSample || s.canary.rate <= s.stable.rate + this.options.margin) return null;
    const pct = (r: number) => `${(r * 100).toFixed(1)} %`;
    const reason =
      `error rate ${pct(s.canary.rate)} (${s.canary.errors} of ${s.canary.loads} visitors) against the stable ` +
      `${s.stable.version}'s ${pct(s.stable.rate)} (${s.stable.errors} of ${s.stable.loads}); ` +
      `margin ${pct(this.options.margin)}, minimum sample ${this.options.minSample}`;
    this.ending.add(remote);
    try {
      const entry = await this.store.endCanary(appOfRemote(remote), 'auto-rollback', reason, canary.version);
      this.observe(await this.store.readManifest());
      if (entry) this.options.onRollback?.(entry);
      return entry;
    } finally {
      this.ending.delete(remote);
    }
  }
}
