// The part of developer overrides every page needs: where they are read from (so the shell can tell
// cheaply whether to load the rest, remote-overrides.ts) and how they apply to the manifest.
import type { RemoteManifest } from './remote-manifest-shape';

export type RemoteOverrides = Record<string, string>;
/** What of Storage is read here; structural, so the gateway (no DOM types) can share route-entry.ts. */
export type StorageReader = { getItem(key: string): string | null };
export const REMOTE_OVERRIDES_STORAGE_KEY = 'tailwise.remoteOverrides';
export const REMOTE_OVERRIDE_PARAM_PREFIX = 'remote.';

export function mayHaveRemoteOverrides(search: string, storage: StorageReader | null): boolean {
  if (new RegExp(`[?&]${REMOTE_OVERRIDE_PARAM_PREFIX.replace('.', '\\.')}`).test(search)) return true;
  try {
    return Boolean(storage?.getItem(REMOTE_OVERRIDES_STORAGE_KEY));
  } catch {
    return false;
  }
}

export function applyRemoteOverrides(manifest: RemoteManifest, overrides: RemoteOverrides): RemoteManifest {
  const remotes = { ...manifest.remotes };
  for (const [name, entry] of Object.entries(overrides)) remotes[name] = { entry, version: 'override' };
  return { remotes };
}
