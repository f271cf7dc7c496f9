// Release operations: `npm run release -- <app> [--canary <percent>] [--force --reason "…"]`,
// `npm run promote -- <app>`, `npm run rollback -- <app> [--to <version>]`,
// `npm run rollback -- --to-set <id or time>`, `npm run releases`. Nothing here builds; every
// release passes the compatibility gate first, and each command is one manifest write.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkRemote, formatIncompatibilities, type Incompatibility, type Participant } from './compatibility';
import {
  appOfRemote,
  assertVersion,
  liveSetOf,
  pointAt,
  ReleaseStore,
  remoteKeyOf,
  validateBuildInfo,
  type BuildInfo,
  type HistoryEntry,
  type LiveManifest,
  type LiveSet,
} from './release-store';
import { defaultStoreDir, repoRoot } from './paths';

/** RELEASE_TIMING=1 prints how long each step took (for bench:release and for anyone chasing a slow release). */
const phase = (() => {
  let last = performance.now();
  return (label: string) => {
    if (!process.env.RELEASE_TIMING) return;
    const now = performance.now();
    console.error(
      `[timing] ${label}: ${Math.round(now - last)} ms (${Math.round(process.uptime() * 1000)} ms since start)`,
    );
    last = now;
  };
})();

/** Set by main() for a command: once the manifest is written, the command's remaining work (precompression) yields the CPU. */
let yieldAfterSwitch = false;
function afterSwitch() {
  if (!yieldAfterSwitch) return;
  try {
    os.setPriority(19);
  } catch {
    // not permitted here: carry on at normal priority
  }
}

const APPS = ['shell', 'mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business', 'mfe-ops'] as const;

/** quiz, mfe-quiz and ./mfe-quiz all mean mfe-quiz. */
export function normaliseApp(input: string): string {
  const name = path.basename(input.replace(/\/+$/, ''));
  const app = name === 'shell' || name.startsWith('mfe-') ? name : `mfe-${name}`;
  if (!(APPS as readonly string[]).includes(app)) throw new Error(`Unknown app "${input}". Apps: ${APPS.join(', ')}`);
  return app;
}

async function readBuild(distDir: string): Promise<BuildInfo> {
  let info: BuildInfo;
  try {
    info = JSON.parse(await fs.readFile(path.join(distDir, 'release.json'), 'utf8')) as BuildInfo;
  } catch {
    throw new Error(`No build in ${distDir}: run \`npm run build -w <app>\` first.`);
  }
  validateBuildInfo(info);
  return info;
}

/** The gate refused: `incompatibilities` says what does not fit. Nothing was changed. */
export class ReleaseRefused extends Error {
  constructor(
    readonly incompatibilities: Incompatibility[],
    what: string,
  ) {
    super(
      `Refusing to release ${what}: it would break the live site.\n${formatIncompatibilities(incompatibilities)}\n` +
        'Fix the build, or override with --force --reason "<why>" (recorded in the history).',
    );
    this.name = 'ReleaseRefused';
  }
}

export interface ReleaseOptions {
  /** Serve the build to this percentage of visitors only (remotes). */
  canary?: number;
  /** Release even though the gate refuses; needs a reason, which the history keeps. */
  force?: boolean;
  reason?: string;
}

/**
 * Checks candidate builds against what will be live with them: every remote where either it or the
 * shell is new, with the live canaries included (a visitor may get either version of a remote).
 */
export async function gate(store: ReleaseStore, manifest: LiveManifest, candidates: BuildInfo[], asCanary = false) {
  const infoOf = (app: string, version: string) => store.readBuildInfo(app, version);
  const newShell = candidates.find((c) => c.kind === 'host');
  const shell: Participant | null = newShell ?? (manifest.shell ? await infoOf('shell', manifest.shell.version) : null);
  if (!shell) return []; // no shell live or coming: nothing loads the remotes yet
  const remotes: { info: Participant; candidate: boolean }[] = [];
  const replaced = new Set(asCanary ? [] : candidates.map((c) => c.app));
  for (const [key, live] of Object.entries(manifest.remotes)) {
    if (!replaced.has(appOfRemote(key)))
      remotes.push({ info: await infoOf(appOfRemote(key), live.version), candidate: false });
  }
  for (const [key, canary] of Object.entries(manifest.canaries ?? {})) {
    remotes.push({ info: await infoOf(appOfRemote(key), canary.version), candidate: false });
  }
  for (const c of candidates) if (c.kind === 'remote') remotes.push({ info: c, candidate: true });
  const out: Incompatibility[] = [];
  if (!shell.federation) {
    out.push({
      app: 'shell',
      version: shell.version,
      subject: 'release.json',
      problem: 'records no shared modules (built before the release gate), so nothing can be checked; rebuild it',
    });
    return out;
  }
  for (const remote of remotes) {
    if (!remote.candidate && !newShell) continue;
    const others = remotes.filter((r) => r.info.app !== remote.info.app).map((r) => r.info);
    out.push(...checkRemote(shell, remote.info, others));
  }
  return out;
}

