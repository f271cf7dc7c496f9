// Release stores of a spec's own (release, rollback and canary specs) that start from what the run serves: the
// versions in the run's store (E2E_STORE, filled by global-setup.ts from the live set or from local builds), so such
// a spec needs no build of any app beyond what the run itself released.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { copyLiveSet, FRONT_END_APPS } from '../../scripts/lib/e2e-store.mjs';
import { releaseApps } from '../global-setup';

interface Pointer {
  version: string;
}
interface Manifest {
  shell: Pointer | null;
  remotes: Record<string, Pointer>;
}

/**
 * Puts the run's live versions of `apps` (all six by default) into `store`. Against a stack started elsewhere
 * (E2E_BASE_URL, no run store) it releases the local builds instead, which must then exist.
 */
export function seedStore(store: string, apps: string[] = FRONT_END_APPS) {
  const runStore = process.env.E2E_STORE;
  if (runStore) return copyLiveSet(runStore, store, apps);
  releaseApps(store, apps);
}

/** The live version of `app` in `store`. */
export function liveVersion(store: string, app: string): string {
  const manifest = JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8')) as Manifest;
  const pointer = app === 'shell' ? manifest.shell : manifest.remotes[app.replace(/^mfe-/, '')];
  if (!pointer) throw new Error(`${app} is not live in ${store}`);
  return pointer.version;
}

/** The release record (release.json) of the live version of `app` in `store`. */
export function liveBuildInfo(store: string, app: string): Record<string, unknown> & { version: string } {
  return JSON.parse(readFileSync(path.join(store, app, liveVersion(store, app), 'release.json'), 'utf8')) as {
    version: string;
  };
}

/** One line of a store's release history (history.jsonl): what the release CLI or the gateway did, and why. */
export interface HistoryLine {
  action: string;
  app: string;
  from: string | null;
  to: string | null;
  reason?: string;
}

/** The store's release history, oldest first. */
export function releaseHistory(store: string): HistoryLine[] {
  return readFileSync(path.join(store, 'history.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as HistoryLine);
}
