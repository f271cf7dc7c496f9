// A page's document carries the release set its visitor's /remotes.json would answer, and, on a page the gateway
// did not prerender, a preload of the remote entry that draws it: the browser then need not wait for the shell's
// start-up and a /remotes.json round trip before it starts downloading the page's remote.
import { quizFlowOfCheckout } from '../../../shared/src/routes/paths';
import { entryToPreload } from '../../../shell/src/features/federation/route-entry';
import { safeJson } from './shell-document';

/** The element the shell reads the set from (shell/src/features/federation/remote-manifest.ts). */
export const RELEASES_SCRIPT_ID = 'tailwise-remotes';

export interface VisitorManifest {
  remotes: Record<string, { version: string; entry: string }>;
  updatedAt?: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The entry the shell's entry script would preload for this address (the same rule: not on a prerendered page, a
 * marketing page, a route for a role, nor while a developer override in the query may point the remote elsewhere).
 * Nor on a quiz checkout: the first script sends a visitor with nothing stored (or, on a customer flow's checkout,
 * another flow's answers) to the flow's first question before the app starts (shell/src/app/empty-checkout.ts), which only the browser's storage can tell, so a preload in the
 * markup would download the quiz for a page that is never drawn. The shell's entry script, which runs only when
 * that script did not send the visitor on, preloads it there.
 */
export function entryToPreloadFor(manifest: VisitorManifest, url: string, prerendered: boolean): string | null {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at);
  if (quizFlowOfCheckout(pathname)) return null;
  return entryToPreload(manifest, { pathname, search, prerendered, storage: null });
}

/**
 * `html` with the visitor's set (data, not script: the CSP needs no inline-script exception) and the page's entry
 * preload at the end of its head. A document without a head (a shell too old to have one) is left as it is: the
 * shell then fetches /remotes.json.
 */
export function withReleaseSet(
  html: string,
  manifest: VisitorManifest,
  page: { url: string; prerendered: boolean },
): string {
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const entry = entryToPreloadFor(manifest, page.url, page.prerendered);
  // A plain <script src> (no crossorigin) is what the federation runtime adds for the entry; this matches it.
  const preload = entry ? `<link rel="preload" as="script" href="${escapeAttribute(entry)}" fetchpriority="high">` : '';
  const set = `<script type="application/json" id="${RELEASES_SCRIPT_ID}">${safeJson(manifest)}</script>`;
  return `${html.slice(0, at)}${set}${preload}${html.slice(at)}`;
}