function forcedFields(options: ReleaseOptions, refused: Incompatibility[]) {
  if (refused.length === 0) return {};
  return {
    forced: true,
    reason: `${options.reason} (overrode: ${refused.map((i) => `${i.app} ${i.subject}`).join('; ')})`,
  };
}

function checkForce(options: ReleaseOptions) {
  if (options.force && !options.reason?.trim())
    throw new Error('--force needs --reason "<why>", which the history keeps.');
}

/** Releases several builds as one change: gated together, uploaded, then one manifest write. */
export async function releaseMany(
  store: ReleaseStore,
  builds: { app: string; distDir?: string }[],
  options: ReleaseOptions = {},
) {
  checkForce(options);
  const infos: { info: BuildInfo; distDir: string }[] = [];
  for (const { app, distDir = path.join(repoRoot, app, 'dist') } of builds) {
    const info = await readBuild(distDir);
    if (info.app !== app) throw new Error(`${distDir} holds a build of ${info.app}, not ${app}.`);
    infos.push({ info, distDir });
  }
  phase('read builds');
  const manifest = await store.readManifest();
  for (const { info } of infos) {
    const canary = manifest.canaries?.[remoteKeyOf(info.app)];
    if (info.kind === 'remote' && canary)
      throw new Error(
        `${info.app} has a canary running (${canary.version} for ${canary.percent} %): promote it or roll it back first.`,
      );
  }
  const refused = await gate(
    store,
    manifest,
    infos.map((i) => i.info),
  );
  phase('gate');
  if (refused.length > 0 && !options.force) throw new ReleaseRefused(refused, infos.map((i) => i.info.app).join(', '));
  const uploaded: Record<string, 'uploaded' | 'unchanged'> = {};
  for (const { info, distDir } of infos) uploaded[info.app] = await store.upload(distDir, info);
  phase('upload');
  const entries = await store.change((live) =>
    infos.map(({ info }) => ({
      action: 'release' as const,
      app: info.app,
      from: pointAt(live, info.app, info.version, info),
      to: info.version,
      ...forcedFields(options, refused),
    })),
  );
  phase('manifest written');
  afterSwitch();
  for (const { info } of infos) await store.precompress(info.app, info.version);
  phase('precompressed');
  return entries.map((e) => ({ ...e, uploaded: uploaded[e.app]! }));
}

export async function release(
  store: ReleaseStore,
  app: string,
  distDir = path.join(repoRoot, app, 'dist'),
  options: ReleaseOptions = {},
) {
  if (options.canary !== undefined) return startCanary(store, app, distDir, options);
  const [entry] = await releaseMany(store, [{ app, distDir }], options);
  return entry!;
}

/** Serves a build to `percent` % of visitors; everyone else keeps the stable version. */
export async function startCanary(store: ReleaseStore, app: string, distDir: string, options: ReleaseOptions) {
  checkForce(options);
  const percent = options.canary!;
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new Error('--canary takes a whole percentage from 1 to 99.');
  if (app === 'shell') throw new Error('Canaries are for remotes; the shell is released to everyone.');
  const info = await readBuild(distDir);
  if (info.app !== app) throw new Error(`${distDir} holds a build of ${info.app}, not ${app}.`);
  const key = remoteKeyOf(app);
  const manifest = await store.readManifest();
  const stable = manifest.remotes[key];
  if (!stable) throw new Error(`${app} has no stable release to compare a canary with: release it first.`);
  if (stable.version === info.version) throw new Error(`${app} ${info.version} is already the stable version.`);
  const running = manifest.canaries?.[key];
  if (running) throw new Error(`${app} already has a canary (${running.version}): promote it or roll it back first.`);
  const refused = await gate(store, manifest, [info], true);
  if (refused.length > 0 && !options.force) throw new ReleaseRefused(refused, `${app} ${info.version} as a canary`);
  const uploaded = await store.upload(distDir, info);
  const [entry] = await store.change((live) => {
    if (live.canaries?.[key]) throw new Error(`${app} already has a canary (${live.canaries[key].version}).`);
    live.canaries = {
      ...live.canaries,
      [key]: {
        version: info.version,
        entry: `/${app}/${info.version}/${info.entry}`,
        percent,
        startedAt: new Date().toISOString(),
      },
    };
    return [
      {
        action: 'canary' as const,
        app,
        from: live.remotes[key]?.version ?? null,
        to: info.version,
        ...forcedFields(options, refused),
      },
    ];
  });
  afterSwitch();
  await store.precompress(app, info.version);
  return { ...entry!, uploaded };
}

