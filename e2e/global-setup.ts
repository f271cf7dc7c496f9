import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../scripts/build-all.mjs';
import { copyLiveSet, planE2eStore, readLiveSet } from '../scripts/lib/e2e-store.mjs';
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

/** Releases the local builds of `apps` into `store`, gated together, with the quick release command. */
export function releaseApps(store: string, apps: string[]) {
  execFileSync(
    process.execPath,
    [path.join(root, 'gateway/src/release/run.cjs'), 'release', ...apps, '--store', store],
    // Piped, not shown: a refusal's reason then comes with the error.
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** A folder as a person reads it: relative to the repository when inside it. */
function shownPath(dir: string) {
  const relative = path.relative(root, dir);
  return relative && !relative.startsWith('..') ? relative : dir;
}

/**
 * Fills the run's store. E2E_LIVE_STORE names a live release set (e.g. `.releases`, which `npm start` fills): its
 * versions are served as they are and only E2E_APP, the app under test, is built and released over them (what
 * `npm run ci:remote` does). Without one, every app is built (when not up to date) and released.
 */
async function fillStore(store: string) {
  const liveStore = process.env.E2E_LIVE_STORE ? path.resolve(root, process.env.E2E_LIVE_STORE) : undefined;
  const plan = planE2eStore({
    liveStore: liveStore && shownPath(liveStore),
    liveSet: liveStore ? readLiveSet(liveStore) : null,
    app: process.env.E2E_APP,
  });
  console.log(`e2e store: ${plan.note}`);
  if (plan.copy.length > 0) copyLiveSet(liveStore!, store, plan.copy);
  if (plan.release.length > 0) {
    await buildAll({ apps: plan.release });
    releaseApps(store, plan.release);
  }
}

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined; // an already running stack, e.g. `npm start`
  const store = mkdtempSync(path.join(os.tmpdir(), 'tailwise-e2e-store-'));
  await fillStore(store);
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
