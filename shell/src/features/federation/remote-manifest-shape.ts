// What /remotes.json holds, as types alone: the rules that read it (route-entry.ts, remote-overrides-core.ts) are
// shared with the gateway, which has no DOM types, so they must not pull in the browser code that fetches it.

export interface RemoteManifestEntry {
  entry: string;
  version: string;
}

export interface RemoteManifest {
  remotes: Record<string, RemoteManifestEntry>;
}
