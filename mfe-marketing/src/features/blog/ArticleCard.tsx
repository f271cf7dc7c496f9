// An article in the marketing blog's lists: the shared card with this blog's cover and paths.
import { ArticleCard as SharedArticleCard } from '@tailwise/shared/blog-ui/card';
import { formatIsoDateLong } from '@tailwise/shared/format';
import { siteImages } from '../common/image-manifest';
import type { ArticleSummary } from './article-types';

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
      formatDate={formatIsoDateLong}
      priority={priority}
      headingLevel={headingLevel}
    />
  );
}
