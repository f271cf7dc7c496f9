import type { ArticleBody } from './article-types';
import { articleLoaders } from './generated/article-loaders';

/** Article bodies already loaded, by slug: their pages render without suspending. */
export const loadedArticleBodies = new Map<string, ArticleBody>();

export function loadArticleBody(slug: string): Promise<ArticleBody> | null {
  const load = articleLoaders[slug];
  if (!load) return null;
  return load().then((body) => {
    loadedArticleBodies.set(slug, body);
    return body;
  });
}
