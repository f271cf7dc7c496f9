import { getInstance } from '@module-federation/enhanced/runtime';
import { federationName, remoteNames, type RemoteName } from '@tailwise/shared';
import { fetchRemoteManifest, type RemoteManifest } from './remote-manifest';
import { applyRemoteOverrides, type RemoteOverrides } from './remote-overrides-core';
import { setRemoteVersions } from './remote-releases';

let registered: Promise<RemoteManifest> | null = null;

/** Registers every remote from remotes.json (plus developer overrides) with the federation runtime, once. */
export function ensureRemotesRegistered(overrides: RemoteOverrides): Promise<RemoteManifest> {
  if (!registered) {
    const attempt = fetchRemoteManifest().then((manifest) => {
      const merged = applyRemoteOverrides(manifest, overrides);
      setRemoteVersions(merged.remotes);
      const instance = getInstance();
      if (!instance) throw new Error('The federation runtime is not initialised.');
      instance.registerRemotes(
        remoteNames
          .filter((name) => merged.remotes[name])
          .map((name) => ({ name: federationName(name), entry: merged.remotes[name]!.entry })),
        { force: true },
      );
      return merged;
    });
    registered = attempt;
    attempt.catch(() => {
      if (registered === attempt) registered = null;
    });
  }
  return registered;
}

export function isRemoteInManifest(manifest: RemoteManifest, remote: RemoteName): boolean {
  return Boolean(manifest.remotes[remote]);
}
