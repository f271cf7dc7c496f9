// Renders every public page to HTML at build time (packages/build-tools/prerender.cjs runs this in Node).
import { publicPaths } from '@tailwise/shared';
import { prerenderRoutes, type PrerenderedPage } from '@tailwise/shared/prerender';
import MarketingApp from '../App';
import { prerenderEntries } from '../prerender-manifest';

/**
 * Every public page is whole without the app (text, links, tables, the contact form, whose entries and press the
 * app takes over; a live price or reviews further down load once the visitor scrolls or the page has sat quiet),
 * so a first-time visitor's page starts the app on intent, as the business pages do. These start at once: the
 * reviews page is the API's reviews, and /vetalk waits for Remote Config.
 */
const startsAtOnce = new Set<string>([publicPaths.reviews, publicPaths.vetalk]);

export function prerenderPages(): Promise<PrerenderedPage[]> {
  return prerenderRoutes(
    'marketing',
    MarketingApp,
    // /vetalk waits for Remote Config for a first-time visitor: nothing worth serving.
    prerenderEntries().map((entry) => ({
      ...entry,
      optional: entry.path === publicPaths.vetalk,
      ...(startsAtOnce.has(entry.path) ? {} : { appStart: 'on-intent' as const }),
    })),
  );
}
