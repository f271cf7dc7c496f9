// A returning customer's last answers for the queries their pages keep (see @tailwise/shared/queries'
// keepForNextVisit), saved in this browser for that customer alone. Read on the next visit before Firebase has
// restored the session, so it holds who they were too; cleared when they sign out (last-visit-key, the only part in
// the first script). Loaded with last-visit-cache, after the page has started.
import { isObject } from './last-page';
import { LAST_VISIT_KEY } from './last-visit-key';

const FORMAT = 1;
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
  /** The pages as the customer last saw them, by path (last-page.ts; checked where they are drawn). */
  pages?: unknown;
}

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
  return { format: FORMAT, user: parsed.user, savedAt: parsed.savedAt, entries, pages: parsed.pages };
}

/** localStorage is small and shared with the quiz's cart: the largest answers are dropped to stay under this. */
export const LAST_VISIT_MAX_CHARS = 200_000;

export function isEntry(value: unknown): value is LastVisitEntry {
  return (
    isObject(value) &&
    typeof value.hash === 'string' &&
    typeof value.tag === 'string' &&
    typeof value.updatedAt === 'number' &&
    'data' in value
  );
}

/**
 * Keeps the customer's answers, merged over what was kept for the same customer before (a page visited last time
 * keeps its answers while another is visited now); another customer's are replaced, never merged.
 */
export function writeLastVisit(user: LastVisitUser, fresh: LastVisitEntry[], now = Date.now()) {
  const before = readLastVisit(now);
  const same = before?.user.uid === user.uid;
  const byHash = new Map<string, LastVisitEntry>();
  if (same) for (const entry of before.entries.filter(isEntry)) byHash.set(entry.hash, entry);
  for (const entry of fresh) byHash.set(entry.hash, entry);
  let entries = [...byHash.values()].filter((e) => now - e.updatedAt <= LAST_VISIT_MAX_AGE_MS);
  let text = JSON.stringify({ format: FORMAT, user, savedAt: now, entries });
  while (text.length > LAST_VISIT_MAX_CHARS && entries.length > 0) {
    const sizes = entries.map((e) => JSON.stringify(e).length);
    const largest = sizes.indexOf(Math.max(...sizes));
    entries = entries.filter((_, i) => i !== largest);
    text = JSON.stringify({ format: FORMAT, user, savedAt: now, entries });
  }
  // The same customer's pages stay (keep-last-page.ts limits them); another customer's go with their answers.
  const pages = same ? before.pages : undefined;
  try {
    localStorage.setItem(
      LAST_VISIT_KEY,
      pages ? JSON.stringify({ format: FORMAT, user, savedAt: now, entries, pages }) : text,
    );
  } catch {
    try {
      localStorage.setItem(LAST_VISIT_KEY, text);
    } catch {
      // storage full or blocked: the next visit loads its data as a first one does
    }
  }
}
