// Load test on loopback: starts the real API (PGlite in a temp data directory) as its own process,
// signs up a real user in the Auth emulator, then runs autocannon against quote, lead creation and
// GET /me/. Prints rps, p50, p99 and errors, and writes bench/results/api.json at the repo root. Every per-client
// limit is lifted (one address sends everything here), and a request that fails fails the bench: it exits 1
// rather than report the speed of error answers.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { RATE_LIMIT_VARIABLES } from '../src/config';

const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

const apiDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(apiDir, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(base: string, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${base}/api/1.0/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The API did not become healthy in time');
}

async function signUp(emulatorHost: string): Promise<string> {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@bench.tailwise.example`,
      password: 'bench-password-1',
      returnSecureToken: true,
    }),
  });
  if (!res.ok) throw new Error(`Emulator sign-up failed: ${res.status}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

async function main(): Promise<void> {
  const { startAuthEmulator } = (await import(path.join(repoRoot, 'scripts/lib/auth-emulator.mjs'))) as {
    startAuthEmulator: () => Promise<{ host: string; stop: () => Promise<void> }>;
  };
  const emulator = await startAuthEmulator();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tailwise-bench-'));
  const big = '1000000000';
  const { DATABASE_URL: _pgliteOnly, ...env } = process.env;
  const api = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiDir,
    env: {
      ...env,
      API_PORT: String(port),
      API_DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      SEED_DEMO: 'false',
      // Production settings for what is measured: no response re-validation.
      VALIDATE_RESPONSES: 'false',
      ...Object.fromEntries(RATE_LIMIT_VARIABLES.map((variable) => [variable, big])),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    const idToken = await signUp(emulator.host);
    const me = await fetch(`${base}/api/1.0/me/`, { headers: { authorization: `Token ${idToken}` } });
    if (!me.ok) throw new Error(`GET /me/ failed: ${me.status}`);
    const breeds = (await (await fetch(`${base}/api/1.0/breeds/?search=golden`)).json()) as {
      breeds: Array<{ id: number }>;
    };
    const cats = (await (await fetch(`${base}/api/1.0/breeds/?pet_type=1&search=domestic`)).json()) as {
      breeds: Array<{ id: number }>;
    };

    let leadNumber = 0;
    const cases: Record<string, Record<string, unknown>> = {
      quote: {
        requests: [
          {
            method: 'POST',
            path: '/api/1.0/quotes/',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              zipCode: '19102',
              billingInterval: 'year',
              pets: [
                { name: 'Rex', petType: 0, breedId: breeds.breeds[0]?.id, age: 3, insurance: { deductible: 500 } },
                { name: 'Tom', petType: 1, breedId: cats.breeds[0]?.id, age: 6, wellnessPlanId: 'cat-classic' },
              ],
            }),
          },
        ],
      },
      lead: {
        requests: [
          {
            method: 'POST',
            path: '/api/1.0/leads/',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req: Record<string, unknown>) => ({
              ...req,
              body: JSON.stringify({
                email: `lead-${(leadNumber += 1)}@bench.tailwise.example`,
                firstName: 'Bench',
                zipCode: '19102',
                state: 'PA',
                utm: { source: 'bench' },
              }),
            }),
          },
        ],
      },
      me: { requests: [{ method: 'GET', path: '/api/1.0/me/', headers: { authorization: `Token ${idToken}` } }] },
    };

    const results: Record<string, { rps: number; p50Ms: number; p99Ms: number; errors: number; requests: number }> = {};
    for (const [name, options] of Object.entries(cases)) {
      // One request by hand first: a broken case fails loudly instead of measuring error pages.
      const probe = (options.requests as Array<Record<string, unknown>>)[0] as Record<string, unknown>;
      const setup = probe.setupRequest as ((r: Record<string, unknown>) => Record<string, unknown>) | undefined;
      const req = setup ? setup(probe) : probe;
      const check = await fetch(`${base}${String(req.path)}`, {
        method: String(req.method),
        headers: req.headers as Record<string, string>,
        ...(req.body ? { body: String(req.body) } : {}),
      });
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      // A short warm-up so the JIT and caches settle before measuring.
      await autocannon({ url: base, connections: CONNECTIONS, duration: 2, ...options });
      const r = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, ...options });
      results[name] = {
        rps: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        requests: r.requests.total,
      };
      process.stdout.write(
        `${name.padEnd(6)} ${String(results[name].rps).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   errors ${results[name].errors}   (${r.requests.total} requests, ${CONNECTIONS} connections, ${DURATION} s)\n`,
      );
    }
    const failed = Object.entries(results).filter(([, r]) => r.errors > 0);
    if (failed.length > 0) {
      process.exitCode = 1;
      process.stderr.write(
        `\nRequests failed (${failed.map(([name, r]) => `${name}: ${r.errors}`).join(', ')}): these figures measure error answers, not the API.\n`,
      );
    }
    const out = path.join(repoRoot, 'bench/results/api.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write(
      `\nTargets: quote >= 2000 req/s with p99 <= 25 ms; lead >= 500 req/s.\nWrote ${path.relative(repoRoot, out)}\n`,
    );
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    await emulator.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
