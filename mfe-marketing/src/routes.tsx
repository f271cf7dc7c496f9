import { publicPaths, QueryScope, type RemotePageRoute } from '@tailwise/shared';
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { loadArticleBody } from './features/blog/article-preload';

type PageModule = { default: ComponentType };

const preloaders = new Map<ComponentType, () => Promise<void>>();

/**
 * Each page is its own chunk (React.lazy), so the home page's first load carries only the home page;
 * the contact form (react-hook-form, zod) and everything else load when their route is visited.
 *
 * A page whose chunk was loaded beforehand (preloadMarketingPage) renders at once instead of through
 * React.lazy: a prerender then needs no Suspense boundary swap, and hydration does not suspend.
 * After a page mounts, a #hash in the URL scrolls to its target (links such as /pet-insurance-plans#example-price).
 */
/** `queries`: the page fetches with React Query, so it renders inside a QueryScope (see App.tsx). */
function page(load: () => Promise<PageModule>, { queries = false }: { queries?: boolean } = {}): ComponentType {
  let loaded: ComponentType | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function MarketingPage() {
    // Chosen once per mount, so a later re-render never swaps the component type (and its state).
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    const { hash } = useLocation();
    useEffect(() => {
      if (!hash) return;
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView?.({ block: 'start' });
    }, [hash]);
    // No fallback of its own: the page counts as rendered (and takes over its prerendered HTML)
    // only once React Query and the page have both loaded.
    return queries ? (
      <QueryScope>
        <Page />
      </QueryScope>
    ) : (
      <Page />
    );
  }
  preloaders.set(MarketingPage, () => loadAndKeep().then(() => undefined));
  return MarketingPage;
}

export const marketingRoutes: RemotePageRoute[] = [
  { path: publicPaths.home, Page: page(() => import(/* webpackChunkName: "page-home" */ './features/home/HomePage')) },
  {
    path: publicPaths.insurancePlans,
    Page: page(
      () => import(/* webpackChunkName: "page-insurance-plans" */ './features/insurance-plans/InsurancePlansPage'),
      { queries: true },
    ),
  },
  {
    path: publicPaths.wellnessPlans,
    Page: page(
      () => import(/* webpackChunkName: "page-wellness-plans" */ './features/wellness-plans/WellnessPlansPage'),
      { queries: true },
    ),
  },
  { path: publicPaths.faq, Page: page(() => import(/* webpackChunkName: "page-faq" */ './features/faq/FaqPage')) },
  {
    path: publicPaths.reviews,
    Page: page(() => import(/* webpackChunkName: "page-reviews" */ './features/reviews/ReviewsPage')),
  },
  {
    path: publicPaths.blog,
    Page: page(() => import(/* webpackChunkName: "page-blog" */ './features/blog/BlogIndexPage')),
  },
  {
    path: publicPaths.blogArticle,
    Page: page(() => import(/* webpackChunkName: "page-blog-article" */ './features/blog/BlogArticlePage')),
  },
  {
    path: publicPaths.careers,
    Page: page(() => import(/* webpackChunkName: "page-careers" */ './features/careers/CareersPage')),
  },
  {
    path: publicPaths.workWithUs,
    Page: page(() => import(/* webpackChunkName: "page-work-with-us" */ './features/work-with-us/WorkWithUsPage')),
  },
  {
    path: publicPaths.contact,
    Page: page(() => import(/* webpackChunkName: "page-contact" */ './features/contact/ContactPage')),
  },
  {
    path: publicPaths.vetalk,
    Page: page(() => import(/* webpackChunkName: "page-vetalk" */ './features/vetalk/VetalkPage')),
  },
  {
    path: publicPaths.productUnavailable,
    Page: page(
      () =>
        import(
          /* webpackChunkName: "page-product-unavailable" */ './features/product-unavailable/ProductUnavailablePage'
        ),
    ),
  },
  {
    path: publicPaths.privacyPolicy,
    Page: page(() => import(/* webpackChunkName: "page-privacy" */ './features/legal/PrivacyPolicyPage')),
  },
  {
    path: publicPaths.terms,
    Page: page(() => import(/* webpackChunkName: "page-terms" */ './features/legal/TermsPage')),
  },
  {
    path: publicPaths.californiaDisclosure,
    Page: page(() => import(/* webpackChunkName: "page-disclosure-ca" */ './features/legal/CaliforniaDisclosurePage')),
  },
  {
    path: publicPaths.notFound,
    Page: page(() => import(/* webpackChunkName: "page-not-found" */ './features/not-found/NotFoundPage')),
  },
];

/** Loads the chunk of the page that renders `pathname` (the 404 page for an unknown path), so it renders without suspending. */
export async function preloadMarketingPage(pathname: string): Promise<void> {
  const route =
    marketingRoutes.find((r) => matchPath(r.path, pathname)) ??
    marketingRoutes.find((r) => r.path === publicPaths.notFound)!;
  const article = matchPath(publicPaths.blogArticle, pathname);
  await Promise.all([
    preloaders.get(route.Page)?.(),
    article?.params.slug ? loadArticleBody(article.params.slug) : null,
  ]);
}
