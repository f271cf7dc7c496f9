// Release operations: `npm run release -- <app>`, `npm run rollback -- <app> [--to <version>]`,
// `npm run releases`. Nothing here builds; each command touches one app only.
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { parseArgs } from 'node:util';
import { ReleaseStore, remoteKeyOf, type BuildInfo } from './release-store';
import { defaultStoreDir, repoRoot } from './paths';

const APPS = ['shell', 'mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business'] as const;

/** quiz, mfe-quiz and ./mfe-quiz all mean mfe-quiz. */
export function normaliseApp(input: string): string {
  const name = path.basename(input.replace(/\/+$/, ''));
  const app = name === 'shell' || name.startsWith('mfe-') ? name : `mfe-${name}`;
  if (!(APPS as readonly string[]).includes(app)) throw new Error(`Unknown app "${input}". Apps: ${APPS.join(', ')}`);
  return app;
}

async function readBuild(distDir: string): Promise<BuildInfo> {
  try {
    return JSON.parse(await fs.readFile(path.join(distDir, 'release.json'), 'utf8')) as BuildInfo;
  } catch {
    throw new Error(`No build in ${distDir}: run \`npm run build -w <app>\` first.`);
  }
}

export async function release(store: ReleaseStore, app: string, distDir = path.join(repoRoot, app, 'dist')) {
  const info = await readBuild(distDir);
  if (info.app !== app) throw new Error(`${distDir} holds a build of ${info.app}, not ${app}.`);
  const uploaded = await store.upload(distDir, info);
  const entry = await store.activate(app, info.version, 'release');
  return { ...entry, uploaded };
}

export async function rollback(store: ReleaseStore, app: string, to?: string) {
  const target = to ?? (await store.previousVersion(app));
  if (!target) throw new Error(`${app} has no earlier release to roll back to; name one with --to.`);
  if (!(await store.hasVersion(app, target))) {
    const known = await store.versionsOf(app);
    throw new Error(`${app} ${target} is not in the store. Known versions: ${known.join(', ') || 'none'}`);
  }
  return store.activate(app, target, 'rollback');
}

export async function list(store: ReleaseStore) {
  const manifest = await store.readManifest();
  const history = await store.readHistory();
  const rows = [];
  for (const app of APPS) {
    const live = app === 'shell' ? manifest.shell?.version : manifest.remotes[remoteKeyOf(app)]?.version;
    rows.push({ app, live: live ?? '(none)', versions: await store.versionsOf(app) });
  }
  return { rows, history: history.slice(-10) };
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { to: { type: 'string' }, dist: { type: 'string' }, store: { type: 'string' }, all: { type: 'boolean' } },
  });
  const store = new ReleaseStore(path.resolve(values.store ?? process.env.RELEASE_STORE ?? defaultStoreDir));
  if (command === 'release') {
    const apps = values.all ? [...APPS] : positionals.map(normaliseApp);
    if (apps.length === 0)
      throw new Error('Name the app to release, e.g. `npm run release -- mfe-quiz`, or pass --all.');
    for (const app of apps) {
      const r = await release(store, app, values.dist && apps.length === 1 ? path.resolve(values.dist) : undefined);
      console.log(
        `released ${app} ${r.to}${r.uploaded === 'unchanged' ? ' (already in the store)' : ''}; was ${r.from ?? 'none'}`,
      );
    }
  } else if (command === 'rollback') {
    if (positionals.length !== 1)
      throw new Error('Name one app, e.g. `npm run rollback -- mfe-quiz [--to <version>]`.');
    const r = await rollback(store, normaliseApp(positionals[0]!), values.to);
    console.log(`rolled back ${r.app} from ${r.from ?? 'none'} to ${r.to}`);
  } else if (command === 'list') {
    const { rows, history } = await list(store);
    console.log(`Release store: ${store.root}\n`);
    for (const row of rows)
      console.log(`${row.app.padEnd(14)} live ${row.live.padEnd(22)} available: ${row.versions.join(', ') || '-'}`);
    console.log('\nRecent changes:');
    for (const h of history)
      console.log(`  ${h.at}  ${h.action.padEnd(8)} ${h.app.padEnd(14)} ${h.from ?? 'none'} -> ${h.to}`);
  } else {
    throw new Error('Usage: cli.ts release <app>|--all | rollback <app> [--to <version>] | list');
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
