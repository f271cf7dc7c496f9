import { loadRemote } from '@module-federation/enhanced/runtime';
import { errorReporter, federationName, type RemoteName } from '@tailwise/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ensureRemotesRegistered } from './register-remotes';
import { remoteReleaseTags } from './remote-releases';
import { isRemoteLoadFailure, RemoteLoadError, type RemoteFailureKind } from './remote-load-failure';
import type { RemoteOverrides } from './remote-overrides-core';

type RemoteAppModule = { default: ComponentType };

export interface LoadDeps {
  register: () => Promise<{ remotes: Record<string, unknown> }>;
  load: (id: string) => Promise<unknown>;
  sleep: (ms: number) => Promise<void>;
}

/** One retry after a short pause: enough for a blip, short enough not to leave users waiting. */
export const RETRY_DELAYS_MS = [600];

function classify(error: unknown): RemoteFailureKind {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ScriptNetworkError|timed out|Loading (script|chunk)|ChunkLoadError|RUNTIME-008/i.test(message)
    ? 'entry'
    : 'module';
}

/** Loads `<remote>/App`, retrying a bounded number of times; throws RemoteLoadError when it cannot. */
export async function loadRemoteApp(remote: RemoteName, deps: LoadDeps): Promise<RemoteAppModule> {
  let manifest;
  try {
    manifest = await deps.register();
  } catch (error) {
    throw new RemoteLoadError(remote, 'manifest', error);
  }
  if (!manifest.remotes[remote]) throw new RemoteLoadError(remote, 'missing', 'not in remotes.json');

  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await deps.sleep(RETRY_DELAYS_MS[attempt - 1]!);
    try {
      const loaded = await deps.load(`${federationName(remote)}/App`);
      if (isRemoteLoadFailure(loaded)) throw loaded.error;
      const mod = loaded as Partial<RemoteAppModule> | undefined;
      if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object') {
        throw new Error(`${remote}/App has no default export`);
      }
      return mod as RemoteAppModule;
    } catch (error) {
      lastError = error;
    }
  }
  throw new RemoteLoadError(remote, classify(lastError), lastError);
}

let overrides: RemoteOverrides = {};
const components = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

export function configureRemoteLoading(next: RemoteOverrides) {
  overrides = next;
}

const browserDeps: LoadDeps = {
  register: () => ensureRemotesRegistered(overrides),
  load: (id) => loadRemote(id),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The remote's App as a lazy component, loaded on first render and then kept. */
export function remoteAppComponent(remote: RemoteName): LazyExoticComponent<ComponentType> {
  let component = components.get(remote);
  if (!component) {
    component = lazy(() =>
      loadRemoteApp(remote, browserDeps).catch((error: unknown) => {
        errorReporter.captureException(error, {
          tags: {
            remote,
            failure: error instanceof RemoteLoadError ? error.kind : 'unknown',
            ...remoteReleaseTags(remote),
          },
        });
        throw error;
      }),
    );
    components.set(remote, component);
  }
  return component;
}

/** "Try again": drop the failed component so the next render loads the remote afresh. */
export function forgetRemoteApp(remote: RemoteName) {
  components.delete(remote);
}
