import {
  fetchRemoteManifest,
  INLINE_MANIFEST_ID,
  parseRemoteManifest,
  REMOTE_MANIFEST_URL,
  RemoteManifestError,
  resetRemoteManifest,
} from './remote-manifest';

const response = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

describe('parseRemoteManifest', () => {
  it('keeps well-formed entries and their versions', () => {
    const manifest = parseRemoteManifest({
      remotes: {
        quiz: { entry: '/mfe-quiz/1.2.0-abc/remoteEntry.js', version: '1.2.0-abc' },
        dashboard: { entry: 'https://cdn.example.com/mfe-dashboard/2.0.0/remoteEntry.js', version: '2.0.0' },
      },
    });
    expect(manifest.remotes).toEqual({
      quiz: { entry: '/mfe-quiz/1.2.0-abc/remoteEntry.js', version: '1.2.0-abc' },
      dashboard: { entry: 'https://cdn.example.com/mfe-dashboard/2.0.0/remoteEntry.js', version: '2.0.0' },
    });
  });

  it('drops entries that are not usable script URLs', () => {
    const manifest = parseRemoteManifest({
      remotes: {
        quiz: { entry: 'javascript:alert(1)', version: '1' },
        business: { entry: '//evil.example/remoteEntry.js', version: '1' },
        dashboard: { entry: '/mfe-dashboard/1/remoteEntry.css', version: '1' },
        'Bad Name': { entry: '/x/remoteEntry.js', version: '1' },
        marketing: { entry: '/mfe-marketing/1/remoteEntry.js' },
      },
    });
    expect(Object.keys(manifest.remotes)).toEqual(['marketing']);
    expect(manifest.remotes.marketing!.version).toBe('unknown');
  });

  it.each([null, 42, 'x', {}, { remotes: [] }, { remotes: null }])('rejects %p', (value) => {
    expect(() => parseRemoteManifest(value)).toThrow(RemoteManifestError);
  });
});

describe('fetchRemoteManifest', () => {
  beforeEach(() => resetRemoteManifest());

  it('fetches /remotes.json once, bypassing the HTTP cache', async () => {
    const fetchImpl = jest.fn(async () =>
      response(200, { remotes: { quiz: { entry: '/q/remoteEntry.js', version: '1' } } }),
    );
    const [a, b] = await Promise.all([fetchRemoteManifest(fetchImpl), fetchRemoteManifest(fetchImpl)]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(REMOTE_MANIFEST_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('forgets a failed fetch so the next attempt tries again', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(response(500, {}))
      .mockResolvedValueOnce(response(200, { remotes: {} }));
    await expect(fetchRemoteManifest(fetchImpl)).rejects.toThrow('remotes.json answered 500');
    await expect(fetchRemoteManifest(fetchImpl)).resolves.toEqual({ remotes: {} });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  describe('with the set the gateway wrote into the document', () => {
    const inlined = { remotes: { quiz: { entry: '/mfe-quiz/2.0.0/remoteEntry.js', version: '2.0.0' } } };
    const writeSet = (text: string) => {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = INLINE_MANIFEST_ID;
      script.textContent = text;
      document.head.append(script);
    };
    // jsdom has no navigation timing: this stands in for the browser's.
    const navigationType = (type: string) =>
      Object.defineProperty(performance, 'getEntriesByType', {
        configurable: true,
        value: (kind: string) => (kind === 'navigation' ? [{ type }] : []),
      });
    afterEach(() => {
      document.getElementById(INLINE_MANIFEST_ID)?.remove();
      delete (performance as Partial<Performance>).getEntriesByType;
    });

    it('reads it and asks for nothing', async () => {
      writeSet(JSON.stringify(inlined));
      const fetchImpl = jest.fn();
      await expect(fetchRemoteManifest(fetchImpl)).resolves.toEqual(inlined);
      await expect(fetchRemoteManifest(fetchImpl)).resolves.toEqual(inlined);
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it.each([
      ['it is unreadable', '{"remotes":', 'navigate'],
      [
        'the browser restored the page from its cache for Back (the set may have been rolled back since)',
        JSON.stringify(inlined),
        'back_forward',
      ],
    ])('fetches /remotes.json when %s', async (_, text, type) => {
      writeSet(text);
      navigationType(type);
      const fetchImpl = jest.fn(async () => response(200, { remotes: {} }));
      await expect(fetchRemoteManifest(fetchImpl)).resolves.toEqual({ remotes: {} });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });
  });
});
