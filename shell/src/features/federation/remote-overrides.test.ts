import {
  applyRemoteOverrides,
  normaliseOverrideUrl,
  REMOTE_OVERRIDES_STORAGE_KEY,
  resolveRemoteOverrides,
} from './remote-overrides';
import { mayHaveRemoteOverrides } from './remote-overrides-core';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const known = ['marketing', 'quiz', 'dashboard', 'business', 'ops'];

describe('developer remote overrides', () => {
  it('points a remote at a dev server from the query string and remembers it', () => {
    const storage = memoryStorage();
    const overrides = resolveRemoteOverrides({
      search: '?remote.quiz=http://localhost:3002',
      storage,
      production: false,
      knownRemotes: known,
    });
    expect(overrides).toEqual({ quiz: 'http://localhost:3002/remoteEntry.js' });
    expect(JSON.parse(storage.data.get(REMOTE_OVERRIDES_STORAGE_KEY)!)).toEqual(overrides);
    // A later page load without the parameter keeps it.
    expect(resolveRemoteOverrides({ search: '', storage, production: false, knownRemotes: known })).toEqual(overrides);
  });

  it('reads a localStorage key set by hand', () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDES_STORAGE_KEY]: JSON.stringify({ dashboard: 'http://127.0.0.1:3003/remoteEntry.js' }),
    });
    expect(resolveRemoteOverrides({ search: '', storage, production: false, knownRemotes: known })).toEqual({
      dashboard: 'http://127.0.0.1:3003/remoteEntry.js',
    });
  });

  it('clears an override with remote.<name>=off', () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDES_STORAGE_KEY]: JSON.stringify({ quiz: 'http://localhost:3002/remoteEntry.js' }),
    });
    expect(
      resolveRemoteOverrides({ search: '?remote.quiz=off', storage, production: false, knownRemotes: known }),
    ).toEqual({});
    expect(storage.data.has(REMOTE_OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('is ignored in production, both the parameter and the stored key', () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDES_STORAGE_KEY]: JSON.stringify({ quiz: 'http://localhost:3002/remoteEntry.js' }),
    });
    expect(
      resolveRemoteOverrides({
        search: '?remote.dashboard=http://localhost:3003',
        storage,
        production: true,
        knownRemotes: known,
      }),
    ).toEqual({});
  });

  it('ignores unknown remotes and unsafe URLs', () => {
    const storage = memoryStorage();
    const overrides = resolveRemoteOverrides({
      search: '?remote.shell=http://localhost:3000&remote.quiz=javascript:alert(1)&remote.business=not a url',
      storage,
      production: false,
      knownRemotes: known,
    });
    expect(overrides).toEqual({});
  });

  it('normalises entry URLs', () => {
    expect(normaliseOverrideUrl('http://localhost:3002/')).toBe('http://localhost:3002/remoteEntry.js');
    expect(normaliseOverrideUrl('https://preview.example.com/quiz/remoteEntry.js')).toBe(
      'https://preview.example.com/quiz/remoteEntry.js',
    );
    expect(normaliseOverrideUrl('ftp://x/remoteEntry.js')).toBeNull();
  });

  it('replaces only the overridden remotes in the manifest', () => {
    const manifest = {
      remotes: {
        quiz: { entry: '/mfe-quiz/1/remoteEntry.js', version: '1' },
        business: { entry: '/mfe-business/2/remoteEntry.js', version: '2' },
      },
    };
    expect(applyRemoteOverrides(manifest, { quiz: 'http://localhost:3002/remoteEntry.js' })).toEqual({
      remotes: {
        quiz: { entry: 'http://localhost:3002/remoteEntry.js', version: 'override' },
        business: manifest.remotes.business,
      },
    });
  });
});

describe('mayHaveRemoteOverrides', () => {
  it('is true only when a parameter or the stored key could hold an override', () => {
    expect(mayHaveRemoteOverrides('?remote.quiz=http://localhost:3002', memoryStorage())).toBe(true);
    expect(mayHaveRemoteOverrides('', memoryStorage({ [REMOTE_OVERRIDES_STORAGE_KEY]: '{"quiz":"x"}' }))).toBe(true);
    expect(mayHaveRemoteOverrides('?utm_source=remote.quiz', memoryStorage())).toBe(false);
    expect(mayHaveRemoteOverrides('', null)).toBe(false);
  });
});
