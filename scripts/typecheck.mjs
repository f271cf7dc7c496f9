// Type-checks every workspace with its own tsconfig (tsc --noEmit), two at a time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = [
  'shared',
  'packages/build-tools',
  'packages/dev-host',
  'packages/server',
  'shell',
  'mfe-marketing',
  'mfe-quiz',
  'mfe-dashboard',
  'mfe-business',
  'mfe-ops',
  'gateway',
  'api',
  'e2e',
].filter((p) => existsSync(path.join(root, p, 'tsconfig.json')));

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', `${project}/tsconfig.json`, '--noEmit'],
      { cwd: root },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ project, ok: code === 0, out }));
  });

const queue = [...projects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.project}`);
  if (!r.ok) console.log(r.out);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
