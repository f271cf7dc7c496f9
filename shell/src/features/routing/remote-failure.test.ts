// Which screen a remote's failure gets: "didn't load" (Try again) when its code could not be fetched, the spec's
// Unexpected Error (Reload, which clears the stored quiz and cart) when its code ran and threw.
import { RemoteLoadError } from '../federation/remote-load-failure';
import { remoteFailureScreen } from './remote-failure';

function chunkLoadError(message: string) {
  // What webpack's chunk loader rejects with when one of a remote's page chunks cannot be fetched.
  return Object.assign(new Error(message), { name: 'ChunkLoadError', type: 'error' });
}

describe('remoteFailureScreen', () => {
  it.each([
    ['the manifest', new RemoteLoadError('quiz', 'manifest', new Error('500'))],
    ['a remote missing from the manifest', new RemoteLoadError('quiz', 'missing', 'not in remotes.json')],
    ['its entry', new RemoteLoadError('quiz', 'entry', new Error('ScriptNetworkError'))],
    ['a module that throws on import', new RemoteLoadError('quiz', 'module', new Error('boom at import'))],
    ['a page chunk', chunkLoadError('Loading chunk 812 failed.\n(error: http://x/mfe-quiz/1/812.js)')],
    [
      'a page chunk (CSS)',
      Object.assign(new Error('Loading CSS chunk 812 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }),
    ],
    ['an ES module', new TypeError('Failed to fetch dynamically imported module: http://x/page.js')],
  ])('a remote whose code did not arrive (%s) did not load', (_what, error) => {
    expect(remoteFailureScreen(error)).toBe('load-failed');
  });

  it.each([
    ['an Error', new Error('Cannot read properties of undefined (reading "pets")')],
    ['a TypeError', new TypeError('pets.map is not a function')],
    ['a thrown string', 'nope'],
    ['a thrown null', null],
    ['an error that only mentions chunks', new Error('Loading chunk of the cart failed validation')],
  ])('a remote that threw while rendering (%s) crashed', (_what, error) => {
    expect(remoteFailureScreen(error)).toBe('crashed');
  });
});
