// Each page is its own chunk. A page that fetches sits in a QueryScope of its own, so pages that fetch
// nothing (the business home, the guides) never load React Query before they are usable.
import { QueryScope } from '@tailwise/shared';
import { lazy, useState, type ComponentType } from 'react';
import { BusinessNav } from './BusinessNav';

type PageModule = { default: ComponentType };

interface LazyPageOptions {
  /**
   * The page uses React Query hooks. Without a fallback, the scope suspends to the remote's boundary,
   * so a prerendered page is replaced only once the app's copy has rendered.
   */
  queries?: boolean;
  /** The business section's navigation above the page (the employer, HR and broker pages). */
  nav?: boolean;
}

export function lazyPage(load: () => Promise<PageModule>, { queries = false, nav = false }: LazyPageOptions = {}) {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  function BusinessPage() {
    // Chosen once per mount, so a re-render never swaps the component type (and loses its state).
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    const page = queries ? (
      <QueryScope>
        <Page />
      </QueryScope>
    ) : (
      <Page />
    );
    return nav ? (
      <>
        <BusinessNav />
        {page}
      </>
    ) : (
      page
    );
  }
  return BusinessPage;
}
