// The shared pipeline's shapes, with this blog's cover image on each article.
import type { ArticleSummary as BaseSummary } from '@tailwise/build/blog-types';
import type { siteImages } from '../common/image-manifest';

export type { ArticleBody } from '@tailwise/build/blog-types';

/** What the blog list knows about an article (generated from its front matter), with its cover. */
export interface ArticleSummary extends BaseSummary {
  image: keyof typeof siteImages;
  imageAlt: string;
}
