import { entryToPreload, preloadEntry } from './preload-route-remote';
import type { RemoteManifest } from './remote-manifest';
import { REMOTE_OVERRIDES_STORAGE_KEY } from './remote-overrides-core';

const manifest: RemoteManifest = {
  remotes: {
    marketing: { entry: '/mfe-marketing/1.0.0/remoteEntry.js', version: '1.0.0' },
    quiz: { entry: '/mfe-quiz/1.1.0-canary/remoteEntry.js', version: '1.1.0-canary' },
    business: { entry: '/mfe-business/1.0.0/remoteEntry.js', version: '1.0.0' },
    dashboard: { entry: '/mfe-dashboard/1.0.0/remoteEntry.js', version: '1.0.0' },
    ops: { entry: '/mfe-ops/1.0.0/remoteEntry.js', version: '1.0.0' },
  },
};
const storage = (values: Record<string, string> = {}) => ({ getItem: (key: string) => values[key] ?? null });
const page = (pathname: string, extra: Partial<Parameters<typeof entryToPreload>[1]> = {}) => ({
  pathname,
  search: '',
  prerendered: false,
  storage: storage(),
  ...extra,
});

describe('entryToPreload', () => {
  it("names the entry the visitor's manifest gives the owning remote (their cohort's version)", () => {
    expect(entryToPreload(manifest, page('/start/checkout'))).toBe('/mfe-quiz/1.1.0-canary/remoteEntry.js');
    expect(entryToPreload(manifest, page('/enroll/start'))).toBe('/mfe-business/1.0.0/remoteEntry.js');
  });

  it('asks for nothing on a prerendered page: its images load first and the app follows the load event', () => {
    expect(entryToPreload(manifest, page('/start', { prerendered: true }))).toBeNull();
  });

  it('asks for nothing on marketing routes and for a remote the manifest lacks', () => {
    expect(entryToPreload(manifest, page('/faq'))).toBeNull();
    expect(entryToPreload(manifest, page('/no-such-page'))).toBeNull();
    expect(entryToPreload({ remotes: { quiz: manifest.remotes.quiz! } }, page('/dashboard'))).toBeNull();
  });

  it("never asks for the claims staff's remote: nobody's role is known yet, and visitors must not download it", () => {
    // A signed-in customer's /dashboard is not prerendered and gets its remote early; /ops does not.
    expect(entryToPreload(manifest, page('/dashboard'))).toBe('/mfe-dashboard/1.0.0/remoteEntry.js');
    for (const path of ['/ops', '/ops/', '/ops/claims/b17d8c9e-0fa1-4c12-93d4-e5f6a7b8c9d0']) {
      expect(entryToPreload(manifest, page(path))).toBeNull();
    }
  });

  it('asks for nothing while a developer override may point the remote elsewhere', () => {
    expect(
      entryToPreload(manifest, page('/start/checkout', { search: '?remote.quiz=http://localhost:3002' })),
    ).toBeNull();
    const stored = storage({ [REMOTE_OVERRIDES_STORAGE_KEY]: '{"quiz":"http://localhost:3002/remoteEntry.js"}' });
    expect(entryToPreload(manifest, page('/start/checkout', { storage: stored }))).toBeNull();
  });
});

describe('preloadEntry', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds one script preload without crossorigin, so the runtime’s plain <script src> uses it', () => {
    preloadEntry('/mfe-quiz/1.1.0/remoteEntry.js');
    preloadEntry('/mfe-quiz/1.1.0/remoteEntry.js');
    const links = document.head.querySelectorAll('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.rel).toBe('preload');
    expect(links[0]!.getAttribute('as')).toBe('script');
    expect(links[0]!.getAttribute('href')).toBe('/mfe-quiz/1.1.0/remoteEntry.js');
    expect(links[0]!.hasAttribute('crossorigin')).toBe(false);
  });
});
