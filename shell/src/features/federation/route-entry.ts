// Which remote entry a page should ask for before the app starts: one rule, read by the shell's entry script
// (preload-route-remote.ts) and by the gateway, which writes the same preload into the page's document. So it
// touches no DOM and imports nothing shared at run time.
import { remoteRouteOwningPath } from '../routing/remote-routes';
import { mayHaveRemoteOverrides, type StorageReader } from './remote-overrides-core';

/** A remotes.json (remote-manifest.ts's RemoteManifest), as far as this reads it. */
interface EntryManifest {
  remotes: Record<string, { entry: string } | undefined>;
}

interface PageState {
  pathname: string;
  search: string;
  /** Whether the document arrived with a prerendered page (its remote loads after the page's images). */
  prerendered: boolean;
  /** Where developer overrides may be stored; null where storage is blocked or unknown (the gateway). */
  storage: StorageReader | null;
}

/**
 * The entry to fetch early for this page, or null: prerendered pages, marketing routes, developer overrides, and
 * routes for a role (the claims staff's /ops): this runs before anyone's role is known, and such a remote loads
 * only once the shell has seen the role, so a visitor or a customer never downloads any of it.
 */
export function entryToPreload(manifest: EntryManifest, page: PageState): string | null {
  if (page.prerendered || mayHaveRemoteOverrides(page.search, page.storage)) return null;
  const route = remoteRouteOwningPath(page.pathname);
  if (!route || route.requiredRole !== undefined) return null;
  return manifest.remotes[route.remote]?.entry || null;
}
