// Renders the business pages to HTML at build time (packages/build-tools/prerender.cjs runs this in Node); the
// gateway serves them from the live business release inside the live shell's frame.
import { prerenderRoutes, type PrerenderedPage } from '@tailwise/shared/prerender';
import BusinessApp from '../App';
import { businessPrerenderRoutes } from '../prerender-manifest';

export function prerenderPages(): Promise<PrerenderedPage[]> {
  return prerenderRoutes('business', BusinessApp, businessPrerenderRoutes());
}
