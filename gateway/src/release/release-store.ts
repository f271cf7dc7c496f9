// The release store: every built app under <app>/<version>/, plus the live manifest (remotes.json)
// and an append-only history. A directory by default; the same keys map one-to-one onto an object
// store bucket behind a CDN (see README, Operations).
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|html|css|json|svg|txt|xml)$/;

export const MANIFEST_FILE = 'remotes.json';
export const HISTORY_FILE = 'history.jsonl';
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
export const APP_PATTERN = /^(shell|mfe-[a-z]+)$/;
/** Uploads are copied here first and renamed into place; such folders are never listed or served. */
export const STAGING_MARKER = '.partial-';
/** One path segment of a release file: no dot files, no separators, nothing a shell or URL reads specially. */
const FILE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._@+-]*$/;

/** How one shared package is configured in a build (Module Federation's share config, as built). */
export interface SharedRecord {
  /** The version this build provides: its own bundled copy, or the version the shell loads. */
  version?: string;
  /** The range this build accepts; false accepts any. */
  requiredVersion?: string | false;
  singleton?: boolean;
  /** A mismatch throws in the browser instead of only warning. */
  strictVersion?: boolean;
  /** false: the build bundles no copy of its own and must be given one. */
  import?: boolean;
}

/** What a build provides and requires at run time, recorded by the build (packages/build-tools/webpack-config.cjs). */
export interface FederationRecord {
  shareStrategy?: 'loaded-first' | 'version-first';
  shared: Record<string, SharedRecord>;
  /** Remotes: the modules they expose ('./App'). */
  exposes?: string[];
  /** The shell: the modules it loads from every remote. */
  loads?: string[];
}

export interface BuildInfo {
  app: string;
  /** Federation name, e.g. tailwise_quiz. */
  name: string;
  kind: 'host' | 'remote';
  version: string;
  entry: string;
  builtAt: string;
  files: string[];
  /** Absent in builds made before the release gate existed. */
  federation?: FederationRecord;
}

export interface LiveRemote {
  version: string;
  entry: string;
}

export interface LiveCanary extends LiveRemote {
  /** Share of visitors (0-100) served this version instead of the stable one. */
  percent: number;
  startedAt: string;
}

export interface LiveManifest {
  schemaVersion: 1;
  updatedAt: string;
  shell: { version: string; index: string } | null;
  /** Short remote name (marketing, quiz, ...) to its live (stable) entry. */
  remotes: Record<string, LiveRemote>;
  /** Short remote name to the version a cohort of visitors gets instead (see canary.ts). */
  canaries?: Record<string, LiveCanary>;
}

/** Every version live at one moment: what `npm run releases` shows and `--to-set` restores. */
export interface LiveSet {
  shell: string | null;
  remotes: Record<string, string>;
  canaries: Record<string, { version: string; percent: number }>;
}

export type HistoryAction =
  'release' | 'rollback' | 'canary' | 'promote' | 'canary-rollback' | 'auto-rollback' | 'restore-set';

export interface HistoryEntry {
  /** Position in the history, from 1 (absent on lines written before ids existed). */
  id?: number;
  at: string;
  action: HistoryAction;
  /** The app changed, or '*' when a whole set was restored. */
  app: string;
  from: string | null;
  to: string | null;
  /** Why: --reason with --force, or what an automatic rollback measured. */
  reason?: string;
  /** The release gate was overridden. */
  forced?: boolean;
  /** Everything live after this change. */
  set?: LiveSet;
}

export type HistoryChange = Omit<HistoryEntry, 'id' | 'at' | 'set'>;

export const emptyManifest = (): LiveManifest => ({
  schemaVersion: 1,
  updatedAt: new Date(0).toISOString(),
  shell: null,
  remotes: {},
});

/** mfe-quiz -> quiz; the shell has no remote name. */
export const remoteKeyOf = (app: string) => app.replace(/^mfe-/, '');
/** quiz -> mfe-quiz. */
export const appOfRemote = (key: string) => `mfe-${key}`;

export const isReleaseVersion = (version: string) => VERSION_PATTERN.test(version) && !version.includes(STAGING_MARKER);

export function assertVersion(version: string): void {
  if (!isReleaseVersion(version)) throw new Error(`Not a valid version: ${JSON.stringify(version)}`);
}

/** A release file path as release.json lists it: relative, forward slashes, no `..`, no dot files. */
export const isSafeReleaseFile = (file: unknown): file is string =>
  typeof file === 'string' && file.length <= 300 && file.split('/').every((part) => FILE_SEGMENT.test(part));

