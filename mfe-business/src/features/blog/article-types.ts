// This blog's articles have no cover images: the shared pipeline's shapes as they are.
export type { ArticleSummary, ArticleBody } from '@tailwise/build/blog-types';
