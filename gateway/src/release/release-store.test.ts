import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { list, normaliseApp, release, rollback } from './cli';
import { ReleaseStore } from './release-store';
import { fakeBuild, tempStore } from './test-builds';

const entry = (v: string) => `/* quiz ${v} */ ${'x'.repeat(600)}`;

describe('release store', () => {
  let store: ReleaseStore;
  beforeEach(() => {
    store = new ReleaseStore(tempStore());
  });

  it('releases a build under <app>/<version>/ and points the manifest at it', async () => {
    const dist = fakeBuild('mfe-quiz', '1.0.0-a', { 'remoteEntry.js': entry('1'), '12.abcdef12.js': 'chunk' });
    const result = await release(store, 'mfe-quiz', dist);
    expect(result).toMatchObject({ app: 'mfe-quiz', from: null, to: '1.0.0-a', uploaded: 'uploaded' });
    expect(existsSync(path.join(store.root, 'mfe-quiz/1.0.0-a/remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(store.root, 'mfe-quiz/1.0.0-a/remoteEntry.js.br'))).toBe(true);
    const manifest = await store.readManifest();
    expect(manifest.remotes.quiz).toEqual({ version: '1.0.0-a', entry: '/mfe-quiz/1.0.0-a/remoteEntry.js' });
  });

  it('rolls one remote back to the previous version, or a named one, leaving the others alone', async () => {
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    await release(store, 'mfe-dashboard', fakeBuild('mfe-dashboard', '5.0.0', { 'remoteEntry.js': 'd5' }));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '3.0.0', { 'remoteEntry.js': entry('3') }));

    await expect(rollback(store, 'mfe-quiz')).resolves.toMatchObject({
      from: '3.0.0',
      to: '2.0.0',
      action: 'rollback',
    });
    // Rolling back again walks further back instead of bouncing between two versions.
    await expect(rollback(store, 'mfe-quiz')).resolves.toMatchObject({ from: '2.0.0', to: '1.0.0' });
    await expect(rollback(store, 'mfe-quiz', '3.0.0')).resolves.toMatchObject({ from: '1.0.0', to: '3.0.0' });

    const manifest = await store.readManifest();
    expect(manifest.remotes.quiz!.version).toBe('3.0.0');
    expect(manifest.remotes.dashboard!.version).toBe('5.0.0');
    const history = await store.readHistory();
    expect(history.filter((h) => h.app === 'mfe-dashboard')).toHaveLength(1);
  });

  it('refuses a rollback with nowhere to go or to an unknown version', async () => {
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    await expect(rollback(store, 'mfe-quiz')).rejects.toThrow(/no earlier release/);
    await expect(rollback(store, 'mfe-quiz', '9.9.9')).rejects.toThrow(/not in the store/);
  });

  it('keeps versions immutable: same content is a no-op, different content is refused', async () => {
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    await expect(
      release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') })),
    ).resolves.toMatchObject({ uploaded: 'unchanged' });
    await expect(
      release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('changed') })),
    ).rejects.toThrow(/already in the store/);
    expect(readFileSync(path.join(store.root, 'mfe-quiz/1.0.0/remoteEntry.js'), 'utf8')).toBe(entry('1'));
  });

  it('refuses the same version built into other files (a chunk of another name) with the same message', async () => {
    await release(
      store,
      'mfe-quiz',
      fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1'), '12.aaaa.js': 'a' }),
    );
    await expect(
      release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1'), '12.bbbb.js': 'a' })),
    ).rejects.toThrow(/already in the store with different content/);
    expect(existsSync(path.join(store.root, 'mfe-quiz/1.0.0/12.bbbb.js'))).toBe(false);
  });

  it('releases the shell the same way and lists what is live', async () => {
    await release(
      store,
      'shell',
      fakeBuild('shell', '2.0.0', { 'index.html': '<html></html>', 'main.abcdef12.js': 'main' }),
    );
    const manifest = await store.readManifest();
    expect(manifest.shell).toEqual({ version: '2.0.0', index: '/shell/2.0.0/index.html' });
    const { rows } = await list(store);
    expect(rows.find((r) => r.app === 'shell')).toEqual({ app: 'shell', live: '2.0.0', versions: ['2.0.0'] });
    expect(rows.find((r) => r.app === 'mfe-quiz')!.live).toBe('(none)');
  });

  it('refuses a build of another app and unsafe versions', async () => {
    await expect(
      release(store, 'mfe-quiz', fakeBuild('mfe-dashboard', '1.0.0', { 'remoteEntry.js': 'x' })),
    ).rejects.toThrow(/not mfe-quiz/);
    await expect(
      release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '../../etc', { 'remoteEntry.js': 'x' })),
    ).rejects.toThrow(/Not a valid version/);
  });

  it('ends a canary once when two gateways end it at the same moment', async () => {
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }), { canary: 10 });
    const canary = (await store.readManifest()).canaries!.quiz!;
    const before = (await store.readHistory()).length;
    // Two store handles on one folder, as two gateway processes have.
    const other = new ReleaseStore(store.root);
    const ended = await Promise.all([
      store.endCanary('mfe-quiz', 'auto-rollback', 'from gateway A', canary),
      other.endCanary('mfe-quiz', 'auto-rollback', 'from gateway B', canary),
    ]);
    expect(ended.filter((e) => e !== null)).toHaveLength(1);
    const history = await store.readHistory();
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toMatchObject({ action: 'auto-rollback', app: 'mfe-quiz', from: '2.0.0', to: '1.0.0' });
    expect((await store.readManifest()).canaries).toBeUndefined();
    // Late, and aimed at a canary that is no longer the running one: nothing more is recorded.
    await expect(store.endCanary('mfe-quiz', 'auto-rollback', 'late', canary)).resolves.toBeNull();
    expect(await store.readHistory()).toHaveLength(before + 1);
  });

  it('does not end a newer canary of the same version than the one that was judged', async () => {
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    const build = fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') });
    await release(store, 'mfe-quiz', build, { canary: 10 });
    const judged = (await store.readManifest()).canaries!.quiz!;
    // The judged canary is ended by hand, and the same version is started again as a new canary.
    await store.endCanary('mfe-quiz', 'canary-rollback');
    await new Promise((r) => setTimeout(r, 5));
    await release(store, 'mfe-quiz', build, { canary: 10 });
    const running = (await store.readManifest()).canaries!.quiz!;
    expect(running.startedAt).not.toBe(judged.startedAt);
    const before = (await store.readHistory()).length;

    // The late verdict on the first canary names its start: the second one keeps running.
    await expect(
      store.endCanary('mfe-quiz', 'auto-rollback', 'late', { version: '2.0.0', startedAt: judged.startedAt }),
    ).resolves.toBeNull();
    expect((await store.readManifest()).canaries?.quiz).toEqual(running);
    expect(await store.readHistory()).toHaveLength(before);
    await expect(
      store.endCanary('mfe-quiz', 'auto-rollback', 'due', { version: '2.0.0', startedAt: running.startedAt }),
    ).resolves.toMatchObject({ action: 'auto-rollback', from: '2.0.0' });
  });

  it('accepts quiz, mfe-quiz and ./mfe-quiz/ as the same app', () => {
    expect(normaliseApp('quiz')).toBe('mfe-quiz');
    expect(normaliseApp('./mfe-quiz/')).toBe('mfe-quiz');
    expect(normaliseApp('shell')).toBe('shell');
    expect(() => normaliseApp('api')).toThrow(/Unknown app/);
  });
});
