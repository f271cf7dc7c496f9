// A returning customer's dashboard page as they last saw it, kept with their last visit (last-visit-store) and drawn
// by the first script (src/last-page.ts) before the app has loaded, so they read their page at once rather than a
// blank one for the seconds the app takes on a cheap phone. One rule for which pages, read by the part that keeps
// them (keep-last-page.ts), that first script, and the gateway, which adds the script to those pages' documents.
// Imports nothing: it is in the first script.

/** Older than the last visit's answers may be, a picture is not drawn either. */
export const LAST_PAGE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** The customer's own pages, which only they see: the dashboard and every page under it. */
export function isLastPagePath(pathname: string): boolean {
  return /^\/dashboard(\/|$)/.test(pathname);
}

/** The key a page is kept under: its path without a trailing slash. */
export const lastPageKey = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export interface LastPage {
  /** The app's markup as it stood, without scripts, dialogs, live messages or typed values. */
  html: string;
  /** The rules of the page's styles that its markup uses. */
  css: string;
  savedAt: number;
}

/** A plain object's fields, for checking what was read back from storage. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The picture kept in `lastVisit` (the parsed tailwise.lastVisit) for this path, or null. */
export function lastPageFor(lastVisit: unknown, pathname: string, now: number): LastPage | null {
  if (!isLastPagePath(pathname) || !isObject(lastVisit) || !isObject(lastVisit.pages)) return null;
  const page = lastVisit.pages[lastPageKey(pathname)];
  if (!isObject(page) || typeof page.html !== 'string' || typeof page.css !== 'string') return null;
  if (typeof page.savedAt !== 'number' || now - page.savedAt > LAST_PAGE_MAX_AGE_MS || page.savedAt > now + 60_000)
    return null;
  return { html: page.html, css: page.css, savedAt: page.savedAt };
}
