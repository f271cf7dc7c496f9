// Starts the Firebase Auth emulator (project demo-tailwise) from tools/auth-emulator.
// Used by `npm start`, the API tests and the end-to-end tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const AUTH_EMULATOR_DIR = path.join(root, 'tools/auth-emulator');
export const AUTH_EMULATOR_PROJECT = 'demo-tailwise';

export function authEmulatorHost() {
  return process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
}

export async function isAuthEmulatorUp(host = authEmulatorHost()) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The emulator's firebase.json for one host and port: the CLI reads its port from the file, not the environment,
 * so a stack given another FIREBASE_AUTH_EMULATOR_HOST (a second stack on the machine: a bench beside the
 * end-to-end tests) gets an emulator of its own instead of sharing, and clearing, the default one.
 */
function configFor(hostname, port) {
  const config = JSON.parse(readFileSync(path.join(AUTH_EMULATOR_DIR, 'firebase.json'), 'utf8'));
  if (config.emulators.auth.host === hostname && String(config.emulators.auth.port) === port) return 'firebase.json';
  config.emulators.auth = { host: hostname, port: Number(port) };
  const dir = path.join(os.tmpdir(), `tailwise-auth-emulator-${port}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'firebase.json'), `${JSON.stringify(config, null, 2)}\n`);
  return path.join(dir, 'firebase.json');
}

/**
 * Starts the emulator unless one already answers on the host.
 * Resolves with { host, stop } once it accepts requests.
 */
export async function startAuthEmulator({ log = false, timeoutMs = 90_000 } = {}) {
  const host = authEmulatorHost();
  if (await isAuthEmulatorUp(host)) return { host, stop: async () => {}, reused: true };
  const bin = path.join(AUTH_EMULATOR_DIR, 'node_modules/.bin/firebase');
  if (!existsSync(bin)) {
    throw new Error('The Auth emulator is not installed: run `node scripts/lib/ensure-install.mjs`.');
  }
  const [hostname, port] = host.split(':');
  const child = spawn(
    bin,
    ['emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR_PROJECT, '--config', configFor(hostname, port)],
    {
      cwd: AUTH_EMULATOR_DIR,
      env: { ...process.env, CI: 'true', FIREBASE_AUTH_EMULATOR_PORT: port, FIREBASE_AUTH_EMULATOR_HOSTNAME: hostname },
      stdio: log ? 'inherit' : 'ignore',
      detached: true,
    },
  );
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const started = Date.now();
  while (!(await isAuthEmulatorUp(host))) {
    if (exited) throw new Error('The Auth emulator exited before it was ready.');
    if (Date.now() - started > timeoutMs) {
      process.kill(-child.pid, 'SIGTERM');
      throw new Error(`The Auth emulator was not ready after ${timeoutMs} ms.`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
        resolve();
      }, 10_000).unref();
    });
  return { host, stop, reused: false };
}

/** Deletes every account in the emulator; tests call this between cases. */
export async function clearAuthEmulator(host = authEmulatorHost()) {
  await fetch(`http://${host}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/accounts`, { method: 'DELETE' });
}
