// Every public page's title and meta description. Each page imports only its own (meta/*.ts), so no
// page's chunk carries the others; this aggregate serves the prerender and the tests.
import { publicPaths, type PageMeta } from '@tailwise/shared';
import { homeMeta } from './meta/home';
import { insurancePlansMeta } from './meta/insurance-plans';
import { wellnessPlansMeta } from './meta/wellness-plans';
import { faqMeta } from './meta/faq';
import { reviewsMeta } from './meta/reviews';
import { blogMeta } from './meta/blog';
import { blogArticleMeta } from './meta/blog-article';
import { careersMeta } from './meta/careers';
import { workWithUsMeta } from './meta/work-with-us';
import { contactMeta } from './meta/contact';
import { vetalkMeta } from './meta/vetalk';
import { productUnavailableMeta } from './meta/product-unavailable';
import { privacyPolicyMeta } from './meta/privacy-policy';
import { termsMeta } from './meta/terms';
import { californiaDisclosureMeta } from './meta/california-disclosure';
import { notFoundMeta } from './meta/not-found';

export const pageMeta = {
  home: homeMeta,
  insurancePlans: insurancePlansMeta,
  wellnessPlans: wellnessPlansMeta,
  faq: faqMeta,
  reviews: reviewsMeta,
  blog: blogMeta,
  blogArticle: blogArticleMeta,
  careers: careersMeta,
  workWithUs: workWithUsMeta,
  contact: contactMeta,
  vetalk: vetalkMeta,
  productUnavailable: productUnavailableMeta,
  privacyPolicy: privacyPolicyMeta,
  terms: termsMeta,
  californiaDisclosure: californiaDisclosureMeta,
  notFound: notFoundMeta,
} satisfies Record<string, PageMeta>;

export type MarketingPageKey = keyof typeof pageMeta;

/** The meta of each page that is prerendered under its own path. */
export const metaByPath: Record<string, PageMeta> = {
  [publicPaths.home]: homeMeta,
  [publicPaths.insurancePlans]: insurancePlansMeta,
  [publicPaths.wellnessPlans]: wellnessPlansMeta,
  [publicPaths.faq]: faqMeta,
  [publicPaths.reviews]: reviewsMeta,
  [publicPaths.blog]: blogMeta,
  [publicPaths.careers]: careersMeta,
  [publicPaths.workWithUs]: workWithUsMeta,
  [publicPaths.contact]: contactMeta,
  [publicPaths.vetalk]: vetalkMeta,
  [publicPaths.productUnavailable]: productUnavailableMeta,
  [publicPaths.privacyPolicy]: privacyPolicyMeta,
  [publicPaths.terms]: termsMeta,
  [publicPaths.californiaDisclosure]: californiaDisclosureMeta,
  [publicPaths.notFound]: notFoundMeta,
};
