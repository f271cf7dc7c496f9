// `npm run ci:remote -- <app>`: one team's pipeline. What a change to one app (a remote, the shell, the API or the
// gateway) can break, and nothing else: types, lint and unit tests of the app and of the shared code it uses, its
// production build, the release gate against the live set (or `--against <history id or time>`), and the
// end-to-end specs that declare the app (`// covers:` in each spec), served from the live set with only this app's
// fresh build released over it (scripts/lib/e2e-store.mjs), so no other app is built. Prints each step's time and
// saves them, with each end-to-end spec's time and the machine's load average, to bench/results/ci-remote-<app>.json.
// `.ci/run` still runs everything.
//
//   npm run ci:remote -- mfe-quiz [--against '#12'] [--store <release store>] [--no-e2e]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { MOVES_THE_CLOCK, readSpecs, specsCovering, TIMES_PAINT } from './lib/e2e-specs.mjs';
import { planE2eStore, readLiveSet } from './lib/e2e-store.mjs';
import { root } from './lib/stack.mjs';

const FRONT_END = ['shell', 'mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business', 'mfe-ops'];
const APPS = [...FRONT_END, 'api', 'gateway'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { against: { type: 'string' }, store: { type: 'string' }, 'no-e2e': { type: 'boolean' } },
});
const app = positionals[0]?.replace(/^\.?\/?/, '').replace(/\/$/, '');
const named = app && !APPS.includes(app) && APPS.includes(`mfe-${app}`) ? `mfe-${app}` : app;
if (!named || !APPS.includes(named)) {
  console.error(`Name one app: npm run ci:remote -- <${APPS.join(' | ')}>`);
  process.exit(2);
}

/** What the app's code reaches besides itself: the shared package for the front end, the server helpers. */
const sharedOf = (a) =>
  FRONT_END.includes(a) ? ['shared'] : a === 'api' ? ['packages/server', 'shared/src/contract'] : ['packages/server'];
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function run(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ label, ok: code === 0, output }));
  });
}

const steps = [];
/** Runs one step, times it and prints its line once it ends (steps may run side by side). */
async function step(name, work) {
  const started = performance.now();
  const results = await work();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const failed = results.filter((r) => !r.ok);
  const skipped = results.find((r) => r.skipped);
  steps.push({ step: name, seconds, ok: failed.length === 0, ...(skipped ? { skipped: skipped.skipped } : {}) });
  console.log(
    `━━ ${name}: ${failed.length ? 'FAILED' : skipped ? 'skipped' : 'ok'} in ${seconds} s${skipped ? ` (${skipped.skipped})` : ''}`,
  );
  for (const r of failed) console.log(`\n${r.label}:\n${r.output.trim().split('\n').slice(-60).join('\n')}\n`);
  return failed.length === 0;
}
const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

ensureInstalled();
const total = performance.now();
const loadAtStart = loadAverage();
const dirs = [named, ...sharedOf(named)];
const store = path.resolve(values.store ?? process.env.RELEASE_STORE ?? path.join(root, '.releases'));
const storeShown = path.relative(root, store).startsWith('..') ? store : path.relative(root, store) || store;
let ok = true;

