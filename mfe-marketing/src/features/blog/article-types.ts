import type { siteImages } from '../common/image-manifest';

/** What the blog list knows about an article (generated from its front matter). */
export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  date: string;
  author: string;
  readingMinutes: number;
  image: keyof typeof siteImages;
  imageAlt: string;
}

/** An article's body, loaded on its own page. */
export interface ArticleBody {
  html: string;
  headings: ReadonlyArray<{ id: string; text: string }>;
}
