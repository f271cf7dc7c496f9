// What an end-to-end run serves: the live set with only the app under test rebuilt, or every app built when there
// is no live set; and the copy of a live set a run serves (stable versions only, no canaries).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { releaseMany, startCanary } from '../../gateway/src/release/cli';
import { ReleaseStore } from '../../gateway/src/release/release-store';
import { fakeBuild, tempStore } from '../../gateway/src/release/test-builds';
import { copyLiveSet, FRONT_END_APPS, planE2eStore, readLiveSet } from './e2e-store.mjs';

const everyApp = (version: string) => Object.fromEntries(FRONT_END_APPS.map((app) => [app, version]));
const live = (versions: Record<string, string>, canaries: string[] = []) => ({ versions, canaries });

describe('planE2eStore', () => {
  it('builds and releases every app when no live set is named', () => {
    const plan = planE2eStore({ liveStore: undefined, liveSet: null, app: 'mfe-quiz' });
    expect(plan.copy).toEqual([]);
    expect(plan.release).toEqual(FRONT_END_APPS);
  });

  it('builds every app, and says why, when the named store has no live set', () => {
    const plan = planE2eStore({ liveStore: '.releases', liveSet: null, app: 'mfe-quiz' });
    expect(plan.release).toEqual(FRONT_END_APPS);
    expect(plan.note).toContain('no live release set in .releases');
  });

  it('serves the live set and releases only the remote under test', () => {
    const plan = planE2eStore({ liveStore: '.releases', liveSet: live(everyApp('1.0.0')), app: 'mfe-quiz' });
    expect(plan.release).toEqual(['mfe-quiz']);
    expect(plan.copy).toEqual(['shell', 'mfe-marketing', 'mfe-dashboard', 'mfe-business', 'mfe-ops']);
  });

  it('releases only the shell when the shell is under test', () => {
    const plan = planE2eStore({ liveStore: '.releases', liveSet: live(everyApp('1.0.0')), app: 'shell' });
    expect(plan.release).toEqual(['shell']);
    expect(plan.copy).not.toContain('shell');
  });

  it('serves the whole live set and builds nothing for the API or the gateway', () => {
    for (const app of ['api', 'gateway']) {
      const plan = planE2eStore({ liveStore: '.releases', liveSet: live(everyApp('1.0.0')), app });
      expect(plan.release).toEqual([]);
      expect(plan.copy).toEqual(FRONT_END_APPS);
      expect(plan.note).toContain('building nothing');
    }
  });

  it('builds an app the live set lacks, beside the app under test', () => {
    const { 'mfe-ops': _ops, ...withoutOps } = everyApp('1.0.0');
    const plan = planE2eStore({ liveStore: '.releases', liveSet: live(withoutOps), app: 'mfe-quiz' });
    expect(plan.release).toEqual(['mfe-quiz', 'mfe-ops']);
    expect(plan.note).toContain('mfe-ops not live there');
  });

  it('says that running canaries are left out', () => {
    const plan = planE2eStore({ liveStore: 's', liveSet: live(everyApp('1.0.0'), ['mfe-ops']), app: 'api' });
    expect(plan.note).toContain('canaries of mfe-ops left out');
  });
});

describe('copyLiveSet', () => {
  const entry = (v: string) => `/* ${v} */ ${'x'.repeat(600)}`;

  async function liveStore() {
    const store = new ReleaseStore(tempStore());
    await releaseMany(store, [
      { app: 'shell', distDir: fakeBuild('shell', '1.0.0', { 'index.html': '<html></html>' }) },
      { app: 'mfe-quiz', distDir: fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('q1') }) },
      { app: 'mfe-ops', distDir: fakeBuild('mfe-ops', '1.0.0', { 'remoteEntry.js': entry('o1') }) },
    ]);
    await releaseMany(store, [
      { app: 'mfe-quiz', distDir: fakeBuild('mfe-quiz', '1.1.0', { 'remoteEntry.js': entry('q2') }) },
    ]);
    const canary = fakeBuild('mfe-ops', '2.0.0', { 'remoteEntry.js': entry('o2') });
    await startCanary(store, 'mfe-ops', canary, { canary: 10 });
    return store.root;
  }

  it('copies the stable live versions of the apps named, and points a manifest without canaries at them', async () => {
    const from = await liveStore();
    expect(readLiveSet(from)).toEqual({
      versions: { shell: '1.0.0', 'mfe-quiz': '1.1.0', 'mfe-ops': '1.0.0' },
      canaries: ['mfe-ops'],
    });
    const to = tempStore();
    copyLiveSet(from, to, ['shell', 'mfe-ops']);

    expect(readLiveSet(to)).toEqual({ versions: { shell: '1.0.0', 'mfe-ops': '1.0.0' }, canaries: [] });
    expect(readFileSync(path.join(to, 'mfe-ops/1.0.0/remoteEntry.js'), 'utf8')).toBe(entry('o1'));
    expect(existsSync(path.join(to, 'mfe-ops/2.0.0'))).toBe(false);
    expect(existsSync(path.join(to, 'mfe-quiz'))).toBe(false);
    // A release over the copy works as over any store: the gate reads the copied builds' records.
    const released = await releaseMany(new ReleaseStore(to), [
      { app: 'mfe-quiz', distDir: fakeBuild('mfe-quiz', '1.2.0', { 'remoteEntry.js': entry('q3') }) },
    ]);
    expect(released.map((r) => [r.app, r.to])).toEqual([['mfe-quiz', '1.2.0']]);
  });

  it('refuses an app that is not live in the store', async () => {
    expect(() => copyLiveSet(tempStore(), tempStore(), ['shell'])).toThrow();
    const from = await liveStore();
    expect(() => copyLiveSet(from, tempStore(), ['mfe-business'])).toThrow('mfe-business is not live');
  });
});
