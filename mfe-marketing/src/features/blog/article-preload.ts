// The marketing blog's article texts, loadable before their page renders (preloadMarketingPage) without
// bringing the blog's components into the app's first render.
import { articleTextLoader } from '@tailwise/shared/blog-ui/loading';
import { articleLoaders } from './generated/article-loaders';

export const articleTexts = articleTextLoader(articleLoaders);

export const loadArticleBody = (slug: string) => articleTexts.load(slug);
