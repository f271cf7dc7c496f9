// @tailwise/shared/lazy-page: how every remote declares its pages, so a route table reads the same in each:
// `{ path, Page: lazyPage(() => import('./features/<feature>/<Page>'), { meta: { title } }) }`. Each page is a
// chunk of its own, loaded when its route is visited, and its meta is the document title. A bundled subpath,
// not the singleton root: a remote ships changes to it without a shell release.
import { QueryScope, useApiClient, usePageMeta, type ApiClient, type PageMeta } from '@tailwise/shared';
import { lazy, useState, type ComponentType, type ReactNode } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPageOptions {
  /**
   * The page's document title and description. A page whose title depends on what it shows (an article,
   * a claim) sets that one with usePageMeta, over this.
   */
  meta?: PageMeta;
  /**
   * The page uses React Query hooks, in a remote whose pages are not all in one QueryScope (RemoteApp's
   * queryScope="page"). Without a fallback, the scope suspends to the remote's boundary, so a prerendered
   * page is replaced only once the app's copy has rendered.
   */
  queries?: boolean;
  /** What the remote puts around the page: a section's navigation, a scroll to the address's #hash. */
  layout?: ComponentType<{ children: ReactNode }>;
  /**
   * Starts what the page waits for before it draws (its one request), beside its chunk rather than after it:
   * the page then finds it under way (the same promise, kept by whoever starts it).
   */
  prefetch?: (client: ApiClient) => unknown;
}

/** A page component that loads its chunk on first render, or beforehand with preload(). */
export type LazyPage = ComponentType & {
  /** Loads the page's chunk, so that it then renders at once (a prerender, hydration) instead of suspending. */
  preload: () => Promise<unknown>;
};

/** Rendered before the page: its effect runs before the page's own, so a title the page sets from its data wins. */
function RouteMeta({ meta }: { meta: PageMeta }) {
  usePageMeta(meta);
  return null;
}

/** Rendered before the page, so its request starts in the same render as the page's chunk, not once it has loaded. */
function Prefetch({ prefetch }: { prefetch: (client: ApiClient) => unknown }) {
  const client = useApiClient();
  useState(() => prefetch(client));
  return null;
}

export function lazyPage(
  load: () => Promise<PageModule>,
  { meta, queries, layout: Layout, prefetch }: LazyPageOptions = {},
): LazyPage {
  let loaded: ComponentType | null = null;
  // Small on purpose: it is in every remote's first-render chunk, once per page of its route table.
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function LoadedPage() {
    // Chosen once per mount, so a re-render never swaps the component type (and loses its state).
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    let page = <Page />;
    if (queries) page = <QueryScope>{page}</QueryScope>;
    if (Layout) page = <Layout>{page}</Layout>;
    return (
      <>
        {meta && <RouteMeta meta={meta} />}
        {prefetch && <Prefetch prefetch={prefetch} />}
        {page}
      </>
    );
  }
  LoadedPage.preload = preload;
  return LoadedPage;
}