// Types and lint side by side: each is one Node process per project or tool, mostly single-threaded, so together
// they fill two cores better than one after the other.
const [typesOk, lintOk] = await Promise.all([
  step('types', () =>
    Promise.all(
      [named, ...sharedOf(named).filter((d) => existsSync(path.join(root, d, 'tsconfig.json')))].map((project) =>
        run(`tsc -p ${project}`, process.execPath, [
          path.join(root, 'node_modules/typescript/bin/tsc'),
          '-p',
          `${project}/tsconfig.json`,
          '--noEmit',
        ]),
      ),
    ),
  ),
  step('lint', () =>
    Promise.all([
      run('eslint', bin('eslint'), ['--max-warnings=0', ...dirs]),
      run('prettier', bin('prettier'), ['--check', '--log-level=warn', ...dirs]),
    ]),
  ),
]);
ok = typesOk && lintOk;
ok &&= await step('unit tests', async () => {
  if (named === 'api') {
    return [
      await run('api tests', bin('jest'), ['--config', 'api/jest.config.js'], {
        NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
      }),
    ];
  }
  const projects = named === 'gateway' ? ['gateway', 'server'] : [named, 'shared'];
  // A worker per core: nothing else of the pipeline runs meanwhile, and Jest's default (one fewer than the cores)
  // is a single worker on two cores, which runs every test file in one process (157.9 s against 98.5 s for the
  // quiz's and the shared code's tests, at load 16-20).
  return [
    await run('jest', bin('jest'), ['--selectProjects', ...projects, `--maxWorkers=${os.availableParallelism()}`]),
  ];
});
if (FRONT_END.includes(named)) {
  ok &&= await step('production build', async () => [
    await run('build', process.execPath, [
      path.join(root, 'packages/build-tools/build-app.cjs'),
      path.join(root, named),
    ]),
  ]);
  ok &&= await step('release gate', async () => {
    if (!existsSync(path.join(store, 'remotes.json')))
      return [{ ok: true, skipped: `no live release set in ${storeShown}: run npm start or pass --store` }];
    const args = [path.join(root, 'gateway/src/release/run.cjs'), 'check', named, '--store', store];
    if (values.against) args.push('--against', values.against);
    const result = await run('release check', process.execPath, args);
    if (result.ok) console.log(`\n   ${result.output.trim()}`);
    return [result];
  });
}
let e2eStore;
/** Each spec's tests added up (seconds, slowest first): where the end-to-end step's time goes. */
const e2eSpecTimes = [];
function specTimes(reportFile) {
  if (!existsSync(reportFile)) return [];
  const seconds = new Map();
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results) seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + r.duration / 1000);
  };
  for (const suite of JSON.parse(readFileSync(reportFile, 'utf8')).suites ?? []) walk(suite);
  return [...seconds].map(([spec, s]) => ({ spec, seconds: Math.round(s * 10) / 10 }));
}
if (!values['no-e2e'] && ok) {
  const specs = specsCovering(readSpecs(path.join(root, 'e2e')), named).map((s) => path.join('e2e', s.file));
  // The same plan global-setup.ts follows, told here because the run's output is shown only when it fails.
  e2eStore = planE2eStore({ liveStore: storeShown, liveSet: readLiveSet(store), app: named }).note;
  console.log(`   end-to-end store: ${e2eStore}`);
  // The specs that move the clock run after the others, on their own: named together, Playwright would run the
  // whole suite their project waits for (playwright.config.ts), every app's specs and not just these.
  // So do the specs that time paints, alone, last.
  const movesClock = (spec) => MOVES_THE_CLOCK.some((m) => spec === path.join('e2e/tests', m));
  const timesPaint = (spec) => TIMES_PAINT.some((m) => spec === path.join('e2e/tests', m));
  const runs = [
    ['--project=chromium', ...specs.filter((s) => !movesClock(s) && !timesPaint(s))],
    ['--project=moves-clock', '--no-deps', ...specs.filter(movesClock)],
    ['--project=times-paint', '--no-deps', ...specs.filter(timesPaint)],
  ].filter((args) => args.some((a) => a.endsWith('.spec.ts')));
  ok &&= await step(`end-to-end (${specs.length} specs)`, async () => {
    if (specs.length === 0) return [{ ok: true, skipped: 'no spec declares this app' }];
    const results = [];
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    for (const [i, args] of runs.entries()) {
      if (results.some((r) => !r.ok)) break;
      const report = path.join(root, `bench/results/ci-remote-${named}-e2e-${i}.json`);
      rmSync(report, { force: true });
      results.push(
        await run(
          'playwright',
          bin('playwright'),
          ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...args],
          { E2E_LIVE_STORE: store, E2E_APP: named, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        ),
      );
      e2eSpecTimes.push(...specTimes(report));
      rmSync(report, { force: true });
    }
    // Every test's line and time, kept for whoever looks into a slow or failed run.
    writeFileSync(path.join(root, `bench/results/ci-remote-${named}-e2e.log`), results.map((r) => r.output).join('\n'));
    return results;
  });
}

const seconds = Math.round((performance.now() - total) / 100) / 10;
const loadAtEnd = loadAverage();
console.log(`\n${named}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s (goal: 360 s on 2 cores)`);
for (const s of steps)
  console.log(
    `  ${s.step.padEnd(28)} ${String(s.seconds).padStart(6)} s  ${s.ok ? (s.skipped ? 'skipped' : 'ok') : 'FAILED'}`,
  );
e2eSpecTimes.sort((a, b) => b.seconds - a.seconds);
if (e2eSpecTimes.length > 0) {
  console.log('  slowest specs (their tests added up; two run at a time):');
  for (const s of e2eSpecTimes.slice(0, 5)) console.log(`    ${String(s.seconds).padStart(6)} s  ${s.spec}`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, `bench/results/ci-remote-${named}.json`),
  `${JSON.stringify(
    {
      app: named,
      ok,
      seconds,
      steps,
      ...(e2eStore ? { e2eStore } : {}),
      ...(e2eSpecTimes.length > 0 ? { e2eSpecs: e2eSpecTimes } : {}),
      // 1, 5 and 15 minute load averages of the machine: on a shared two-core machine, what else was running.
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      cores: os.cpus().length,
      measuredAt: new Date().toISOString(),
    },
    null,
    2,
  )}\n`,
);
process.exit(ok ? 0 : 1);
