// /_xo/<path>: static assets (images) that ship inside app releases, under each app's public/_xo/.
// The live version of each app is searched in turn, so a marketing release brings its own images
// and a rollback takes them back with it.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ReleaseStore } from '../release/release-store';

export const ASSET_PREFIX = '/_xo/';
const SEARCH_ORDER = ['marketing', 'business', 'quiz', 'dashboard', 'ops'];
const SAFE_ASSET = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** Absolute path of a live asset, or null. Rejects anything that could leave the asset folders. */
export async function resolveAsset(store: ReleaseStore, assetPath: string): Promise<string | null> {
  if (!assetPath.startsWith(ASSET_PREFIX)) return null;
  const relative = assetPath.slice(ASSET_PREFIX.length);
  if (!SAFE_ASSET.test(relative) || relative.split('/').some((part) => part === '..' || part === '.' || part === ''))
    return null;
  const manifest = await store.readManifest();
  const dirs = [
    ...SEARCH_ORDER.map((key) => manifest.remotes[key]?.entry)
      .filter((e): e is string => !!e)
      .map((entry) => path.posix.dirname(entry)),
    ...(manifest.shell ? [path.posix.dirname(manifest.shell.index)] : []),
  ];
  for (const dir of dirs) {
    const file = path.join(store.root, dir, '_xo', relative);
    try {
      const stat = await fs.stat(file);
      if (stat.isFile()) return file;
    } catch {
      // not in this app
    }
  }
  return null;
}
