// Loads /remotes.json: which versioned entry each remote is served from. The gateway writes the visitor's
// set into the page's document; otherwise (an older gateway, the dev server) it is fetched with no-store.
// Either way a release or rollback takes effect on the next page load, with no shell rebuild.
// Imported by main.ts before the async boundary, so it must not import shared modules.
import type { RemoteManifest, RemoteManifestEntry } from './remote-manifest-shape';

export type { RemoteManifest, RemoteManifestEntry };

export const REMOTE_MANIFEST_URL = '/remotes.json';
/** The gateway's copy of the visitor's /remotes.json in the document (gateway/src/server/document-releases.ts). */
export const INLINE_MANIFEST_ID = 'tailwise-remotes';

const NAME = /^[a-z][a-z0-9-]{0,40}$/;

export class RemoteManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteManifestError';
  }
}

/** Validates the manifest; entries that are not usable are dropped, not trusted. */
export function parseRemoteManifest(json: unknown): RemoteManifest {
  if (typeof json !== 'object' || json === null || !('remotes' in json)) {
    throw new RemoteManifestError('remotes.json has no "remotes" object');
  }
  const raw = (json as { remotes: unknown }).remotes;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RemoteManifestError('remotes.json "remotes" is not an object');
  }
  const remotes: Record<string, RemoteManifestEntry> = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!NAME.test(name) || typeof value !== 'object' || value === null) continue;
    const { entry, version } = value as Record<string, unknown>;
    if (typeof entry !== 'string' || !isEntryUrl(entry)) continue;
    remotes[name] = { entry, version: typeof version === 'string' ? version : 'unknown' };
  }
  return { remotes };
}

/** Same-origin paths or absolute http(s) URLs ending in .js. */
function isEntryUrl(entry: string): boolean {
  if (entry.startsWith('/') && !entry.startsWith('//')) return entry.endsWith('.js');
  try {
    const url = new URL(entry);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.endsWith('.js');
  } catch {
    return false;
  }
}

/**
 * The set the gateway wrote into this document, or null: none, unreadable, or a document the browser took from
 * its cache for Back or Forward, whose set may since have been rolled back.
 */
export function inlineRemoteManifest(doc: Document = document): RemoteManifest | null {
  const text = doc.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  const navigation = globalThis.performance?.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'back_forward') return null;
  try {
    return parseRemoteManifest(JSON.parse(text));
  } catch {
    return null;
  }
}

let pending: Promise<RemoteManifest> | null = null;

/**
 * Returns the manifest: the document's (once read), else a fetch started once. A failed fetch is forgotten so
 * "Try again" refetches.
 */
export function fetchRemoteManifest(
  fetchImpl: typeof fetch = (...a) => globalThis.fetch(...a),
): Promise<RemoteManifest> {
  if (!pending) {
    const inline = typeof document === 'undefined' ? null : inlineRemoteManifest();
    if (inline) return (pending = Promise.resolve(inline));
    const attempt = fetchImpl(REMOTE_MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new RemoteManifestError(`remotes.json answered ${res.status}`);
        return res.json() as Promise<unknown>;
      })
      .then(parseRemoteManifest);
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

/** Tests only. */
export function resetRemoteManifest() {
  pending = null;
}
