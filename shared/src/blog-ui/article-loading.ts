// @tailwise/shared/blog-ui/loading: loading an article's text (its own chunk) apart from rendering it, so
// a route can start the load on intent without bringing the blog's components into the app's first render.

/** An article's text as the blog pipeline generates it: HTML from our own Markdown, and its section headings. */
export interface ArticleText {
  html: string;
  headings: readonly { id: string; text: string }[];
}

export type ArticleTextLoaders = Readonly<Record<string, () => Promise<ArticleText>>>;

export interface ArticleTextLoader {
  /** Starts loading an article's text, or null for an unknown slug. */
  load(slug: string): Promise<ArticleText> | null;
  /** Texts already loaded, by slug: their pages render without suspending. */
  loaded: ReadonlyMap<string, ArticleText>;
}

export function articleTextLoader(loaders: ArticleTextLoaders): ArticleTextLoader {
  const loaded = new Map<string, ArticleText>();
  return {
    loaded,
    load(slug) {
      const load = loaders[slug];
      if (!load) return null;
      return load().then((text) => {
        loaded.set(slug, text);
        return text;
      });
    },
  };
}
