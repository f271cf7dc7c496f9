// Which screen a route shows when its remote fails (spec §8): code that never arrived keeps "This page didn't load"
// and its Try again; code that ran and threw while rendering is a render crash, the spec's Unexpected Error screen.
import { RemoteLoadError } from '../federation/remote-load-failure';

export type RemoteFailureScreen = 'load-failed' | 'crashed';

/**
 * A part of the remote (a page's chunk) that could not be fetched after the remote itself loaded. Webpack's chunk
 * loader names its error, mini-css-extract gives its own a code, and a browser's native import() says so in words.
 */
function isCodeDownloadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if ((error as Error & { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(
    error.message,
  );
}

/**
 * The loader tags every failure to fetch or start a remote (RemoteLoadError, thrown from the lazy component's load
 * promise); anything else the remote throws while rendering is a crash.
 */
export function remoteFailureScreen(error: unknown): RemoteFailureScreen {
  return error instanceof RemoteLoadError || isCodeDownloadFailure(error) ? 'load-failed' : 'crashed';
}
