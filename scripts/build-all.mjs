// Builds every app in production mode, two at a time. Apps whose build already matches their
// sources (same version in dist/release.json) are skipped unless --force.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business', 'mfe-ops'];

function isUpToDate(app) {
  const require = createRequire(import.meta.url);
  const { appVersion } = require(path.join(root, 'packages/build-tools/app-version.cjs'));
  const manifest = path.join(root, app, 'dist/release.json');
  if (!existsSync(manifest)) return false;
  return JSON.parse(readFileSync(manifest, 'utf8')).version === appVersion(path.join(root, app));
}

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [path.join(root, 'packages/build-tools/build-app.cjs'), path.join(root, app)],
      {
        cwd: path.join(root, app),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`${app} failed to build`));
      }
    });
  });
}

export async function buildAll({ force = false, apps = APPS, concurrency = 2 } = {}) {
  const queue = apps.filter((app) => force || !isUpToDate(app));
  for (const app of apps) if (!queue.includes(app)) console.log(`${app} is up to date`);
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    while (queue.length) await build(queue.shift());
  });
  await Promise.all(workers);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
