// What the release-time prerender renders: every public page, and every blog article under its own
// title and description. Static data only (no rendering, no browser APIs), so it can run in Node.
import { publicPaths, type PageMeta } from '@tailwise/shared';
import { articles } from './features/blog/generated/blog-index';
import { metaByPath } from './page-meta';
import { marketingRoutes } from './routes';

/** Load a page's chunks before rendering it, so it renders in one pass (see routes.tsx). */
export { preloadMarketingPage, marketingRoutes } from './routes';

export interface PrerenderEntry {
  path: string;
  meta: PageMeta;
}

const PATTERN = /[:*]/;

export function prerenderEntries(): PrerenderEntry[] {
  const pages = marketingRoutes
    .filter((route) => !PATTERN.test(route.path))
    .map((route) => {
      const meta = metaByPath[route.path];
      if (!meta) throw new Error(`No title and description for ${route.path} (page-meta.ts)`);
      return { path: route.path, meta };
    });
  const posts = articles.map((a) => ({
    path: publicPaths.blogArticle.replace(':slug', a.slug),
    meta: { title: a.title, description: a.summary },
  }));
  return [...pages, ...posts];
}
