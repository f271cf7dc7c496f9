// The release store's review findings: release.json paths, rollback versions, the lock's owner and
// staleness, and upload staging folders that must never be listed or served.
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway } from '../server/gateway';
import { testGatewayConfig } from '../server/test-support';
import { main, release, rollback } from './cli';
import { ReleaseStore, type LockOwner } from './release-store';
import { fakeBuild, tempStore } from './test-builds';

process.env.LOG_LEVEL = 'silent';

const entry = (v: string) => `/* ${v} */ ${'x'.repeat(600)}`;

describe('release.json paths', () => {
  it.each([
    ['a parent directory', ['remoteEntry.js', '../outside.js']],
    ['an absolute path', ['remoteEntry.js', '/etc/hostname']],
    ['a nested parent directory', ['remoteEntry.js', '_xo/../../outside.js']],
    ['a backslash', ['remoteEntry.js', '..\\outside.js']],
    ['a dot file', ['remoteEntry.js', '.env']],
  ])('refuses files with %s, writing nothing', async (_name, files) => {
    const store = new ReleaseStore(tempStore());
    const dist = fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }, { override: { files } });
    await expect(release(store, 'mfe-quiz', dist)).rejects.toThrow(/release\.json lists files outside the build/);
    expect(readdirSync(store.root)).toEqual([]);
  });

  it('refuses an entry that is not one of the listed files', async () => {
    const store = new ReleaseStore(tempStore());
    for (const bad of ['../../remotes.json', 'other.js']) {
      const dist = fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }, { override: { entry: bad } });
      await expect(release(store, 'mfe-quiz', dist)).rejects.toThrow(/entry .* is not one of its files/);
    }
    expect(readdirSync(store.root)).toEqual([]);
  });
});

describe('rollback --to', () => {
  it('takes only a version, not a path into another app', async () => {
    const store = new ReleaseStore(tempStore());
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    await release(store, 'mfe-dashboard', fakeBuild('mfe-dashboard', '5.0.0', { 'remoteEntry.js': entry('d') }));
    const before = await store.readManifest();
    await expect(rollback(store, 'mfe-quiz', '../mfe-dashboard/5.0.0')).rejects.toThrow(/Not a valid version/);
    await expect(main(['rollback', 'quiz', '--to', '..', '--store', store.root], () => {})).rejects.toThrow(
      /Not a valid version/,
    );
    expect(await store.readManifest()).toEqual(before);
  });
});

describe('store lock', () => {
  const lockOf = (store: ReleaseStore) => path.join(store.root, '.lock');
  const writeLock = (store: ReleaseStore, owner: Partial<LockOwner>) => {
    mkdirSync(store.root, { recursive: true });
    writeFileSync(lockOf(store), JSON.stringify({ token: 'someone-else', ...owner }));
  };
  const deadPid = () => {
    // A pid above the kernel's maximum is never alive.
    const max = Number(
      existsSync('/proc/sys/kernel/pid_max') ? readFileSync('/proc/sys/kernel/pid_max', 'utf8') : 4194304,
    );
    return max + 1;
  };

  it('records who holds it while a change runs, and removes it after', async () => {
    const store = new ReleaseStore(tempStore());
    let seen: LockOwner | null = null;
    await store.change(() => {
      seen = JSON.parse(readFileSync(lockOf(store), 'utf8')) as LockOwner;
      return [];
    });
    expect(seen).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
      at: expect.any(Number),
      token: expect.any(String),
    });
    expect(existsSync(lockOf(store))).toBe(false);
  });

  it('takes over a lock whose holder died on this machine', async () => {
    const store = new ReleaseStore(tempStore(), { lockWaitMs: 0 });
    writeLock(store, { pid: deadPid(), host: os.hostname(), at: Date.now() });
    await expect(
      release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') })),
    ).resolves.toMatchObject({ to: '1.0.0' });
  });

  it('takes over a lock older than any release takes, and an old lock file that names no owner', async () => {
    const store = new ReleaseStore(tempStore(), { lockWaitMs: 0, lockStaleMs: 60_000 });
    writeLock(store, { pid: process.pid, host: 'another-host', at: Date.now() - 61_000 });
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    writeFileSync(lockOf(store), '');
    const old = new Date(Date.now() - 120_000);
    utimesSync(lockOf(store), old, old);
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }));
    expect((await store.readManifest()).remotes.quiz!.version).toBe('2.0.0');
  });

  it('waits for a live holder, then names it', async () => {
    const store = new ReleaseStore(tempStore(), { lockWaitMs: 0 });
    writeLock(store, { pid: process.pid, host: os.hostname(), at: Date.now() });
    await expect(
      release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') })),
    ).rejects.toThrow(new RegExp(`locked .*held by pid ${process.pid} on ${os.hostname()} since`));
    // Someone else's lock is left alone.
    expect(JSON.parse(readFileSync(lockOf(store), 'utf8'))).toMatchObject({ token: 'someone-else' });
  });
});

describe('upload staging folders', () => {
  it('are never listed, restored or served', async () => {
    const store = new ReleaseStore(tempStore());
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    // An interrupted upload, named the way older releases and this one name their staging folders.
    for (const staging of ['2.0.0.partial-4242', '.partial-2.0.0-4242']) {
      const dir = path.join(store.root, 'mfe-quiz', staging);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'remoteEntry.js'), 'half-written');
      writeFileSync(path.join(dir, 'release.json'), readFileSync(path.join(store.root, 'mfe-quiz/1.0.0/release.json')));
      expect(await store.hasVersion('mfe-quiz', staging)).toBe(false);
      await expect(rollback(store, 'mfe-quiz', staging)).rejects.toThrow(/Not a valid version/);
    }
    expect(await store.versionsOf('mfe-quiz')).toEqual(['1.0.0']);

    const config = testGatewayConfig(store.root, {
      monitoringFile: path.join(tempStore(), 'monitoring.jsonl'),
      monitoringMaxBytes: 10_000,
    });
    const app = await buildGateway(config);
    try {
      expect((await app.inject('/mfe-quiz/1.0.0/remoteEntry.js')).statusCode).toBe(200);
      for (const url of [
        '/mfe-quiz/2.0.0.partial-4242/remoteEntry.js',
        '/mfe-quiz/.partial-2.0.0-4242/remoteEntry.js',
      ]) {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('half-written');
      }
    } finally {
      await app.close();
    }
  });

  it('an upload stages under a name that is not a version', async () => {
    const store = new ReleaseStore(tempStore());
    const seen: string[] = [];
    const original = store.upload.bind(store);
    // Watch the app folder while the copy runs: the only new entry must start with a dot.
    const dist = fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') });
    const fs = await import('node:fs');
    const copy = fs.promises.copyFile;
    const spy = jest.spyOn(fs.promises, 'copyFile').mockImplementation(async (from, to, mode) => {
      seen.push(...readdirSync(path.join(store.root, 'mfe-quiz')));
      return copy(from, to, mode);
    });
    try {
      await original(dist, JSON.parse(readFileSync(path.join(dist, 'release.json'), 'utf8')));
    } finally {
      spy.mockRestore();
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((name) => name.startsWith('.partial-'))).toBe(true);
  });
});