/** Refuses a release.json that could make the store read or write outside the build and the store. */
export function validateBuildInfo(info: BuildInfo): void {
  if (typeof info !== 'object' || info === null) throw new Error('release.json is not an object');
  if (typeof info.app !== 'string' || !APP_PATTERN.test(info.app)) throw new Error(`Not an app name: ${info.app}`);
  if (typeof info.version !== 'string') throw new Error('release.json has no version');
  assertVersion(info.version);
  if (info.kind !== (info.app === 'shell' ? 'host' : 'remote'))
    throw new Error(`${info.app}'s release.json says kind ${JSON.stringify(info.kind)}`);
  if (!Array.isArray(info.files) || info.files.length === 0) throw new Error('release.json lists no files');
  const unsafe = info.files.filter((file) => !isSafeReleaseFile(file) || file === 'release.json');
  if (unsafe.length > 0)
    throw new Error(`release.json lists files outside the build: ${unsafe.map((f) => JSON.stringify(f)).join(', ')}`);
  if (!isSafeReleaseFile(info.entry) || !info.files.includes(info.entry))
    throw new Error(`release.json's entry ${JSON.stringify(info.entry)} is not one of its files`);
}

export const liveSetOf = (manifest: LiveManifest): LiveSet => ({
  shell: manifest.shell?.version ?? null,
  remotes: Object.fromEntries(Object.entries(manifest.remotes).map(([key, r]) => [key, r.version])),
  canaries: Object.fromEntries(
    Object.entries(manifest.canaries ?? {}).map(([key, c]) => [key, { version: c.version, percent: c.percent }]),
  ),
});

/** Who holds the store lock, written into the lock file so a crashed holder can be recognised. */
export interface LockOwner {
  pid: number;
  host: string;
  at: number;
  token: string;
}

export interface ReleaseStoreOptions {
  /** How long to wait for another release to finish. */
  lockWaitMs?: number;
  /** A lock older than this is a crashed release's, whoever holds it. */
  lockStaleMs?: number;
}

