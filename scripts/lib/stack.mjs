// Starts the local stack: the Auth emulator, the API and the gateway, each as a child process,
// and stops them together. Used by `npm start`, the end-to-end tests and the benchmarks.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './auth-emulator.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (code ${child.exitCode}) before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} was not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts `command` (Node by default) with `args` in its own process group, its output kept unless `log`. */
export function startProcess(name, args, { env, log, command = process.execPath }) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: log ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  if (!log) {
    child.stdout.on('data', (d) => (output = (output + d).slice(-20_000)));
    child.stderr.on('data', (d) => (output = (output + d).slice(-20_000)));
  }
  child.output = () => output;
  child.label = name;
  return child;
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
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
        /* already gone */
      }
      resolve();
    }, 8000).unref();
  });
}

/** Just a gateway over a release store (no API, no emulator): for release and rollback tests. */
export async function startGateway({ port, store, env = {} }) {
  const gateway = startProcess('gateway', [tsx, 'gateway/src/main.ts'], {
    env: { PORT: String(port), RELEASE_STORE: store, APP_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    log: false,
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child: gateway }).catch((error) => {
    throw new Error(`${error.message}\n${gateway.output()}`);
  });
  return { url: `http://localhost:${port}`, stop: () => stopProcess(gateway) };
}

/**
 * @param {object} o
 * @param {number} o.port           gateway port
 * @param {string} o.store          release store directory
 * @param {number} [o.apiPort]
 * @param {boolean} [o.api]         start the API (default: when api/src/main.ts exists)
 * @param {Record<string,string>} [o.env]  extra environment for the gateway and the API
 * @param {boolean} [o.log]         stream the children's output
 */
export async function startStack({
  port,
  store,
  apiPort,
  api = existsSync(path.join(root, 'api/src/main.ts')),
  env = {},
  log = false,
}) {
  const children = [];
  const stops = [];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    for (const s of stops) await s();
  };
  try {
    const emulator = await startAuthEmulator({ log: false });
    stops.push(emulator.stop);
    const resolvedApiPort = apiPort ?? (await freePort());
    const shared = {
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      API_PORT: String(resolvedApiPort),
      // Links the API writes (referrals, saved quotes, email verification) point at this stack's gateway.
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      ...env,
    };
    if (api) {
      const apiChild = startProcess('api', [tsx, 'api/src/main.ts'], { env: shared, log });
      children.push(apiChild);
      await waitForHttp(`http://127.0.0.1:${resolvedApiPort}/api/1.0/health`, {
        child: apiChild,
        timeoutMs: 120_000,
      }).catch((error) => {
        throw new Error(`${error.message}\n${apiChild.output()}`);
      });
    }
    const gateway = startProcess('gateway', [tsx, 'gateway/src/main.ts'], {
      env: {
        ...shared,
        PORT: String(port),
        RELEASE_STORE: store,
        API_URL: `http://127.0.0.1:${resolvedApiPort}`,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      log,
    });
    children.push(gateway);
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child: gateway }).catch((error) => {
      throw new Error(`${error.message}\n${gateway.output()}`);
    });
    return {
      url: `http://localhost:${port}`,
      apiUrl: `http://127.0.0.1:${resolvedApiPort}`,
      authEmulatorHost: emulator.host,
      stop,
      children,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
