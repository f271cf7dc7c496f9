// `npm test`: installs what is missing (workspace packages, the Auth emulator, Debian's chromium),
// then runs every check: types, lint, unit tests, the API suite and the end-to-end tests against a
// production build. Each step runs even if an earlier one failed; the summary says which failed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("Installing Debian's chromium for the browser tests (apt-get)...");
  const asRoot = process.getuid?.() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']);
}

ensureInstalled();
ensureChromium();

// The API suite runs on PGlite, or on the PostgreSQL that TEST_DATABASE_URL names, with the Redis of
// TEST_REDIS_URL for what instances share (CI sets both). Only that step sees them: the end-to-end stack
// keeps its own freshly seeded PGlite.
const apiEnv = {
  ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
};
const steps = [
  ['types', ['node', 'scripts/typecheck.mjs']],
  ['lint', ['sh', '-c', 'npx eslint --max-warnings=0 . && npx prettier --check --log-level=warn .']],
  ['unit', ['npx', 'jest']],
  ['api', ['npm', 'run', 'test', '-w', 'api'], apiEnv],
  ['e2e', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
const only = process.argv.slice(2);
const results = [];
for (const [name, [cmd, ...args], env = {}] of steps) {
  if (only.length && !only.includes(name)) continue;
  if (name === 'api' && !existsSync(path.join(root, 'api/package.json'))) continue;
  const on = env.DATABASE_URL ? ` (on ${env.DATABASE_URL}${env.REDIS_URL ? ` and ${env.REDIS_URL}` : ''})` : '';
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}${on}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}
console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(6)} ${r.seconds.toFixed(0)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
