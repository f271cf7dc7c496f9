// Every public page and its path. Each page is its own chunk (lazyPage), so the home page's first load carries only
// the home page; the contact form (react-hook-form, zod) and everything else load when their route is visited. Each
// page sets its own title and description (src/meta/*.ts), so no page's chunk, nor this table, carries the others'.
import { publicPaths, type RemotePageRoute } from '@tailwise/shared';
import { lazyPage, type LazyPage } from '@tailwise/shared/lazy-page';
import { useEffect, type ComponentType, type ReactNode } from 'react';
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
 * A public page: its own chunk (lazyPage), scrolled to the address's #hash once mounted; `queries` when it
 * fetches with React Query, so it renders inside a QueryScope (see App.tsx). A page whose chunk was loaded
 * beforehand (preloadMarketingPage) renders at once instead of through React.lazy: a prerender then needs no
 * Suspense boundary swap, and hydration does not suspend. Written as a call per page, the table stays short in
 * the app's first chunk.
 */
const page = (path: string, load: () => Promise<{ default: ComponentType }>, queries = false) => ({
  path,
  Page: lazyPage(load, { layout: ScrollToHash, queries }),
});

export const marketingRoutes: Array<RemotePageRoute & { Page: LazyPage }> = [
  page(publicPaths.home, () => import(/* webpackChunkName: "page-home" */ './features/home/HomePage')),
  page(
    publicPaths.insurancePlans,
    () => import(/* webpackChunkName: "page-insurance-plans" */ './features/insurance-plans/InsurancePlansPage'),
    true,
  ),
  page(
    publicPaths.wellnessPlans,
    () => import(/* webpackChunkName: "page-wellness-plans" */ './features/wellness-plans/WellnessPlansPage'),
    true,
  ),
  page(publicPaths.faq, () => import(/* webpackChunkName: "page-faq" */ './features/faq/FaqPage')),
  page(publicPaths.reviews, () => import(/* webpackChunkName: "page-reviews" */ './features/reviews/ReviewsPage')),
  page(publicPaths.blog, () => import(/* webpackChunkName: "page-blog" */ './features/blog/BlogIndexPage')),
  page(
    publicPaths.blogArticle,
    () => import(/* webpackChunkName: "page-blog-article" */ './features/blog/BlogArticlePage'),
  ),
  page(publicPaths.careers, () => import(/* webpackChunkName: "page-careers" */ './features/careers/CareersPage')),
  page(
    publicPaths.workWithUs,
    () => import(/* webpackChunkName: "page-work-with-us" */ './features/work-with-us/WorkWithUsPage'),
  ),
  page(publicPaths.contact, () => import(/* webpackChunkName: "page-contact" */ './features/contact/ContactPage')),
  page(publicPaths.vetalk, () => import(/* webpackChunkName: "page-vetalk" */ './features/vetalk/VetalkPage')),
  page(
    publicPaths.productUnavailable,
    () =>
      import(
        /* webpackChunkName: "page-product-unavailable" */ './features/product-unavailable/ProductUnavailablePage'
      ),
  ),
  page(
    publicPaths.privacyPolicy,
    () => import(/* webpackChunkName: "page-privacy" */ './features/legal/PrivacyPolicyPage'),
  ),
  page(publicPaths.terms, () => import(/* webpackChunkName: "page-terms" */ './features/legal/TermsPage')),
  page(
    publicPaths.californiaDisclosure,
    () => import(/* webpackChunkName: "page-disclosure-ca" */ './features/legal/CaliforniaDisclosurePage'),
  ),
  page(
    publicPaths.notFound,
    () => import(/* webpackChunkName: "page-not-found" */ './features/not-found/NotFoundPage'),
  ),
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
