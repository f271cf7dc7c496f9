// The employer blog's article texts as components: each its own chunk (generated/articles/<slug>.ts),
// in the business pages' long-text styles.
import { articleTextComponents } from '@tailwise/shared/blog-ui/article-text';
import { articleTextLoader } from '@tailwise/shared/blog-ui/loading';
import { longText } from '../layout/long-text';
import { articleLoaders } from './generated/article-loaders';

/** The article's text as a lazy component (one per slug, so it keeps its identity), or null for an unknown slug. */
export const articleText = articleTextComponents(articleTextLoader(articleLoaders), longText);
