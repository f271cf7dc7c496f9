// @tailwise/shared/blog-ui: the one blog UI (cards, credit lines, the article's outline and prose) that
// each remote renders with its own articles and paths; bundled by the remotes, so it needs no shell release.
export { ArticleCard, ArticleGrid, type ArticleCardArticle } from './ArticleCard';
export { ArticleByline, ArticleDateline, type ArticleCredit, type FormatArticleDate } from './Byline';
export { articleTextComponents } from './ArticleText';
export type { ArticleText, ArticleTextLoader, ArticleTextLoaders } from './article-loading';
