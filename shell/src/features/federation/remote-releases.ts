// Which version of each remote this page registered, so an error from a remote is reported with
// that remote's own release (the page's Sentry release is the product's): the gateway's canary
// watch counts errors per remote version by this tag.
import type { RemoteName } from '@tailwise/shared';

/** The tag key; its value is `<remote>@<version>` (gateway/src/release/canary.ts reads it). */
export const REMOTE_RELEASE_TAG = 'remote_release';

const versions = new Map<RemoteName, string>();

export function setRemoteVersions(remotes: Partial<Record<RemoteName, { version: string }>>): void {
  versions.clear();
  for (const [name, remote] of Object.entries(remotes) as [RemoteName, { version: string } | undefined][]) {
    if (remote) versions.set(name, remote.version);
  }
}

/** `{ remote_release: 'quiz@1.4.0-ab12cd34ef' }` for a registered remote, else nothing. */
export function remoteReleaseTags(remote: RemoteName): Record<string, string> {
  const version = versions.get(remote);
  return version ? { [REMOTE_RELEASE_TAG]: `${remote}@${version}` } : {};
}
