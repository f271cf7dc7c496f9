// Keeps the page a signed-in customer is looking at with their last visit, for the first script to draw on their next
// visit (last-page.ts). Only their own dashboard pages, only once the app shows them (never a picture still standing
// in for it), and without what must not come back: scripts, open dialogs, live messages (a "claim sent" notice) and
// anything typed into a field.
import { LAST_VISIT_KEY } from './last-visit-key';
import { isLastPagePath, isObject, lastPageKey, type LastPage } from './last-page';

/** At most this many pages are kept, the most recently seen: the dashboard's five tabs and a claim or two. */
export const LAST_PAGES_KEPT = 7;
/** A page whose markup and styles are longer than this is not kept (localStorage is small and shared). */
export const LAST_PAGE_MAX_CHARS = 150_000;

const REMOVED = 'script, iframe, object, embed, dialog, [role="dialog"], [role="alertdialog"], template';
const EMPTIED = '[aria-live], [role="alert"], [role="status"]';
const CLASS_NAME = /css-[\w-]+/g;

/** The app's page as it stands, or null while it is not on screen (not yet taken over, or hidden). */
export function pictureOfPage(doc: Document): Pick<LastPage, 'html' | 'css'> | null {
  const app = doc.getElementById('app') ?? doc.getElementById('root');
  if (!app || app.hidden || app.hasAttribute('data-prerendered') || !app.firstElementChild) return null;
  const copy = app.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(REMOVED)) element.remove();
  for (const element of copy.querySelectorAll(EMPTIED)) element.replaceChildren();
  for (const field of copy.querySelectorAll('input')) {
    field.removeAttribute('value');
    field.removeAttribute('checked');
  }
  for (const field of copy.querySelectorAll('textarea')) field.replaceChildren();
  for (const element of copy.querySelectorAll('[autofocus]')) element.removeAttribute('autofocus');
  const html = copy.innerHTML;
  // The page's styles are Emotion's rules, inserted at run time: those its markup uses, and those that name no class.
  const used = new Set(html.match(CLASS_NAME) ?? []);
  const rules: string[] = [];
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    let list: CSSRuleList;
    try {
      list = style.sheet?.cssRules ?? ([] as unknown as CSSRuleList);
    } catch {
      continue;
    }
    for (const rule of Array.from(list)) {
      const names = rule.cssText.match(CLASS_NAME);
      if (!names || names.some((name) => used.has(name))) rules.push(rule.cssText);
    }
  }
  return { html, css: rules.join('\n') };
}

/**
 * Keeps the page at `pathname` with `uid`'s last visit: only into that customer's kept visit (never another's, nor
 * one that is not there: signed out, nothing is kept), and within the page and size limits, the oldest dropped first.
 */
export function keepLastPage(uid: string, pathname: string, doc: Document = document, now = Date.now()): boolean {
  if (!isLastPagePath(pathname)) return false;
  const picture = pictureOfPage(doc);
  if (!picture || picture.html.length + picture.css.length > LAST_PAGE_MAX_CHARS) return false;
  let visit: unknown;
  try {
    visit = JSON.parse(localStorage.getItem(LAST_VISIT_KEY) ?? 'null');
  } catch {
    return false;
  }
  if (!isObject(visit) || !isObject(visit.user) || visit.user.uid !== uid) return false;
  const pages: Record<string, unknown> = isObject(visit.pages) ? { ...visit.pages } : {};
  pages[lastPageKey(pathname)] = { ...picture, savedAt: now };
  const newestFirst = Object.entries(pages)
    .filter(([, page]) => isObject(page) && typeof page.savedAt === 'number')
    .sort(([, a], [, b]) => (b as LastPage).savedAt - (a as LastPage).savedAt)
    .slice(0, LAST_PAGES_KEPT);
  // Fewer pages rather than none when storage is nearly full.
  for (let count = newestFirst.length; count > 0; count--) {
    try {
      localStorage.setItem(
        LAST_VISIT_KEY,
        JSON.stringify({ ...visit, pages: Object.fromEntries(newestFirst.slice(0, count)) }),
      );
      return true;
    } catch {
      // over the quota: try with one page fewer
    }
  }
  return false;
}
