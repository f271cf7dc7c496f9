// Every public page and its path. Each page is its own chunk (lazyPage), so the home page's first load carries only
// the home page; the contact form (react-hook-form, zod) and everything else load when their route is visited. Each
// page sets its own title and description (src/meta/*.ts), so no page's chunk, nor this table, carries the others'.
import { publicPaths, type RemotePageRoute } from '@tailwise/shared';
import { lazyPage, type LazyPage, type LazyPageOptions } from '@tailwise/shared/lazy-page';
import { useEffect, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

/** After a page mounts, a #hash in the URL scrolls to its target (links such as /pet-insurance-plans#example-price). */
function ScrollToHash({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return children;
}

/**
 * Every public page scrolls to the address's #hash. A page that fetches with React Query adds `queries: true`
 * and renders inside a QueryScope (see App.tsx). A page whose chunk was loaded beforehand
 * (preloadMarketingPage) renders at once instead of through React.lazy: a prerender then needs no Suspense
 * boundary swap, and hydration does not suspend.
 */
const scrolls: LazyPageOptions = { layout: ScrollToHash };

export const marketingRoutes: Array<RemotePageRoute & { Page: LazyPage }> = [
  {
    path: publicPaths.home,
    Page: lazyPage(() => import(/* webpackChunkName: "page-home" */ './features/home/HomePage'), scrolls),
  },
  {
    path: publicPaths.insurancePlans,
    Page: lazyPage(
      () => import(/* webpackChunkName: "page-insurance-plans" */ './features/insurance-plans/InsurancePlansPage'),
      { ...scrolls, queries: true },
    ),
  },
  {
    path: publicPaths.wellnessPlans,
    Page: lazyPage(
      () => import(/* webpackChunkName: "page-wellness-plans" */ './features/wellness-plans/WellnessPlansPage'),
      { ...scrolls, queries: true },
    ),
  },
  {
    path: publicPaths.faq,
    Page: lazyPage(() => import(/* webpackChunkName: "page-faq" */ './features/faq/FaqPage'), scrolls),
  },
  {
    path: publicPaths.reviews,
    Page: lazyPage(() => import(/* webpackChunkName: "page-reviews" */ './features/reviews/ReviewsPage'), scrolls),
  },
  {
    path: publicPaths.blog,
    Page: lazyPage(() => import(/* webpackChunkName: "page-blog" */ './features/blog/BlogIndexPage'), scrolls),
  },
  {
    path: publicPaths.blogArticle,
    Page: lazyPage(
      () => import(/* webpackChunkName: "page-blog-article" */ './features/blog/BlogArticlePage'),
      scrolls,
    ),
  },
  {
    path: publicPaths.careers,
    Page: lazyPage(() => import(/* webpackChunkName: "page-careers" */ './features/careers/CareersPage'), scrolls),
  },
  {
    path: publicPaths.workWithUs,
    Page: lazyPage(
      () => import(/* webpackChunkName: "page-work-with-us" */ './features/work-with-us/WorkWithUsPage'),
      scrolls,
    ),
  },
  {
    path: publicPaths.contact,
    Page: lazyPage(() => import(/* webpackChunkName: "page-contact" */ './features/contact/ContactPage'), scrolls),
  },
  {
    path: publicPaths.vetalk,
    Page: lazyPage(() => import(/* webpackChunkName: "page-vetalk" */ './features/vetalk/VetalkPage'), scrolls),
  },
  {
    path: publicPaths.productUnavailable,
    Page: lazyPage(
      () =>
        import(
          /* webpackChunkName: "page-product-unavailable" */ './features/product-unavailable/ProductUnavailablePage'
        ),
      scrolls,
    ),
  },
  {
    path: publicPaths.privacyPolicy,
    Page: lazyPage(() => import(/* webpackChunkName: "page-privacy" */ './features/legal/PrivacyPolicyPage'), scrolls),
  },
  {
    path: publicPaths.terms,
    Page: lazyPage(() => import(/* webpackChunkName: "page-terms" */ './features/legal/TermsPage'), scrolls),
  },
  {
    path: publicPaths.californiaDisclosure,
    Page: lazyPage(
      () => import(/* webpackChunkName: "page-disclosure-ca" */ './features/legal/CaliforniaDisclosurePage'),
      scrolls,
    ),
  },
  {
    path: publicPaths.notFound,
    Page: lazyPage(() => import(/* webpackChunkName: "page-not-found" */ './features/not-found/NotFoundPage'), scrolls),
  },
];

/** Loads the chunk of the page that renders `pathname` (the 404 page for an unknown path), so it renders without suspending. */
export async function preloadMarketingPage(pathname: string): Promise<void> {
  const route =
    marketingRoutes.find((r) => matchPath(r.path, pathname)) ??
    marketingRoutes.find((r) => r.path === publicPaths.notFound)!;
  const article = matchPath(publicPaths.blogArticle, pathname);
  // The articles' loaders come with the first article: every other page's first render does without them.
  const slug = article?.params.slug;
  await Promise.all([
    route.Page.preload(),
    slug ? import('./features/blog/article-preload').then((m) => m.loadArticleBody(slug)) : null,
  ]);
}
