// @tailwise/shared/blog-ui/byline: how an article is credited and dated, the same in every list and on
// every article page.
import { colors } from '@tailwise/shared';

/** What an article's credit lines need (its generated summary has more). */
export interface ArticleCredit {
  date: string;
  author: string;
  readingMinutes: number;
}

/** Writes an article's YYYY-MM-DD date as the page's readers read it. */
export type FormatArticleDate = (isoDate: string) => string;

/** "October 6, 2026 · 3 min read" */
export function ArticleDateline({ article, formatDate }: { article: ArticleCredit; formatDate: FormatArticleDate }) {
  return (
    <>
      <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.readingMinutes} min read
    </>
  );
}

/** "By <author> · October 6, 2026 · 3 min read" */
export function ArticleByline({ article, formatDate }: { article: ArticleCredit; formatDate: FormatArticleDate }) {
  return (
    <>
      By <strong css={{ color: colors.ink }}>{article.author}</strong> ·{' '}
      <ArticleDateline article={article} formatDate={formatDate} />
    </>
  );
}
