// An article in the marketing blog's lists: the shared card with this blog's cover and paths.
import { ArticleCard as SharedArticleCard } from '@tailwise/shared/blog-ui/card';
import { siteImages } from '../common/image-manifest';
import type { ArticleSummary } from './article-types';
import { formatArticleDate } from './blog-dates';

export function ArticleCard({
  article,
  priority = false,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <SharedArticleCard
      article={article}
      href={`/blog/${article.slug}`}
      cover={siteImages[article.image]}
      formatDate={formatArticleDate}
      priority={priority}
      headingLevel={headingLevel}
    />
  );
}
