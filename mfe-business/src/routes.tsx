// Every path this remote owns and its page. Each page is its own chunk, so /business carries only the
// business home; pages that fetch say so (`queries: true`) and get React Query, the others never load it.
import { enrollmentPaths, type RemotePageRoute } from '@tailwise/shared';
import { lazyPage, type LazyPageOptions } from '@tailwise/shared/lazy-page';
import { WithBusinessNav } from './features/layout/BusinessNav';
import { PARTNER_RI, partnerAnswer } from './features/partner/partner-answer';
import { businessPagePaths as paths } from './features/layout/business-paths';

/**
 * The employer, HR and broker pages sit under the section's navigation. Each page sets its own title and
 * description (features/layout/page-meta.ts), so that this table, in the remote's first chunk, carries none.
 */
const nav: LazyPageOptions = { layout: WithBusinessNav };

/** The employer, broker and HR pages (prerendered: src/prerender-manifest.ts). */
export const businessPageRoutes: RemotePageRoute[] = [
  {
    path: paths.home,
    Page: lazyPage(() => import(/* webpackChunkName: "page-home" */ './features/home/HomePage'), nav),
  },
  {
    path: paths.blog,
    Page: lazyPage(() => import(/* webpackChunkName: "page-blog" */ './features/blog/BlogIndexPage'), nav),
  },
  {
    path: paths.blogArticle,
    Page: lazyPage(() => import(/* webpackChunkName: "page-blog-article" */ './features/blog/BlogArticlePage'), nav),
  },
  {
    path: paths.brokers,
    Page: lazyPage(() => import(/* webpackChunkName: "page-brokers" */ './features/brokers/BrokersPage'), nav),
  },
  {
    path: paths.contact,
    Page: lazyPage(() => import(/* webpackChunkName: "page-contact" */ './features/contact/ContactPage'), nav),
  },
  {
    path: paths.faq,
    Page: lazyPage(() => import(/* webpackChunkName: "page-faq" */ './features/faq/FaqPage'), nav),
  },
  {
    path: paths.hr,
    Page: lazyPage(() => import(/* webpackChunkName: "page-hr" */ './features/hr/HrGuidePage'), nav),
  },
  {
    path: paths.groupSuccess,
    Page: lazyPage(() => import(/* webpackChunkName: "page-success" */ './features/success/GroupSuccessPage'), nav),
  },
];

/**
 * Enrollment (/enroll, /enroll/start, /enroll/medmutual-pet, /benefits/enroll). A page that fetches
 * takes `lazyPage(() => import('./features/<feature>/<Page>'), { queries: true })`.
 */
export const enrollmentRoutes: RemotePageRoute[] = [
  {
    path: enrollmentPaths.enroll,
    // Prerendered: its search and the member panel load React Query themselves, when they need it.
    Page: lazyPage(() => import(/* webpackChunkName: "page-enroll" */ './features/enroll/EnrollPage')),
  },
  {
    path: enrollmentPaths.enrollStart,
    // Its seat steps load React Query themselves, after the heading (ProveAndClaimSlot).
    Page: lazyPage(() => import(/* webpackChunkName: "page-enroll-start" */ './features/enroll/EnrollStartPage')),
  },
  {
    path: enrollmentPaths.medmutualPet,
    // Waits for the partner without React Query (partner-answer.ts), so it counts as rendered with its content;
    // the partner is asked for beside the page's chunk.
    Page: lazyPage(() => import(/* webpackChunkName: "page-partner" */ './features/partner/MedMutualPage'), {
      prefetch: (client) => partnerAnswer(client, PARTNER_RI),
    }),
  },
  {
    path: enrollmentPaths.benefitsEnroll,
    // Its search, the chosen employer and the seat steps load after the heading, React Query with them.
    Page: lazyPage(
      () => import(/* webpackChunkName: "page-benefits-enroll" */ './features/benefits-enroll/BenefitsEnrollPage'),
    ),
  },
];

export const businessRoutes: RemotePageRoute[] = [...businessPageRoutes, ...enrollmentRoutes];
