// A returning customer's last answers for the queries their pages keep (see @tailwise/shared/queries'
// keepForNextVisit), saved in this browser for that customer alone. Read on the next visit before Firebase has
// restored the session, so it holds who they were too; cleared when they sign out. Only reading who they were and
// clearing are here, in the first script; writing and restoring are last-visit-cache's, loaded after.
export const LAST_VISIT_KEY = 'tailwise.lastVisit';
export const LAST_VISIT_FORMAT = 1;
const FORMAT = LAST_VISIT_FORMAT;
/** Older than this, the page loads as if nothing was kept: two weeks-old cover or claims would mislead more than help. */
export const LAST_VISIT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
export interface LastVisitUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export interface LastVisitEntry {
  /** The query's hash (its key as React Query hashes it): the key holds the customer's uid. */
  hash: string;
  /** The contract the reading build was made with (keepForNextVisit's tag). */
  tag: string;
  data: unknown;
  /** When the API gave it (ms), so it counts as stale and is fetched again. */
  updatedAt: number;
}

export interface LastVisit {
  format: typeof FORMAT;
  user: LastVisitUser;
  savedAt: number;
  /** Checked entry by entry where they are used (last-visit-cache), so this first script carries no more than the user. */
  entries: unknown[];
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isUser(value: unknown): value is LastVisitUser {
  return (
    isObject(value) &&
    typeof value.uid === 'string' &&
    value.uid !== '' &&
    (value.email === null || typeof value.email === 'string') &&
    typeof value.emailVerified === 'boolean'
  );
}

/** What was kept, or null when nothing was, it is too old, or it is not in this format. */
export function readLastVisit(now = Date.now()): LastVisit | null {
  let parsed: unknown;
  try {
    const raw = localStorage.getItem(LAST_VISIT_KEY);
    if (raw === null) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(parsed) || parsed.format !== FORMAT || !isUser(parsed.user) || typeof parsed.savedAt !== 'number') {
    return null;
  }
  if (now - parsed.savedAt > LAST_VISIT_MAX_AGE_MS || parsed.savedAt > now + 60_000) return null;
  const entries: unknown[] = Array.isArray(parsed.entries) ? parsed.entries : [];
  return { format: FORMAT, user: parsed.user, savedAt: parsed.savedAt, entries };
}

export function clearLastVisit() {
  try {
    localStorage.removeItem(LAST_VISIT_KEY);
  } catch {
    // storage blocked: nothing was kept either
  }
}
