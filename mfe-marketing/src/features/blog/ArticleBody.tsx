// The marketing blog's article texts as components, in the shared prose styles.
import { articleTextComponents } from '@tailwise/shared/blog-ui/article-text';
import { prose } from '@tailwise/shared/layout/prose';
import { articleTexts } from './article-preload';

/** The article's text as a component (rendered at once when preloaded), or null for an unknown slug. */
export const articleBodyComponent = articleTextComponents(articleTexts, prose);
