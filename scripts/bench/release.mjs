// `npm run bench:release`: how long each release operation takes from the command to the new manifest
// being served by a running gateway, with nothing rebuilt. Five runs of each (RELEASE_RUNS to change):
//   release         `release mfe-quiz --dist <build>` until /remotes.json serves the new version
//   rollback        `rollback mfe-quiz` until it serves the previous one again
//   gateRefusal     `release` of a build the live shell cannot run, until the command has refused
//                   (the served manifest is checked unchanged afterwards)
//   canaryStart     `release mfe-quiz --canary 10` until a canary visitor is served the canary
//   autoRollback    from the error report that crosses the threshold (CANARY_MIN_SAMPLE 20 visitors
//                   loaded the canary, every one reported a render error) until canary visitors are
//                   served the stable version again
// Commands run as `node gateway/src/release/run.cjs ...`, the process `npm run release` starts;
// `npm run` itself adds its own start-up, measured separately (npmRelease, npmRollback).
// Builds are fabricated like webpack's output (release.json with the real federation record, a
// remoteEntry.js and chunks of real minified JavaScript, so upload and precompression cost what
// they would). Prints every figure and saves the medians to bench/results/release.json.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, startGateway } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
const RUNS = Number(process.env.RELEASE_RUNS ?? 5);
const GOAL_MS = 1000;
const DSN = 'http://tailwise_bench@localhost/1';
const runCli = path.join(root, 'gateway/src/release/run.cjs');
const { sharedSingletons, sharedRecord } = require(path.join(root, 'packages/build-tools/shared-singletons.cjs'));

const work = mkdtempSync(path.join(os.tmpdir(), 'tailwise-bench-release-'));
const store = path.join(work, 'store');

/** Real minified JavaScript, so brotli and gzip work as hard as on a real chunk. */
const js = readFileSync(path.join(root, 'node_modules/react-dom/cjs/react-dom-client.production.js'), 'utf8');
const chunk = (seed, bytes) => `/* ${seed} */${js.slice(0, bytes)}`;

function fabricate(app, version, { federation } = {}) {
  const dist = path.join(work, 'builds', `${app}-${version}`);
  mkdirSync(dist, { recursive: true });
  const isShell = app === 'shell';
  const files = isShell
    ? { 'index.html': `<!doctype html><html><head></head><body><div id="root"></div></body></html>` }
    : { 'remoteEntry.js': chunk(`${app} ${version} entry`, 12_000) };
  for (let i = 0; i < 6; i++) files[`${100 + i}.${version}.js`] = chunk(`${version} ${i}`, 40_000);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
  const shared = sharedRecord(sharedSingletons());
  const record = federation ?? {
    shareStrategy: 'loaded-first',
    shared,
    ...(isShell ? { loads: ['./App'] } : { exposes: ['./App'] }),
  };
  writeFileSync(
    path.join(dist, 'release.json'),
    JSON.stringify({
      app,
      name: isShell ? 'tailwise_shell' : `tailwise_${app.replace('mfe-', '')}`,
      kind: isShell ? 'host' : 'remote',
      version,
      entry: isShell ? 'index.html' : 'remoteEntry.js',
      builtAt: new Date().toISOString(),
      files: Object.keys(files),
      federation: record,
    }),
  );
  return { dist, federation: record };
}

function cli(args, { npm = false } = {}) {
  const [file, argv] = npm
    ? ['npm', ['run', '--silent', args[0] === 'list' ? 'releases' : args[0], '--', ...args.slice(1), '--store', store]]
    : [process.execPath, [runCli, ...args, '--store', store]];
  return new Promise((resolve) => {
    execFile(file, argv, { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ ok: !error, stdout, stderr }),
    );
  });
}

async function must(args) {
  const r = await cli(args);
  if (!r.ok) throw new Error(`${args.join(' ')} failed:\n${r.stderr}`);
  return r;
}

