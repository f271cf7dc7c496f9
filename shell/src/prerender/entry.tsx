// Renders the shell's layout (skip link, header, footer) around an empty page slot at build time.
// The gateway puts a remote's prerendered page into the slot.
import { renderToHtml, ServerProviders, type PrerenderedPage } from '@tailwise/shared/prerender';
import { Layout } from '../features/layout/Layout';

export const PAGE_SLOT = '<div data-prerender-slot="page"></div>';

export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const html = await renderToHtml(
    <ServerProviders location="/">
      <Layout>
        <div data-prerender-slot="page" />
      </Layout>
    </ServerProviders>,
  );
  if (!html.includes(PAGE_SLOT)) throw new Error('The layout frame has no page slot.');
  return [{ path: '/_frame', html, meta: { title: 'Tailwise' } }];
}
