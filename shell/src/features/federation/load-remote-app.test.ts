import { loadRemoteApp, RETRY_DELAYS_MS, type LoadDeps } from './load-remote-app';
import { REMOTE_LOAD_FAILURE, RemoteLoadError } from './remote-load-failure';

const App = () => null;

function deps(overrides: Partial<LoadDeps> = {}): LoadDeps & { sleep: jest.Mock } {
  return {
    register: async () => ({ remotes: { quiz: { entry: '/q.js', version: '1' } } }),
    load: async () => ({ default: App }),
    sleep: jest.fn(async () => {}),
    ...overrides,
  } as LoadDeps & { sleep: jest.Mock };
}

describe('loadRemoteApp', () => {
  it('loads <federation name>/App', async () => {
    const load = jest.fn(async () => ({ default: App }));
    await expect(loadRemoteApp('quiz', deps({ load }))).resolves.toEqual({ default: App });
    expect(load).toHaveBeenCalledWith('tailwise_quiz/App');
  });

  it('retries a failed entry a bounded number of times, then reports it as an entry failure', async () => {
    const failure = {
      [REMOTE_LOAD_FAILURE]: true,
      id: 'tailwise_quiz/App',
      lifecycle: 'onLoad',
      error: new Error('ScriptNetworkError: Script "/q.js" timed out.'),
    };
    const load = jest.fn(async () => failure);
    const d = deps({ load });
    const error = await loadRemoteApp('quiz', d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).kind).toBe('entry');
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(d.sleep).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length);
  });

  it('succeeds when a retry succeeds', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce({ default: App });
    await expect(loadRemoteApp('quiz', deps({ load }))).resolves.toEqual({ default: App });
  });

  it('classifies a module that throws on import as a module failure', async () => {
    const load = jest.fn(async () => {
      throw new Error('boom at import');
    });
    await expect(loadRemoteApp('quiz', deps({ load }))).rejects.toMatchObject({ kind: 'module', remote: 'quiz' });
  });

  it('fails fast when the manifest cannot load or lacks the remote', async () => {
    const load = jest.fn();
    await expect(
      loadRemoteApp('quiz', deps({ register: async () => Promise.reject(new Error('500')), load })),
    ).rejects.toMatchObject({ kind: 'manifest' });
    await expect(loadRemoteApp('dashboard', deps({ load }))).rejects.toMatchObject({ kind: 'missing' });
    expect(load).not.toHaveBeenCalled();
  });

  it('rejects a module without a default export', async () => {
    await expect(loadRemoteApp('quiz', deps({ load: async () => ({}) }))).rejects.toMatchObject({ kind: 'module' });
  });
});
