// Outside production, flags can be overridden for this tab: ?flag.vetalkEnabled=true (or false),
// kept in sessionStorage until ?flag.vetalkEnabled=off or the tab closes. Tests use this.
import { isFlagName, type FlagName } from '@tailwise/shared';

export const FLAG_OVERRIDES_KEY = 'tailwise.flagOverrides';
const PREFIX = 'flag.';

export type FlagOverrides = Partial<Record<FlagName, boolean>>;

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

function readStoredOverrides(storage: SessionStore): FlagOverrides {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(FLAG_OVERRIDES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([k, v]) => isFlagName(k) && typeof v === 'boolean'),
    ) as FlagOverrides;
  } catch {
    return {};
  }
}

export function resolveFlagOverrides({
  search,
  storage,
  production,
}: {
  search: string;
  storage: SessionStore;
  production: boolean;
}): FlagOverrides {
  if (production) return {};
  const overrides = readStoredOverrides(storage);
  let changed = false;
  for (const [param, raw] of new URLSearchParams(search)) {
    if (!param.startsWith(PREFIX)) continue;
    const name = param.slice(PREFIX.length);
    if (!isFlagName(name)) continue;
    const value = raw.trim().toLowerCase();
    if (value === 'true' || value === '1' || value === 'on') overrides[name] = true;
    else if (value === 'false' || value === '0') overrides[name] = false;
    else if (value === 'off' || value === 'reset' || value === '') delete overrides[name];
    else continue;
    changed = true;
  }
  if (changed) {
    try {
      if (Object.keys(overrides).length) storage?.setItem(FLAG_OVERRIDES_KEY, JSON.stringify(overrides));
      else storage?.removeItem(FLAG_OVERRIDES_KEY);
    } catch {
      // blocked storage: the override still applies to this page load
    }
  }
  return overrides;
}
