// `npm run ci:remote -- <app>`: one team's pipeline. What a change to one app (a remote, the shell, the API or the
// gateway) can break, and nothing else: types, lint and unit tests of the app and of the shared code it uses, its
// production build, the release gate against the live set (or `--against <history id or time>`), and the
// end-to-end specs that declare the app (`// covers:` in each spec). Prints each step's time and saves them to
// bench/results/ci-remote-<app>.json. `.ci/run` still runs everything.
//
//   npm run ci:remote -- mfe-quiz [--against '#12'] [--store <release store>] [--no-e2e]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { readSpecs, specsCovering } from './lib/e2e-specs.mjs';
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
async function step(name, work) {
  const started = performance.now();
  process.stdout.write(`━━ ${name} … `);
  const results = await work();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const failed = results.filter((r) => !r.ok);
  const skipped = results.find((r) => r.skipped);
  steps.push({ step: name, seconds, ok: failed.length === 0, ...(skipped ? { skipped: skipped.skipped } : {}) });
  console.log(
    `${failed.length ? 'FAILED' : skipped ? 'skipped' : 'ok'} in ${seconds} s${skipped ? ` (${skipped.skipped})` : ''}`,
  );
  for (const r of failed) console.log(`\n${r.label}:\n${r.output.trim().split('\n').slice(-60).join('\n')}\n`);
  return failed.length === 0;
}

ensureInstalled();
const total = performance.now();
const dirs = [named, ...sharedOf(named)];
let ok = true;

ok &&= await step('types', () =>
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
);
ok &&= await step('lint', () =>
  Promise.all([
    run('eslint', bin('eslint'), ['--max-warnings=0', ...dirs]),
    run('prettier', bin('prettier'), ['--check', '--log-level=warn', ...dirs]),
  ]),
);
ok &&= await step('unit tests', async () => {
  if (named === 'api') {
    return [
      await run('api tests', bin('jest'), ['--config', 'api/jest.config.js'], {
        NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
      }),
    ];
  }
  const projects = named === 'gateway' ? ['gateway', 'server'] : [named, 'shared'];
  return [await run('jest', bin('jest'), ['--selectProjects', ...projects])];
});
if (FRONT_END.includes(named)) {
  ok &&= await step('production build', async () => [
    await run('build', process.execPath, [
      path.join(root, 'packages/build-tools/build-app.cjs'),
      path.join(root, named),
    ]),
  ]);
  const store = path.resolve(values.store ?? process.env.RELEASE_STORE ?? path.join(root, '.releases'));
  ok &&= await step('release gate', async () => {
    if (!existsSync(path.join(store, 'remotes.json')))
      return [
        {
          ok: true,
          skipped: `no live release set in ${path.relative(root, store) || store}: run npm start or pass --store`,
        },
      ];
    const args = [path.join(root, 'gateway/src/release/run.cjs'), 'check', named, '--store', store];
    if (values.against) args.push('--against', values.against);
    const result = await run('release check', process.execPath, args);
    if (result.ok) console.log(`\n   ${result.output.trim()}`);
    return [result];
  });
}
if (!values['no-e2e']) {
  const specs = specsCovering(readSpecs(path.join(root, 'e2e')), named).map((s) => path.join('e2e', s.file));
  ok &&= await step(`end-to-end (${specs.length} specs)`, async () =>
    specs.length === 0
      ? [{ ok: true, skipped: 'no spec declares this app' }]
      : [await run('playwright', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...specs])],
  );
}

const seconds = Math.round((performance.now() - total) / 100) / 10;
console.log(`\n${named}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s (goal: 360 s on 2 cores)`);
for (const s of steps)
  console.log(
    `  ${s.step.padEnd(28)} ${String(s.seconds).padStart(6)} s  ${s.ok ? (s.skipped ? 'skipped' : 'ok') : 'FAILED'}`,
  );
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, `bench/results/ci-remote-${named}.json`),
  `${JSON.stringify({ app: named, ok, seconds, steps, measuredAt: new Date().toISOString() }, null, 2)}\n`,
);
process.exit(ok ? 0 : 1);
