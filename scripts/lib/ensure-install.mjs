// Installs what is missing, so `npm start` and `npm test` work on a fresh clone:
// the workspace dependencies (npm ci) and the Auth emulator's firebase-tools.
// Uses only Node built-ins: it runs before anything is installed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const hashOf = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

function installIfStale(dir, stampName, args, label) {
  const lock = path.join(dir, 'package-lock.json');
  const stamp = path.join(dir, 'node_modules', stampName);
  const want = hashOf(lock);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return false;
  console.log(`Installing ${label} (npm ${args.join(' ')})...`);
  execFileSync(npm, args, {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
  });
  writeFileSync(stamp, want);
  return true;
}

// `npm ci`: the lock files decide, exactly, and a fresh clone installs what CI tested (.ci/run checks that
// the install left them unchanged). A stale install is replaced whole, as `npm ci` does.
export function ensureInstalled() {
  installIfStale(root, '.tailwise-installed', ['ci'], 'workspace dependencies');
  // --ignore-scripts: firebase-tools' optional re2 would compile from source for minutes; the emulator does not need it.
  installIfStale(
    path.join(root, 'tools/auth-emulator'),
    '.tailwise-installed',
    ['ci', '--ignore-scripts'],
    'the Firebase Auth emulator',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled();
