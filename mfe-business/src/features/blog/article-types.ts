// The shapes the shared Markdown pipeline generates for this blog (its articles have no cover images).

/** What the blog list knows about an article (generated from its front matter). */
export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  date: string;
  author: string;
  readingMinutes: number;
}

/** An article's body, loaded on its own page. */
export interface ArticleBody {
  html: string;
  headings: ReadonlyArray<{ id: string; text: string }>;
}
