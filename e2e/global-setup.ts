import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../scripts/build-all.mjs';
import { freePort, root, startStack } from '../scripts/lib/stack.mjs';

/** Environment for the stack under test: a non-production environment with short remote timeouts. */
export const E2E_ENV = {
  APP_ENV: 'test',
  REMOTE_TIMEOUT_MS: '2500',
  // Many tests submit forms from one address; the API's per-IP limits would otherwise trip.
  RATE_LIMIT_LEADS: '100000',
  RATE_LIMIT_CONTACT: '100000',
  RATE_LIMIT_CHECKOUT: '100000',
  RATE_LIMIT_PAYMENT_TOKENS: '100000',
  RATE_LIMIT_SEAT_CLAIM: '100000',
  RATE_LIMIT_SEAT_CLAIM_GROUP: '100000',
  RATE_LIMIT_SEAT_CODE: '100000',
  RATE_LIMIT_SEAT_CODE_GROUP: '100000',
  RATE_LIMIT_GROUP_SEARCH: '100000',
  RATE_LIMIT_VERIFY_EMAIL: '100000',
  RATE_LIMIT_CLAIMS: '100000',
  RATE_LIMIT_PETS: '100000',
  RATE_LIMIT_QUOTES: '100000',
  // Sentry on, every error sampled, envelopes kept by the gateway's /monitoring (tests/platform/monitoring.spec.ts).
  SENTRY_DSN: 'http://tailwise_e2e@localhost/1',
  SENTRY_SAMPLE_RATE: '1',
  MONITORING_RATE_LIMIT: '100000',
};

export function releaseAll(store: string) {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'gateway/src/release/cli.ts',
      'release',
      '--all',
      '--store',
      store,
    ],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
}

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined; // an already running stack, e.g. `npm start`
  await buildAll();
  const store = mkdtempSync(path.join(os.tmpdir(), 'tailwise-e2e-store-'));
  releaseAll(store);
  const port = await freePort();
  const monitoringDir = mkdtempSync(path.join(os.tmpdir(), 'tailwise-e2e-monitoring-'));
  process.env.E2E_MONITORING_FILE = path.join(monitoringDir, 'envelopes.jsonl');
  // A database of its own, freshly seeded, so a running `npm start` is left alone.
  const apiDataDir = mkdtempSync(path.join(os.tmpdir(), 'tailwise-e2e-api-'));
  const stack = await startStack({
    port,
    store,
    env: { ...E2E_ENV, MONITORING_FILE: process.env.E2E_MONITORING_FILE, API_DATA_DIR: apiDataDir },
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_STORE = store;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authEmulatorHost;
  return async () => {
    await stack.stop();
    rmSync(store, { recursive: true, force: true });
    rmSync(monitoringDir, { recursive: true, force: true });
    rmSync(apiDataDir, { recursive: true, force: true });
  };
}
