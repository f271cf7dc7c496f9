// On a page the gateway did not prerender (checkout, the enrollment steps, a signed-in dashboard), the
// owning remote's entry is on the critical path to the first paint of content. The shell only asks for it
// once React, the shared library and the app have started and the route has rendered; this asks for it as
// soon as remotes.json answers, so the download runs while the app starts. The entry is the one the
// visitor's manifest names (their canary cohort's), so the release's canary counts are unchanged.
// Imported by main.ts before the async boundary: no shared modules.
export { entryToPreload } from './route-entry';

/**
 * Adds `<link rel="preload" as="script">` for the entry: the federation runtime later adds a plain
 * `<script src>` for the same address (no crossorigin attribute, as here), which takes the preloaded file.
 */
export function preloadEntry(entry: string, doc: Document = document): void {
  const links = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));
  if (links.some((link) => link.getAttribute('href') === entry)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = entry;
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}
