// Renders every public page to HTML at build time (shared/build/prerender.cjs runs this in Node).
import { fullTitle } from '@tailwise/shared';
import { renderToHtml, ServerProviders, type PrerenderedPage } from '@tailwise/shared/prerender';
import MarketingApp from '../App';
import { prerenderEntries } from '../prerender-manifest';

export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const entry of prerenderEntries()) {
    const html = await renderToHtml(
      <ServerProviders location={entry.path}>
        <MarketingApp />
      </ServerProviders>,
    );
    // A page that only redirects for a first-time visitor (e.g. /vetalk while its flag is off) has
    // nothing worth serving before the app runs.
    if (html.includes('<h1'))
      pages.push({ path: entry.path, html, meta: { ...entry.meta, title: fullTitle(entry.meta.title) } });
  }
  return pages;
}
