// What an end-to-end run serves. Given a live release set (the store `npm start` releases into, or a copy of
// production's), the run serves that set and builds and releases only the app under test, so one team's pipeline
// (`npm run ci:remote`) builds one app instead of six; without one it builds and releases every app, as before.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FRONT_END_APPS = ['shell', 'mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business', 'mfe-ops'];
const remoteKeyOf = (app) => app.replace(/^mfe-/, '');

/** The stable versions live in a store (its remotes.json), as { app: version }; null when it has none. */
export function readLiveSet(storeDir) {
  const file = path.join(storeDir, 'remotes.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const versions = {};
  if (manifest.shell?.version) versions.shell = manifest.shell.version;
  for (const [key, remote] of Object.entries(manifest.remotes ?? {})) versions[`mfe-${key}`] = remote.version;
  if (Object.keys(versions).length === 0) return null;
  return { versions, canaries: Object.keys(manifest.canaries ?? {}).map((key) => `mfe-${key}`) };
}

/**
 * Decides what a run serves. `liveStore`: the store holding the live set (undefined: none was named);
 * `liveSet`: readLiveSet of it; `app`: the app under test (its fresh build replaces the live one).
 * Returns the apps to copy from the live set, the apps to build and release, and a line saying so.
 */
export function planE2eStore({ liveStore, liveSet, app }) {
  if (!liveStore)
    return { copy: [], release: FRONT_END_APPS, note: 'building and releasing every app (no live set named)' };
  if (!liveSet)
    return {
      copy: [],
      release: FRONT_END_APPS,
      note: `no live release set in ${liveStore} (run \`npm start\` once, or pass --store): building and releasing every app`,
    };
  const copy = Object.keys(liveSet.versions).filter((a) => a !== app);
  const missing = FRONT_END_APPS.filter((a) => a !== app && !copy.includes(a));
  const release = [...(FRONT_END_APPS.includes(app) ? [app] : []), ...missing];
  const notes = [
    `serving the live set of ${liveStore} (${copy.map((a) => `${a} ${liveSet.versions[a]}`).join(', ') || 'nothing'})`,
    release.length > 0 ? `building and releasing ${release.join(', ')}` : 'building nothing',
  ];
  if (missing.length > 0) notes.push(`${missing.join(', ')} not live there`);
  const endedCanaries = liveSet.canaries.filter((a) => a !== app);
  if (endedCanaries.length > 0) notes.push(`canaries of ${endedCanaries.join(', ')} left out`);
  return { copy, release, note: notes.join('; ') };
}

/**
 * Copies the live versions of `apps` from one store into another (a fresh one) and points its manifest at them:
 * stable versions only, no canaries (a run must not depend on which cohort a test lands in), no history.
 */
export function copyLiveSet(fromStore, toStore, apps) {
  const live = JSON.parse(readFileSync(path.join(fromStore, 'remotes.json'), 'utf8'));
  const manifest = { schemaVersion: 1, updatedAt: new Date().toISOString(), shell: null, remotes: {} };
  for (const app of apps) {
    const pointer = app === 'shell' ? live.shell : live.remotes?.[remoteKeyOf(app)];
    if (!pointer) throw new Error(`${app} is not live in ${fromStore}`);
    cpSync(path.join(fromStore, app, pointer.version), path.join(toStore, app, pointer.version), { recursive: true });
    if (app === 'shell') manifest.shell = pointer;
    else manifest.remotes[remoteKeyOf(app)] = { version: pointer.version, entry: pointer.entry };
  }
  mkdirSync(toStore, { recursive: true });
  writeFileSync(path.join(toStore, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