/** The canary becomes the stable version for everyone. */
export async function promote(store: ReleaseStore, app: string) {
  const key = remoteKeyOf(app);
  const [entry] = await store.change((live) => {
    const canary = live.canaries?.[key];
    if (!canary) throw new Error(`${app} has no canary to promote.`);
    const from = live.remotes[key]?.version ?? null;
    live.remotes[key] = { version: canary.version, entry: canary.entry };
    delete live.canaries![key];
    return [{ action: 'promote' as const, app, from, to: canary.version }];
  });
  return entry!;
}

export async function rollback(store: ReleaseStore, app: string, to?: string) {
  if (to !== undefined) assertVersion(to);
  const canary = (await store.readManifest()).canaries?.[remoteKeyOf(app)];
  if (canary && app !== 'shell') {
    if (to !== undefined) throw new Error(`${app} has a canary (${canary.version}): roll it back first, then --to.`);
    const ended = await store.endCanary(app, 'canary-rollback', undefined, canary);
    if (ended) return ended;
  }
  const target = to ?? (await store.previousVersion(app));
  if (!target) throw new Error(`${app} has no earlier release to roll back to; name one with --to.`);
  if (!(await store.hasVersion(app, target))) {
    const known = await store.versionsOf(app);
    throw new Error(`${app} ${target} is not in the store. Known versions: ${known.join(', ') || 'none'}`);
  }
  return store.activate(app, target, 'rollback');
}

const emptySet = (): LiveSet => ({ shell: null, remotes: {}, canaries: {} });

/** The set live after each history entry: recorded on it, or replayed for lines written before sets were. */
export function setsOf(history: HistoryEntry[]): LiveSet[] {
  let current = emptySet();
  return history.map((h) => {
    if (h.set) {
      current = h.set;
      return current;
    }
    const next: LiveSet = { shell: current.shell, remotes: { ...current.remotes }, canaries: { ...current.canaries } };
    const key = remoteKeyOf(h.app);
    if (h.action === 'release' || h.action === 'rollback' || h.action === 'promote') {
      if (h.app === 'shell') next.shell = h.to;
      else if (h.to) next.remotes[key] = h.to;
      if (h.action === 'promote') delete next.canaries[key];
    } else if (h.action === 'canary-rollback' || h.action === 'auto-rollback') {
      delete next.canaries[key];
    }
    current = next;
    return current;
  });
}

/** A history entry by id (`12`, `#12`) or the last one at or before a time (ISO 8601). */
export function findMoment(history: HistoryEntry[], ref: string): number {
  const id = /^#?(\d+)$/.exec(ref.trim());
  if (id) {
    const index = history.findIndex((h) => h.id === Number(id[1]));
    if (index === -1) throw new Error(`No history entry #${id[1]}; \`npm run releases\` lists them.`);
    return index;
  }
  const time = Date.parse(ref);
  if (Number.isNaN(time))
    throw new Error(`--to-set takes a history id (#12) or a time (2026-11-23T12:00:00Z), not "${ref}".`);
  let found = -1;
  history.forEach((h, i) => {
    if (Date.parse(h.at) <= time) found = i;
  });
  if (found === -1) throw new Error(`Nothing was live at ${new Date(time).toISOString()}.`);
  return found;
}

