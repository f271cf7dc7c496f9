// Developer override: outside production, point the shell at a remote served elsewhere, e.g. the
// quiz team's dev server: http://localhost:8080/start?remote.quiz=http://localhost:3002
// The choice is kept in localStorage (key below) until cleared with ?remote.quiz=off.
import {
  REMOTE_OVERRIDE_PARAM_PREFIX,
  REMOTE_OVERRIDES_STORAGE_KEY,
  type RemoteOverrides,
} from './remote-overrides-core';

export {
  applyRemoteOverrides,
  REMOTE_OVERRIDE_PARAM_PREFIX,
  REMOTE_OVERRIDES_STORAGE_KEY,
  type RemoteOverrides,
} from './remote-overrides-core';
const CLEAR_VALUES = new Set(['', 'off', 'reset', 'none']);

interface ResolveOptions {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  production: boolean;
  knownRemotes: readonly string[];
}

/** http://localhost:3002 -> http://localhost:3002/remoteEntry.js; rejects anything not http(s). */
export function normaliseOverrideUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.pathname.endsWith('.js')) url.pathname = `${url.pathname.replace(/\/$/, '')}/remoteEntry.js`;
  return url.toString();
}

function readStored(storage: ResolveOptions['storage']): RemoteOverrides {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(REMOTE_OVERRIDES_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && normaliseOverrideUrl(e[1]) !== null,
      ),
    );
  } catch {
    return {};
  }
}

/** Merges stored overrides with ?remote.<name>=<url> parameters; production ignores both. */
export function resolveRemoteOverrides({ search, storage, production, knownRemotes }: ResolveOptions): RemoteOverrides {
  if (production) return {};
  const overrides = readStored(storage);
  let changed = false;
  for (const [param, value] of new URLSearchParams(search)) {
    if (!param.startsWith(REMOTE_OVERRIDE_PARAM_PREFIX)) continue;
    const name = param.slice(REMOTE_OVERRIDE_PARAM_PREFIX.length);
    if (!knownRemotes.includes(name)) continue;
    if (CLEAR_VALUES.has(value.trim().toLowerCase())) {
      delete overrides[name];
      changed = true;
      continue;
    }
    const url = normaliseOverrideUrl(value.trim());
    if (url) {
      overrides[name] = url;
      changed = true;
    }
  }
  for (const name of Object.keys(overrides)) if (!knownRemotes.includes(name)) delete overrides[name];
  if (changed) {
    try {
      if (Object.keys(overrides).length === 0) storage?.removeItem(REMOTE_OVERRIDES_STORAGE_KEY);
      else storage?.setItem(REMOTE_OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
    } catch {
      // Storage blocked: the override still applies to this page load.
    }
  }
  return overrides;
}
