// The release gate: builds the live shell could not run are refused, and the store is left as it was.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { main, release, ReleaseRefused, releaseMany } from './cli';
import { ReleaseStore, type FederationRecord } from './release-store';
import { fakeBuild, tempStore } from './test-builds';

const entry = (v: string) => `/* ${v} */ ${'x'.repeat(600)}`;
const shellFiles = { 'index.html': '<html></html>', 'main.abcdef12.js': 'main' };

/** Every file in the store with its content, to show a refused release changed nothing. */
function snapshot(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(root, full)] = readFileSync(full, 'latin1');
    }
  };
  walk(root);
  return out;
}

const needsReactQuery =
  (range: string, version: string, strictVersion = false) =>
  (record: FederationRecord) => ({
    ...record,
    shared: {
      ...record.shared,
      '@tanstack/react-query': {
        ...record.shared['@tanstack/react-query'],
        version,
        requiredVersion: range,
        strictVersion,
      },
    },
  });

describe('release gate', () => {
  let store: ReleaseStore;
  beforeEach(async () => {
    store = new ReleaseStore(tempStore());
    await release(store, 'shell', fakeBuild('shell', '2.0.0', shellFiles));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    await release(store, 'mfe-dashboard', fakeBuild('mfe-dashboard', '1.0.0', { 'remoteEntry.js': entry('d') }));
  });

  it('refuses a remote that needs a newer React Query major than the live shell provides, changing nothing', async () => {
    const before = snapshot(store.root);
    const dist = fakeBuild(
      'mfe-quiz',
      '2.0.0',
      { 'remoteEntry.js': entry('2') },
      { federation: needsReactQuery('^6.0.0', '6.0.0') },
    );
    const refusal = await release(store, 'mfe-quiz', dist).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ReleaseRefused);
    expect((refusal as ReleaseRefused).incompatibilities).toEqual([
      expect.objectContaining({ app: 'mfe-quiz', version: '2.0.0', subject: '@tanstack/react-query' }),
    ]);
    expect((refusal as Error).message).toMatch(
      /@tanstack\/react-query needs \^6\.0\.0, but .*tailwise_shell's 5\.\d+\.\d+/,
    );
    expect(snapshot(store.root)).toEqual(before);
  });

  it('says when the mismatch would throw in the browser (strictVersion)', async () => {
    const dist = fakeBuild(
      'mfe-quiz',
      '2.0.0',
      { 'remoteEntry.js': entry('2') },
      { federation: needsReactQuery('^6.0.0', '6.0.0', true) },
    );
    await expect(release(store, 'mfe-quiz', dist)).rejects.toThrow(/throws in the visitor's browser \(strictVersion\)/);
  });

  it('refuses a remote that exposes nothing under ./App, changing nothing', async () => {
    const before = snapshot(store.root);
    const dist = fakeBuild(
      'mfe-quiz',
      '2.0.0',
      { 'remoteEntry.js': entry('2') },
      { federation: (record) => ({ ...record, exposes: ['./Main'] }) },
    );
    await expect(release(store, 'mfe-quiz', dist)).rejects.toThrow(
      /mfe-quiz 2\.0\.0: \.\/App is not exposed \(exposes: \.\/Main\)/,
    );
    expect(snapshot(store.root)).toEqual(before);
  });

  it('accepts a remote whose shared ranges the shell satisfies', async () => {
    const dist = fakeBuild(
      'mfe-quiz',
      '2.0.0',
      { 'remoteEntry.js': entry('2') },
      { federation: needsReactQuery('^5.0.0', '5.0.0') },
    );
    await expect(release(store, 'mfe-quiz', dist)).resolves.toMatchObject({ to: '2.0.0', from: '1.0.0' });
  });

  it('checks a shell release against every live remote', async () => {
    const before = snapshot(store.root);
    const shell = fakeBuild('shell', '3.0.0', shellFiles, { federation: needsReactQuery('^6.0.0', '6.0.0') });
    const refusal = (await release(store, 'shell', shell).catch((e: unknown) => e)) as ReleaseRefused;
    expect(refusal).toBeInstanceOf(ReleaseRefused);
    expect(refusal.incompatibilities.map((i) => `${i.app} ${i.subject}`).sort()).toEqual([
      'mfe-dashboard @tanstack/react-query',
      'mfe-quiz @tanstack/react-query',
    ]);
    expect(snapshot(store.root)).toEqual(before);
  });

  it('checks apps released together as the set they make: a shell and its remotes moving to a new major', async () => {
    const bump = needsReactQuery('^6.0.0', '6.0.0');
    await expect(
      releaseMany(store, [
        { app: 'shell', distDir: fakeBuild('shell', '3.0.0', shellFiles, { federation: bump }) },
        {
          app: 'mfe-quiz',
          distDir: fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }, { federation: bump }),
        },
        {
          app: 'mfe-dashboard',
          distDir: fakeBuild('mfe-dashboard', '2.0.0', { 'remoteEntry.js': entry('d2') }, { federation: bump }),
        },
      ]),
    ).resolves.toHaveLength(3);
    expect((await store.readManifest()).shell!.version).toBe('3.0.0');
  });

  it('refuses builds that record nothing, and remotes while the live shell records nothing', async () => {
    const legacy = fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }, { federation: null });
    await expect(release(store, 'mfe-quiz', legacy)).rejects.toThrow(/records no shared modules .*rebuild it/);
    const other = new ReleaseStore(tempStore());
    const legacyShell = fakeBuild('shell', '1.0.0', shellFiles, { federation: null });
    await expect(release(other, 'shell', legacyShell)).rejects.toThrow(/shell 1\.0\.0: release\.json records no/);
    await release(other, 'shell', legacyShell, { force: true, reason: 'the store predates the gate' });
    await expect(
      release(other, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') })),
    ).rejects.toThrow(/shell 1\.0\.0: release\.json records no shared modules/);
  });

  it('--force --reason overrides the gate and the history keeps the reason', async () => {
    const dist = fakeBuild(
      'mfe-quiz',
      '2.0.0',
      { 'remoteEntry.js': entry('2') },
      { federation: needsReactQuery('^6.0.0', '6.0.0') },
    );
    await expect(release(store, 'mfe-quiz', dist, { force: true })).rejects.toThrow(/--force needs --reason/);
    const lines: string[] = [];
    await main(
      [
        'release',
        'mfe-quiz',
        '--dist',
        dist,
        '--store',
        store.root,
        '--force',
        '--reason',
        'hotfix INC-42, shell follows today',
      ],
      (line) => lines.push(line),
    );
    expect(lines.join('\n')).toContain('released mfe-quiz 2.0.0; was 1.0.0 (forced)');
    const last = (await store.readHistory()).at(-1)!;
    expect(last).toMatchObject({ action: 'release', app: 'mfe-quiz', to: '2.0.0', forced: true });
    expect(last.reason).toMatch(/^hotfix INC-42, shell follows today \(overrode: mfe-quiz @tanstack\/react-query\)$/);
  });
});
