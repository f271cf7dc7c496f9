// The shapes the shared Markdown pipeline generates, in one place for every blog that uses it: the
// generated index and loaders of each app type against them, so the pipeline and the pages agree.

/** What a blog list knows about an article (generated from its front matter). */
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
