// The release store: every built app under <app>/<version>/, plus the live manifest (remotes.json)
// and an append-only history. A directory by default; the same keys map one-to-one onto an object
// store bucket behind a CDN (see README, Operations).
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|html|css|json|svg|txt|xml)$/;

export const MANIFEST_FILE = 'remotes.json';
export const HISTORY_FILE = 'history.jsonl';
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
export const APP_PATTERN = /^(shell|mfe-[a-z]+)$/;

export interface BuildInfo {
  app: string;
  /** Federation name, e.g. tailwise_quiz. */
  name: string;
  kind: 'host' | 'remote';
  version: string;
  entry: string;
  builtAt: string;
  files: string[];
}

export interface LiveRemote {
  version: string;
  entry: string;
}

export interface LiveManifest {
  schemaVersion: 1;
  updatedAt: string;
  shell: { version: string; index: string } | null;
  /** Short remote name (marketing, quiz, ...) to its live entry. */
  remotes: Record<string, LiveRemote>;
}

export interface HistoryEntry {
  at: string;
  action: 'release' | 'rollback';
  app: string;
  from: string | null;
  to: string;
}

export const emptyManifest = (): LiveManifest => ({
  schemaVersion: 1,
  updatedAt: new Date(0).toISOString(),
  shell: null,
  remotes: {},
});

/** mfe-quiz -> quiz; the shell has no remote name. */
export const remoteKeyOf = (app: string) => app.replace(/^mfe-/, '');

export class ReleaseStore {
  constructor(readonly root: string) {}

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
        .map((line) => JSON.parse(line) as HistoryEntry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async versionsOf(app: string): Promise<string[]> {
    try {
      const entries = await fs.readdir(this.file(app), { withFileTypes: true });
      return entries
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort();
    } catch {
      return [];
    }
  }

  async hasVersion(app: string, version: string): Promise<boolean> {
    try {
      await fs.access(this.file(app, version, 'release.json'));
      return true;
    } catch {
      return false;
    }
  }

  async readBuildInfo(app: string, version: string): Promise<BuildInfo> {
    return JSON.parse(await fs.readFile(this.file(app, version, 'release.json'), 'utf8')) as BuildInfo;
  }

  /**
   * Uploads a build to <app>/<version>/. Versions are immutable: the same version with different
   * content is refused, the same content again is a no-op.
   */
  async upload(distDir: string, info: BuildInfo): Promise<'uploaded' | 'unchanged'> {
    if (!APP_PATTERN.test(info.app)) throw new Error(`Not an app name: ${info.app}`);
    if (!VERSION_PATTERN.test(info.version)) throw new Error(`Not a valid version: ${info.version}`);
    const target = this.file(info.app, info.version);
    if (await this.hasVersion(info.app, info.version)) {
      if ((await digestDir(target, info.files)) === (await digestDir(distDir, info.files))) return 'unchanged';
      throw new Error(
        `${info.app} ${info.version} is already in the store with different content; build a new version.`,
      );
    }
    const staging = `${target}.partial-${process.pid}`;
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(staging, { recursive: true });
    for (const file of [...info.files, 'release.json']) {
      const to = path.join(staging, file);
      await fs.mkdir(path.dirname(to), { recursive: true });
      await fs.copyFile(path.join(distDir, file), to);
      if (COMPRESSIBLE.test(file)) await writePrecompressed(to);
    }
    await fs.rename(staging, target);
    return 'uploaded';
  }

  /** Points the live manifest at app@version and records it; runs under the store lock. */
  async activate(app: string, version: string, action: HistoryEntry['action']): Promise<HistoryEntry> {
    return this.withLock(async () => {
      const info = await this.readBuildInfo(app, version);
      const manifest = await this.readManifest();
      const from =
        info.kind === 'host'
          ? (manifest.shell?.version ?? null)
          : (manifest.remotes[remoteKeyOf(app)]?.version ?? null);
      if (info.kind === 'host') {
        manifest.shell = { version, index: `/${app}/${version}/${info.entry}` };
      } else {
        manifest.remotes[remoteKeyOf(app)] = { version, entry: `/${app}/${version}/${info.entry}` };
      }
      manifest.updatedAt = new Date().toISOString();
      await writeAtomic(this.file(MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      const entry: HistoryEntry = { at: manifest.updatedAt, action, app, from, to: version };
      await fs.appendFile(this.file(HISTORY_FILE), `${JSON.stringify(entry)}\n`);
      return entry;
    });
  }

  /** The version that was live before the current one was released. */
  async previousVersion(app: string): Promise<string | null> {
    const manifest = await this.readManifest();
    const current = app === 'shell' ? manifest.shell?.version : manifest.remotes[remoteKeyOf(app)]?.version;
    if (!current) return null;
    const history = await this.readHistory();
    for (let i = history.length - 1; i >= 0; i--) {
      const h = history[i]!;
      if (h.app === app && h.action === 'release' && h.to === current) return h.from;
    }
    return null;
  }

  private async withLock<T>(fn: () => Promise<T>): Promise<T> {
    await fs.mkdir(this.root, { recursive: true });
    const lock = this.file('.lock');
    const started = Date.now();
    for (;;) {
      try {
        const handle = await fs.open(lock, 'wx');
        await handle.close();
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (Date.now() - started > 10_000)
          throw new Error(`The release store is locked (${lock}); remove it if no release is running.`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    try {
      return await fn();
    } finally {
      await fs.rm(lock, { force: true });
    }
  }
}

/** .br and .gz beside each text asset, so the gateway (or a CDN) serves them without compressing per request. */
async function writePrecompressed(file: string) {
  const content = await fs.readFile(file);
  if (content.length < 512) return;
  await fs.writeFile(`${file}.br`, await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
}

async function writeAtomic(file: string, content: string) {
  const tmp = `${file}.tmp-${process.pid}`;
  await fs.writeFile(tmp, content);
  await fs.rename(tmp, file);
}

async function digestDir(dir: string, files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(file);
    hash.update(await fs.readFile(path.join(dir, file)));
  }
  return hash.digest('hex');
}
