// A signed-in customer's dashboard page gets the shell's last-page script before start.js: it draws the page as they
// last saw it, kept in their browser, while the app loads (shell/src/last-page.ts). Only a shell whose document names
// the script (its start.js tag's data-last-page) has one, so a rollback to an older shell adds nothing.
import { isLastPagePath } from '../../../shell/src/features/auth/last-visit/last-page';

const START_SCRIPT_NAMING_LAST_PAGE = /<script\b[^>]*\bdata-last-page="([^"]+)"[^>]*><\/script>/;

/**
 * `html` with `<script defer src=last-page.js>` just before the shell's start script (defer scripts run in document
 * order, so the picture is drawn before start.js looks for a prerendered page), or `html` as it is: not signed in
 * (the hint cookie), a page the gateway prerendered, not a dashboard page, or a shell without the script.
 */
export function withLastPageScript(
  html: string,
  page: { url: string; signedIn: boolean; prerendered: boolean },
): string {
  if (!page.signedIn || page.prerendered) return html;
  const at = page.url.indexOf('?');
  if (!isLastPagePath(at < 0 ? page.url : page.url.slice(0, at))) return html;
  const start = START_SCRIPT_NAMING_LAST_PAGE.exec(html);
  if (!start) return html;
  return `${html.slice(0, start.index)}<script defer src="${start[1]}"></script>${html.slice(start.index)}`;
}
