// The real process: refuses unsafe production settings, and drains in-flight requests on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const apiDir = path.resolve(__dirname, '..');
const tsx = path.resolve(apiDir, '../node_modules/.bin/tsx');

function start(env: Record<string, string | undefined>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: apiDir,
    env: { ...rest, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls `output` until `pattern` appears (a busy machine can take a while to boot tsx and PGlite). */
async function waitForOutput(output: () => string, pattern: RegExp): Promise<RegExpExecArray | null> {
  for (let i = 0; i < 1200; i += 1) {
    const match = pattern.exec(output());
    if (match) return match;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

test('refuses to start with the Auth emulator outside local and test (APP_ENV=staging)', async () => {
  const p = start({ APP_ENV: 'staging', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
  expect(await p.exited).toBe(1);
  expect(p.output()).toContain('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST');
}, 120_000);

test('refuses to start with APP_ENV=production on PGlite (no DATABASE_URL)', async () => {
  const p = start({ APP_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: undefined });
  expect(await p.exited).toBe(1);
  expect(p.output()).toContain('APP_ENV=production needs DATABASE_URL');
}, 120_000);

test('SIGTERM lets an in-flight request finish, then exits cleanly', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tailwise-main-'));
  const p = start({ API_PORT: '0', API_DATA_DIR: dataDir, SEED_DEMO: 'false' });
  try {
    const port = Number((await waitForOutput(p.output, /"port":(\d+),"database"/))?.[1] ?? 0);
    expect(port).toBeGreaterThan(0);

    const body = JSON.stringify({ email: 'drain@example.com' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d.toString()));
    const ended = new Promise((r) => socket.once('close', r));
    // A request is in flight when the signal comes: its headers are in, its body is not. The server's
    // "100 Continue" says it has taken the request in; before that the connection would count as idle, and
    // closing idle connections at once is part of draining.
    socket.write(
      `POST /api/1.0/leads/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    expect(await waitForOutput(() => response, /^HTTP\/1\.1 100 Continue\r\n\r\n/)).not.toBeNull();
    p.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body);
    await ended;
    expect(response).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201/);
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain('draining in-flight requests');
  } finally {
    p.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
  // A busy machine can take a while to boot tsx and the embedded database.
}, 180_000);
