import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { IntroPage } from '../ui/IntroPage';
import { NotFound } from '../ui/not-found-lazy';
import { PageLoading } from '../ui/PageLoading';
import type { PageMeta } from '../ui/page-meta';
import { QueryScope } from '../query/QueryScope';
import { RemoteRoot } from './RemoteRoot';
import { RouteRendered } from './route-rendered';

/** Routes for pages that are, for now, their title and purpose. */
export function introPageRoutes(
  pages: ReadonlyArray<{ path: string; title: string; purpose: string }>,
): RemotePageRoute[] {
  return pages.map(({ path, title, purpose }) => ({ path, Page: () => <IntroPage title={title} purpose={purpose} /> }));
}

export interface RemotePageRoute {
  path: string;
  Page: ComponentType;
  /** The page's title and description, known without rendering (for prerendered HTML). */
  meta?: PageMeta;
}

interface RemoteAppProps {
  name: string;
  version: string;
  react: unknown;
  loadReactQuery: () => Promise<typeof import('@tanstack/react-query')>;
  routes: readonly RemotePageRoute[];
  /**
   * 'app' (default): every page sits in a QueryScope. 'page': the remote scopes the parts that fetch
   * itself, so pages that fetch nothing never load React Query (the public pages do this).
   */
  queryScope?: 'app' | 'page';
}

/**
 * A remote's top level: its marker, its pages by path (the shell renders it outside any <Route>,
 * so paths are absolute), and the 404 page for any sub-path it does not know.
 */
export function RemoteApp({ name, version, react, loadReactQuery, routes, queryScope = 'app' }: RemoteAppProps) {
  const pages = (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
      <RouteRendered />
    </Suspense>
  );
  return (
    <RemoteRoot name={name} version={version} react={react} loadReactQuery={loadReactQuery}>
      {queryScope === 'app' ? <QueryScope fallback={<PageLoading />}>{pages}</QueryScope> : pages}
    </RemoteRoot>
  );
}
