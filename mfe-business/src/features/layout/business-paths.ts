// Paths inside /business that the shared route list does not name: they are this remote's own (the
// shell sends all of /business/* here), so a new page needs no shell release.
import { businessPaths } from '@tailwise/shared';

export const businessPagePaths = {
  ...businessPaths,
  blogArticle: '/business/blog/:slug',
  /** One page per employer group, driven by GET /groups/{id}. */
  groupSuccess: '/business/:groupId/success',
} as const;

/** The group success pages the site links to and prerenders (as skeletons: their content is the group's data). */
export const SUCCESS_GROUP_IDS = ['city-of-philadelphia', 'fenwick'] as const;

export const blogArticlePath = (slug: string) => businessPagePaths.blogArticle.replace(':slug', slug);
export const groupSuccessPath = (groupId: string) => businessPagePaths.groupSuccess.replace(':groupId', groupId);