/** Restores every stable version live at a moment in one manifest write; running canaries end. */
export async function restoreSet(store: ReleaseStore, ref: string) {
  const history = await store.readHistory();
  const index = findMoment(history, ref);
  const moment = history[index]!;
  const set = setsOf(history)[index]!;
  const targets: { app: string; version: string }[] = [
    ...(set.shell ? [{ app: 'shell', version: set.shell }] : []),
    ...Object.entries(set.remotes).map(([key, version]) => ({ app: appOfRemote(key), version })),
  ];
  const infos = new Map<string, BuildInfo>();
  for (const t of targets) {
    if (!(await store.hasVersion(t.app, t.version)))
      throw new Error(`${t.app} ${t.version} of set #${moment.id} is no longer in the store.`);
    infos.set(t.app, await store.readBuildInfo(t.app, t.version));
  }
  const [entry] = await store.change((live) => {
    live.shell = null;
    live.remotes = {};
    delete live.canaries;
    for (const t of targets) pointAt(live, t.app, t.version, infos.get(t.app)!);
    return [
      {
        action: 'restore-set' as const,
        app: '*',
        from: null,
        to: `#${moment.id}`,
        reason: `the set live at ${moment.at}`,
      },
    ];
  });
  return { ...entry!, restored: set };
}

/**
 * The compatibility gate alone, nothing written: would this build fit the live set (or the set of a history
 * moment, `against`)? For a team's pipeline before it releases (`npm run ci:remote`).
 */
export async function check(
  store: ReleaseStore,
  app: string,
  distDir = path.join(repoRoot, app, 'dist'),
  against?: string,
) {
  const info = await readBuild(distDir);
  if (info.app !== app) throw new Error(`${distDir} holds a build of ${info.app}, not ${app}.`);
  let manifest = await store.readManifest();
  let described = 'the live set';
  if (against !== undefined) {
    const history = await store.readHistory();
    const index = findMoment(history, against);
    const set = setsOf(history)[index]!;
    manifest = { ...manifest, shell: null, remotes: {}, canaries: {} };
    if (set.shell) pointAt(manifest, 'shell', set.shell, await store.readBuildInfo('shell', set.shell));
    for (const [key, version] of Object.entries(set.remotes))
      pointAt(manifest, appOfRemote(key), version, await store.readBuildInfo(appOfRemote(key), version));
    described = `set #${history[index]!.id}`;
  }
  const refused = await gate(store, manifest, [info]);
  if (refused.length > 0)
    throw new Error(
      `${app} ${info.version} does not fit ${described}:\n${formatIncompatibilities(refused)}\nNothing was released.`,
    );
  return { app, version: info.version, against: described, set: describeSet(liveSetOf(manifest)) };
}

export function describeSet(set: LiveSet): string {
  const parts = [`shell ${set.shell ?? '-'}`];
  for (const key of Object.keys(set.remotes).sort()) {
    const canary = set.canaries[key];
    parts.push(`${key} ${set.remotes[key]}${canary ? ` (canary ${canary.version} to ${canary.percent} %)` : ''}`);
  }
  return parts.join(' · ');
}

export async function list(store: ReleaseStore, limit = 20) {
  const manifest = await store.readManifest();
  const history = await store.readHistory();
  const sets = setsOf(history);
  const rows = [];
  for (const app of APPS) {
    const live = app === 'shell' ? manifest.shell?.version : manifest.remotes[remoteKeyOf(app)]?.version;
    const canary = app === 'shell' ? undefined : manifest.canaries?.[remoteKeyOf(app)];
    rows.push({
      app,
      live: live ?? '(none)',
      versions: await store.versionsOf(app),
      ...(canary ? { canary: { version: canary.version, percent: canary.percent } } : {}),
    });
  }
  const start = Math.max(0, history.length - limit);
  return { rows, history: history.slice(start).map((h, i) => ({ ...h, set: sets[start + i]! })) };
}

const USAGE = `Usage:
  release <app>... | --all [--dist <dir>] [--canary <percent>] [--force --reason "<why>"]
  promote <app>
  rollback <app> [--to <version>]
  rollback --to-set <history id or time>
  list [--limit <n>]
  check <app> [--dist <dir>] [--against <history id or time>]   the gate alone: would it fit? nothing is written
Every command takes --store <dir> (default RELEASE_STORE or .releases).`;

/**
 * Runs one command. `asCommand`: this process is the command itself (not a test or a script calling
 * in), so once the manifest is written it may lower its own priority for the precompression left.
 */