let baseUrl;
/** Visitor i's cohort cookie: a new visitor's, as the gateway signs it (a made-up id would count for nothing). */
const visitors = new Map();
async function visitor(i) {
  if (!visitors.has(i)) {
    const res = await fetch(`${baseUrl}/remotes.json`);
    const cookie = /^tw_cohort=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
    if (!cookie) throw new Error('the gateway set no cohort cookie');
    visitors.set(i, cookie[1]);
  }
  return visitors.get(i);
}
async function served(cookie) {
  const res = await fetch(`${baseUrl}/remotes.json`, { headers: { cookie: `tw_cohort=${cookie}` } });
  return res.json();
}

/** Polls /remotes.json as `cookie` until `done` holds; returns ms since `started`. */
async function until(cookie, done, started) {
  for (;;) {
    if (done(await served(cookie))) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error('the manifest never changed');
    // A short pause, so polling does not take the CPU from the command it is timing.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Runs a command and, concurrently, polls until the served manifest shows its effect. */
async function timed(args, cookie, done, opts) {
  const started = performance.now();
  const [result, ms] = await Promise.all([cli(args, opts), until(cookie, done, started)]);
  if (!result.ok) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  return ms;
}

/** Cookies whose visitors get quiz@version as a canary (found by asking the gateway, not by re-hashing). */
async function canaryVisitors(version, count, from) {
  const found = [];
  for (let i = from; found.length < count; i++) {
    const cookie = await visitor(i);
    if ((await served(cookie)).remotes.quiz.version === version) found.push(cookie);
    if (i - from > 5000) throw new Error('no canary visitors found');
  }
  return found;
}

function renderError(remoteRelease) {
  const item = JSON.stringify({
    exception: { values: [{ type: 'TypeError', value: 'Cannot read properties of undefined' }] },
    tags: { remote: 'quiz', remote_release: remoteRelease, failure: 'render' },
  });
  return `${JSON.stringify({ event_id: '0'.repeat(32), dsn: DSN })}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(item) })}\n${item}`;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms);

async function main() {
  // Warm the CLI's bundle cache, then put a site in the store.
  await cli(['list']);
  const shell = fabricate('shell', '1.0.0');
  await must(['release', 'shell', '--dist', shell.dist]);
  await must(['release', 'mfe-quiz', '--dist', fabricate('mfe-quiz', '1.0.0').dist]);
  await must(['release', 'mfe-dashboard', '--dist', fabricate('mfe-dashboard', '1.0.0').dist]);

  const port = await freePort();
  const gateway = await startGateway({
    port,
    store,
    env: {
      SENTRY_DSN: DSN,
      SENTRY_SAMPLE_RATE: '1',
      MONITORING_RATE_LIMIT: '1000000',
      MONITORING_FILE: path.join(work, 'envelopes.jsonl'),
      CANARY_MIN_SAMPLE: '20',
      CANARY_ERROR_MARGIN: '0.1',
      // Every visitor here comes from this machine: one network, which would otherwise count as three.
      CANARY_MAX_PER_NETWORK: '1000000',
    },
  });
  baseUrl = `http://127.0.0.1:${port}`;
  const figures = {
    release: [],
    rollback: [],
    gateRefusal: [],
    canaryStart: [],
    autoRollback: [],
    npmRelease: [],
    npmRollback: [],
  };
  const anyone = await visitor(0);
  const quizVersion = async () => (await served(anyone)).remotes.quiz.version;
  try {
    const refused = fabricate('mfe-quiz', '9.9.9-needs-react-query-6', {
      federation: {
        shareStrategy: 'loaded-first',
        exposes: ['./App'],
        shared: {
          ...sharedRecord(sharedSingletons()),
          '@tanstack/react-query': {
            version: '6.0.0',
            requiredVersion: '^6.0.0',
            singleton: true,
            strictVersion: false,
            import: true,
          },
        },
      },
    });
    let next = 0;
    for (let run = 0; run < RUNS; run++) {
      const version = `2.0.${run}`;
      const build = fabricate('mfe-quiz', version);
      const before = await quizVersion();
      figures.release.push(
        await timed(['release', 'mfe-quiz', '--dist', build.dist], anyone, (m) => m.remotes.quiz.version === version),
      );
      figures.rollback.push(await timed(['rollback', 'mfe-quiz'], anyone, (m) => m.remotes.quiz.version === before));

      const unchanged = JSON.stringify(await served(anyone));
      const started = performance.now();
      const r = await cli(['release', 'mfe-quiz', '--dist', refused.dist]);
      figures.gateRefusal.push(performance.now() - started);
      if (r.ok || !/Refusing to release/.test(r.stderr))
        throw new Error(`the gate did not refuse:\n${r.stdout}${r.stderr}`);
      if (JSON.stringify(await served(anyone)) !== unchanged) throw new Error('a refused release changed the manifest');

      // A canary: the new manifest is served once its updatedAt changes; then some visitors get the canary.
      const canary = `3.0.${run}-canary`;
      const { updatedAt } = await served(anyone);
      figures.canaryStart.push(
        await timed(
          ['release', 'mfe-quiz', '--dist', fabricate('mfe-quiz', canary).dist, '--canary', '10'],
          anyone,
          (m) => m.updatedAt !== updatedAt,
        ),
      );
      const probes = await Promise.all(Array.from({ length: 100 }, (_, i) => visitor(1_000_000 + run * 1000 + i)));
      const seen = await Promise.all(probes.map(async (p) => (await served(p)).remotes.quiz.version));
      if (!seen.includes(canary)) throw new Error('no visitor was served the canary');

      // Twenty canary visitors load it and every one of them reports a render error.
      const cohort = await canaryVisitors(canary, 20, next);
      next += 5000;
      for (const [i, cookie] of cohort.entries()) {
        const headers = { cookie: `tw_cohort=${cookie}` };
        const entry = (await served(cookie)).remotes.quiz.entry;
        await (await fetch(`${baseUrl}${entry}`, { headers })).arrayBuffer();
        const post = () =>
          fetch(`${baseUrl}/monitoring`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
            body: renderError(`quiz@${canary}`),
          });
        if (i < cohort.length - 1) {
          await (await post()).arrayBuffer();
          continue;
        }
        const crossing = performance.now();
        await (await post()).arrayBuffer();
        figures.autoRollback.push(await until(cookie, (m) => m.remotes.quiz.version !== canary, crossing));
      }
      const history = readFileSync(path.join(store, 'history.jsonl'), 'utf8').trim().split('\n');
      if (JSON.parse(history.at(-1)).action !== 'auto-rollback')
        throw new Error('the automatic rollback is not in the history');
    }

    // What `npm run` adds: the same release and rollback through npm.
    for (let run = 0; run < Math.min(RUNS, 3); run++) {
      const version = `4.0.${run}`;
      const before = await quizVersion();
      const build = fabricate('mfe-quiz', version);
      figures.npmRelease.push(
        await timed(['release', 'mfe-quiz', '--dist', build.dist], anyone, (m) => m.remotes.quiz.version === version, {
          npm: true,
        }),
      );
      figures.npmRollback.push(
        await timed(['rollback', 'mfe-quiz'], anyone, (m) => m.remotes.quiz.version === before, { npm: true }),
      );
    }
  } finally {
    await gateway.stop();
  }

  const result = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? null,
      node: process.version,
      loadavg: os.loadavg(),
    },
    runs: RUNS,
    goalMs: GOAL_MS,
    medianMs: Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, round(median(v))])),
    allMs: Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, v.map(round)])),
  };
  console.log('\nFrom command to new manifest served (median of runs, ms):');
  for (const [name, ms] of Object.entries(result.medianMs)) {
    console.log(
      `  ${name.padEnd(14)} ${String(ms).padStart(5)}  ${ms < GOAL_MS ? 'under' : 'OVER'} ${GOAL_MS} ms   runs: ${result.allMs[name].join(', ')}`,
    );
  }
  const out = path.join(root, 'bench/results/release.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nSaved ${path.relative(root, out)}`);
  rmSync(work, { recursive: true, force: true });
  const core = ['release', 'rollback', 'gateRefusal', 'canaryStart', 'autoRollback'];
  if (core.some((k) => result.medianMs[k] >= GOAL_MS)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
