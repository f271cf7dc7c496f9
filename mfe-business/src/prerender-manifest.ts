// What the business remote's release-time prerender renders: every employer, HR and broker page, every
// blog article, the two group benefits pages as skeletons (their content is the group's data, which
// the browser loads), and /enroll's employer search (the same for every new visitor). Static data only,
// so it runs in Node. /enroll/start is prerendered as its heading and the space its steps load into; the
// other enrollment pages are not: what they show depends on the visitor or the partner.
import { enrollmentPaths } from '@tailwise/shared';
import type { PrerenderRoute } from '@tailwise/shared/prerender';
import { articles } from './features/blog/generated/blog-index';
import {
  blogArticlePath,
  businessPagePaths as paths,
  groupSuccessPath,
  SUCCESS_GROUP_IDS,
} from './features/layout/business-paths';
import { businessMeta } from './features/layout/page-meta';

/** Whole without the app (text, links, forms the app takes over with what was typed): it starts on intent. */
const whole = { appStart: 'on-intent' } as const;

export function businessPrerenderRoutes(): PrerenderRoute[] {
  return [
    { path: paths.home, meta: businessMeta.home, ...whole },
    { path: paths.blog, meta: businessMeta.blog, ...whole },
    ...articles.map((a) => ({
      path: blogArticlePath(a.slug),
      meta: { title: a.title, description: a.summary },
      ...whole,
    })),
    { path: paths.brokers, meta: businessMeta.brokers, ...whole },
    { path: paths.contact, meta: businessMeta.contact, ...whole },
    { path: paths.faq, meta: businessMeta.faq, ...whole },
    { path: paths.hr, meta: businessMeta.hr, ...whole },
    // Skeletons the group's data fills: the app starts at once.
    ...SUCCESS_GROUP_IDS.map((id) => ({ path: groupSuccessPath(id), meta: businessMeta.success })),
    { path: enrollmentPaths.enroll, meta: businessMeta.enroll, ...whole },
    // Its heading and the space kept for the steps are the same for every employer; the steps, which
    // depend on the employer in `group` and on the visitor, load in the browser.
    { path: enrollmentPaths.enrollStart, search: '?group=your-employer', meta: businessMeta.enrollStart },
  ];
}