export async function main(
  argv = process.argv.slice(2),
  out: (line: string) => void = console.log,
  { asCommand = false } = {},
) {
  const [command, ...rest] = argv;
  yieldAfterSwitch = asCommand;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      'to-set': { type: 'string' },
      dist: { type: 'string' },
      store: { type: 'string' },
      all: { type: 'boolean' },
      canary: { type: 'string' },
      force: { type: 'boolean' },
      reason: { type: 'string' },
      limit: { type: 'string' },
      against: { type: 'string' },
    },
  });
  const store = new ReleaseStore(path.resolve(values.store ?? process.env.RELEASE_STORE ?? defaultStoreDir));
  const options: ReleaseOptions = { force: values.force ?? false, ...(values.reason ? { reason: values.reason } : {}) };
  if (command === 'release') {
    const apps = values.all ? [...APPS] : positionals.map(normaliseApp);
    if (apps.length === 0)
      throw new Error('Name the app to release, e.g. `npm run release -- mfe-quiz`, or pass --all.');
    if (values.canary !== undefined) {
      if (apps.length !== 1) throw new Error('A canary is one remote: `npm run release -- mfe-quiz --canary 10`.');
      const r = await release(store, apps[0]!, values.dist ? path.resolve(values.dist) : undefined, {
        ...options,
        canary: Number(values.canary),
      });
      out(
        `canary ${r.app} ${r.to} to ${values.canary} % of visitors; the others keep ${r.from}${r.forced ? ' (forced)' : ''}`,
      );
      return;
    }
    const results = await releaseMany(
      store,
      apps.map((app) => ({ app, ...(values.dist && apps.length === 1 ? { distDir: path.resolve(values.dist) } : {}) })),
      options,
    );
    for (const r of results)
      out(
        `released ${r.app} ${r.to}${r.uploaded === 'unchanged' ? ' (already in the store)' : ''}; was ${r.from ?? 'none'}${r.forced ? ' (forced)' : ''}`,
      );
  } else if (command === 'promote') {
    if (positionals.length !== 1) throw new Error('Name one remote, e.g. `npm run promote -- mfe-quiz`.');
    const r = await promote(store, normaliseApp(positionals[0]!));
    out(`promoted ${r.app} ${r.to} to everyone; was ${r.from ?? 'none'}`);
  } else if (command === 'rollback') {
    if (values['to-set'] !== undefined) {
      if (positionals.length > 0) throw new Error('--to-set restores every app: name no app.');
      const r = await restoreSet(store, values['to-set']);
      out(`restored set ${r.to} (${r.reason}): ${describeSet(r.restored)}`);
      return;
    }
    if (positionals.length !== 1)
      throw new Error('Name one app, e.g. `npm run rollback -- mfe-quiz [--to <version>]`, or use --to-set.');
    const r = await rollback(store, normaliseApp(positionals[0]!), values.to);
    out(
      r.action === 'canary-rollback'
        ? `ended ${r.app}'s canary ${r.from}; everyone gets ${r.to}`
        : `rolled back ${r.app} from ${r.from ?? 'none'} to ${r.to}`,
    );
  } else if (command === 'check') {
    if (positionals.length !== 1)
      throw new Error('Name one app, e.g. `node gateway/src/release/run.cjs check mfe-quiz`.');
    const r = await check(
      store,
      normaliseApp(positionals[0]!),
      values.dist ? path.resolve(values.dist) : undefined,
      values.against,
    );
    out(`${r.app} ${r.version} fits ${r.against} (${r.set})`);
  } else if (command === 'list') {
    const { rows, history } = await list(store, Number(values.limit ?? 20));
    out(`Release store: ${store.root}\n`);
    for (const row of rows)
      out(
        `${row.app.padEnd(14)} live ${row.live.padEnd(22)}${row.canary ? ` canary ${row.canary.version} (${row.canary.percent} %)` : ''} available: ${row.versions.join(', ') || '-'}`,
      );
    out('\nHistory (each line, then everything live after it):');
    for (const h of history) {
      const why = h.reason ? `  (${h.forced ? 'forced: ' : ''}${h.reason})` : '';
      out(
        `  #${String(h.id).padEnd(4)} ${h.at}  ${h.action.padEnd(15)} ${h.app.padEnd(14)} ${h.from ?? 'none'} -> ${h.to ?? 'none'}${why}`,
      );
      out(`        ${describeSet(h.set)}`);
    }
  } else {
    throw new Error(USAGE);
  }
}

if (require.main === module) {
  main(process.argv.slice(2), console.log, { asCommand: true }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
