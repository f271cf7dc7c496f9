/** Entries, manifests and documents must be revalidated; content-hashed chunks never change. */
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const MUTABLE_NAMES = new Set(['remoteEntry.js', 'index.html', 'release.json', 'mf-manifest.json', 'remotes.json']);

export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? '';
  const logical = name.replace(/\.(br|gz)$/, '');
  if (MUTABLE_NAMES.has(logical)) return NO_CACHE;
  return /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/.test(logical) ? IMMUTABLE : 'public, max-age=3600';
}