const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class ReleaseStore {
  private readonly lockWaitMs: number;
  private readonly lockStaleMs: number;

  constructor(
    readonly root: string,
    options: ReleaseStoreOptions = {},
  ) {
    this.lockWaitMs = options.lockWaitMs ?? 10_000;
    this.lockStaleMs = options.lockStaleMs ?? 60_000;
  }

  private file(...parts: string[]) {
    const full = path.resolve(this.root, ...parts);
    if (!full.startsWith(path.resolve(this.root) + path.sep) && full !== path.resolve(this.root)) {
      throw new Error(`Path escapes the release store: ${parts.join('/')}`);
    }
    return full;
  }

  async readManifest(): Promise<LiveManifest> {
    try {
      return JSON.parse(await fs.readFile(this.file(MANIFEST_FILE), 'utf8')) as LiveManifest;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyManifest();
      throw error;
    }
  }

  async readHistory(): Promise<HistoryEntry[]> {
    try {
      const text = await fs.readFile(this.file(HISTORY_FILE), 'utf8');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line, index) => ({ id: index + 1, ...(JSON.parse(line) as HistoryEntry) }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /** Released versions of an app; staging folders and anything else are left out. */
  async versionsOf(app: string): Promise<string[]> {
    if (!APP_PATTERN.test(app)) return [];
    try {
      const entries = await fs.readdir(this.file(app), { withFileTypes: true });
      return entries
        .filter((e) => e.isDirectory() && isReleaseVersion(e.name))
        .map((e) => e.name)
        .sort();
    } catch {
      return [];
    }
  }

  async hasVersion(app: string, version: string): Promise<boolean> {
    if (!APP_PATTERN.test(app) || !isReleaseVersion(version)) return false;
    try {
      await fs.access(this.file(app, version, 'release.json'));
      return true;
    } catch {
      return false;
    }
  }

  async readBuildInfo(app: string, version: string): Promise<BuildInfo> {
    assertVersion(version);
    return JSON.parse(await fs.readFile(this.file(app, version, 'release.json'), 'utf8')) as BuildInfo;
  }

  /**
   * Uploads a build to <app>/<version>/. Versions are immutable: the same version with different
   * content is refused, the same content again is a no-op.
   */
  async upload(distDir: string, info: BuildInfo): Promise<'uploaded' | 'unchanged'> {
    validateBuildInfo(info);
    const target = this.file(info.app, info.version);
    if (await this.hasVersion(info.app, info.version)) {
      const stored = await this.readBuildInfo(info.app, info.version);
      const sameFiles = sameList(stored.files, info.files);
      if (sameFiles && (await digestDir(target, info.files)) === (await digestDir(distDir, info.files)))
        return 'unchanged';
      throw new Error(
        `${info.app} ${info.version} is already in the store with different content; build a new version.`,
      );
    }
    const staging = this.file(info.app, `${STAGING_MARKER}${info.version}-${process.pid}`);
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(staging, { recursive: true });
    for (const file of [...info.files, 'release.json']) {
      const to = path.join(staging, file);
      await fs.mkdir(path.dirname(to), { recursive: true });
      await fs.copyFile(path.join(distDir, file), to);
    }
    await fs.rename(staging, target);
    return 'uploaded';
  }

  /**
   * Writes the .br and .gz beside each text file of a stored version that lacks them. Run after the
   * manifest points at the version, so brotli's slow best setting never delays a release: until
   * they exist the gateway compresses on the fly. Each lands under a temporary name first, so a
   * half-written one is never served; running it again finishes an interrupted run.
   */
  async precompress(app: string, version: string): Promise<number> {
    const info = await this.readBuildInfo(app, version);
    let written = 0;
    for (const file of info.files) {
      if (!COMPRESSIBLE.test(file) || !isSafeReleaseFile(file)) continue;
      written += await writePrecompressed(this.file(app, version, file));
    }
    return written;
  }

  /**
   * The one way the live manifest changes: under the store lock, `apply` edits the manifest and says
   * what it changed; the manifest is then written once and the history gets one line per change,
   * each with the full set now live. Throwing from `apply` leaves everything as it was.
   */
  async change(apply: (manifest: LiveManifest) => Promise<HistoryChange[]> | HistoryChange[]) {
    return this.withLock(async () => {
      const manifest = await this.readManifest();
      const changes = await apply(manifest);
      if (changes.length === 0) return [];
      if (manifest.canaries && Object.keys(manifest.canaries).length === 0) delete manifest.canaries;
      manifest.updatedAt = new Date().toISOString();
      await writeAtomic(this.file(MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      const set = liveSetOf(manifest);
      const entries: HistoryEntry[] = changes.map((c) => ({ at: manifest.updatedAt, ...c, set }));
      await fs.appendFile(this.file(HISTORY_FILE), entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
      const count = (await this.readHistory()).length;
      return entries.map((e, i) => ({ id: count - entries.length + i + 1, ...e }));
    });
  }

  /** Points the live manifest at app@version and records it; runs under the store lock. */
  async activate(
    app: string,
    version: string,
    action: HistoryAction,
    extra: Pick<HistoryEntry, 'reason' | 'forced'> = {},
  ): Promise<HistoryEntry> {
    const info = await this.readBuildInfo(app, version);
    const [entry] = await this.change((manifest) => {
      const from = pointAt(manifest, app, version, info);
      const canary = manifest.canaries?.[remoteKeyOf(app)];
      // A release of the stable version ends a canary of the same remote: it can no longer be compared.
      if (info.kind === 'remote' && canary) delete manifest.canaries![remoteKeyOf(app)];
      return [{ action, app, from, to: version, ...extra }];
    });
    return entry!;
  }

  /**
   * Ends a remote's canary: its cohort gets the stable version again. `expected` names the canary that
   * was measured, by version and start, so a late verdict cannot end a newer canary, even one of the
   * same version; null when there was nothing (or another one) to end.
   */
  async endCanary(
    app: string,
    action: 'canary-rollback' | 'auto-rollback',
    reason?: string,
    expected?: { version: string; startedAt: string },
  ): Promise<HistoryEntry | null> {
    const key = remoteKeyOf(app);
    const [entry] = await this.change((live) => {
      const canary = live.canaries?.[key];
      if (!canary) return [];
      if (expected && (canary.version !== expected.version || canary.startedAt !== expected.startedAt)) return [];
      delete live.canaries![key];
      return [
        { action, app, from: canary.version, to: live.remotes[key]?.version ?? null, ...(reason ? { reason } : {}) },
      ];
    });
    return entry ?? null;
  }

  /** The version that was live before the current one was released. */
  async previousVersion(app: string): Promise<string | null> {
    const manifest = await this.readManifest();
    const current = app === 'shell' ? manifest.shell?.version : manifest.remotes[remoteKeyOf(app)]?.version;
    if (!current) return null;
    const history = await this.readHistory();
    for (let i = history.length - 1; i >= 0; i--) {
      const h = history[i]!;
      if (h.app === app && (h.action === 'release' || h.action === 'promote') && h.to === current) return h.from;
    }
    return null;
  }

  private async readLockOwner(lock: string): Promise<LockOwner | null> {
    try {
      const owner = JSON.parse(await fs.readFile(lock, 'utf8')) as Partial<LockOwner>;
      return typeof owner.pid === 'number' && typeof owner.at === 'number' && typeof owner.host === 'string'
        ? (owner as LockOwner)
        : null;
    } catch {
      return null;
    }
  }

  /** A lock is stale when its holder has died on this machine, or it is older than any release takes. */
  private async isStale(lock: string, owner: LockOwner | null): Promise<boolean> {
    if (owner) {
      if (owner.host === os.hostname() && !pidAlive(owner.pid)) return true;
      return Date.now() - owner.at > this.lockStaleMs;
    }
    // Unreadable: being written right now, or left by an older release command; judge by its age.
    try {
      return Date.now() - (await fs.stat(lock)).mtimeMs > this.lockStaleMs;
    } catch {
      return false;
    }
  }

  /** Moves a stale lock aside; puts it back if someone else's fresh lock was taken instead. */
  private async breakLock(lock: string, stale: LockOwner | null) {
    const aside = `${lock}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await fs.rename(lock, aside);
    } catch {
      return;
    }
    const moved = await this.readLockOwner(aside);
    if (stale && moved && moved.token !== stale.token) {
      await fs.link(aside, lock).catch(() => undefined);
    }
    await fs.rm(aside, { force: true });
  }

  private async withLock<T>(fn: () => Promise<T>): Promise<T> {
    await fs.mkdir(this.root, { recursive: true });
    const lock = this.file('.lock');
    const me: LockOwner = {
      pid: process.pid,
      host: os.hostname(),
      at: Date.now(),
      token: randomBytes(8).toString('hex'),
    };
    const started = Date.now();
    for (;;) {
      try {
        const handle = await fs.open(lock, 'wx');
        me.at = Date.now();
        await handle.writeFile(JSON.stringify(me));
        await handle.close();
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = await this.readLockOwner(lock);
        if (await this.isStale(lock, owner)) {
          await this.breakLock(lock, owner);
          continue;
        }
        if (Date.now() - started > this.lockWaitMs) {
          const holder = owner
            ? `held by pid ${owner.pid} on ${owner.host} since ${new Date(owner.at).toISOString()}`
            : 'holder unknown';
          throw new Error(`The release store is locked (${lock}, ${holder}); try again when that release is done.`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    try {
      return await fn();
    } finally {
      // Only our own lock: if ours was judged stale and broken, the current one is someone else's.
      const owner = await this.readLockOwner(lock);
      if (owner?.token === me.token) await fs.rm(lock, { force: true });
    }
  }
}

/** Points app at version in the manifest; returns the version it replaces. */
export function pointAt(manifest: LiveManifest, app: string, version: string, info: BuildInfo): string | null {
  if (info.kind === 'host') {
    const from = manifest.shell?.version ?? null;
    manifest.shell = { version, index: `/${app}/${version}/${info.entry}` };
    return from;
  }
  const key = remoteKeyOf(app);
  const from = manifest.remotes[key]?.version ?? null;
  manifest.remotes[key] = { version, entry: `/${app}/${version}/${info.entry}` };
  return from;
}

/** .br and .gz beside a text asset, so the gateway (or a CDN) serves them without compressing per request. */
async function writePrecompressed(file: string): Promise<number> {
  const exists = (f: string) =>
    fs.access(f).then(
      () => true,
      () => false,
    );
  if ((await exists(`${file}.br`)) && (await exists(`${file}.gz`))) return 0;
  const content = await fs.readFile(file);
  if (content.length < 512) return 0;
  // On this thread, not zlib's pool: a release command lowers its own priority once the manifest is
  // written (cli.ts), and this is then the only work it does, so the gateway beside it is not starved.
  const br = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = zlib.gzipSync(content, { level: 9 });
  await writeAtomic(`${file}.br`, br);
  await writeAtomic(`${file}.gz`, gz);
  return 2;
}

async function writeAtomic(file: string, content: string | Buffer) {
  const tmp = `${file}.tmp-${process.pid}`;
  await fs.writeFile(tmp, content);
  await fs.rename(tmp, file);
}

/** Whether two release file lists name the same files, in any order. */
function sameList(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort();
  return [...a].sort().every((file, i) => file === sorted[i]);
}

async function digestDir(dir: string, files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(file);
    hash.update(await fs.readFile(path.join(dir, file)));
  }
  return hash.digest('hex');
}
