// Renders every public page to HTML at build time (packages/build-tools/prerender.cjs runs this in Node).
import { publicPaths } from '@tailwise/shared';
import { prerenderRoutes, type PrerenderedPage } from '@tailwise/shared/prerender';
import MarketingApp from '../App';
import { prerenderEntries } from '../prerender-manifest';

export function prerenderPages(): Promise<PrerenderedPage[]> {
  return prerenderRoutes(
    'marketing',
    MarketingApp,
    // /vetalk only redirects for a first-time visitor while its flag is off: nothing worth serving.
    prerenderEntries().map((entry) => ({ ...entry, optional: entry.path === publicPaths.vetalk })),
  );
}
