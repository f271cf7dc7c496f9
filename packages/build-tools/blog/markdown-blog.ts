// The build-time Markdown blog, for every app that has one (the marketing blog, the business blog):
// Markdown articles become plain TypeScript modules at build time, so no Markdown parser ships to the
// browser and article pages prerender like any other page. An app's build/blog.ts calls writeBlog with
// its folders; its webpack.config.js runs that before every build (run-blog-step.cjs).
//
//   generated/blog-index.ts        title, summary, date, author, reading time (and cover, where the app
//                                  has covers) of every article, newest first: all the list needs
//   generated/articles/<slug>.ts   one article's HTML and h2 outline, its own chunk
//   generated/article-loaders.ts   slug -> () => import('./articles/<slug>')
//
// The generated files are committed so type checks, tests and the prerender work from a clean checkout;
// each app's build/blog.test.ts fails when they are out of date with the Markdown.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import type { ArticleSummary } from './article-types';

/** What the blog list knows about an article, with the cover of apps that have them. */
export interface ArticleMeta extends ArticleSummary {
  /** Only in apps with covers (BlogConfig.images). */
  image?: string;
  imageAlt?: string;
}

export interface ArticleHeading {
  id: string;
  text: string;
}

export interface BuiltArticle {
  meta: ArticleMeta;
  html: string;
  headings: ArticleHeading[];
}

export interface ArticleOptions {
  /**
   * The cover images the app can show (its image manifest's keys): each article then names one
   * (`image`, `imageAlt`). Without it the app's articles have no covers, and naming one is an error.
   */
  images?: readonly string[];
}

export interface BlogConfig extends ArticleOptions {
  /** The app's workspace name, for the "run `npm run blog -w …`" line in the generated files. */
  workspace: string;
  articlesDir: string;
  outDir: string;
}

const REQUIRED = ['title', 'summary', 'date', 'author'] as const;
const COVER = ['image', 'imageAlt'] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const WORDS_PER_MINUTE = 220;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `---` front matter of `key: value` lines (values may be quoted), then the Markdown body. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('An article must start with front matter between --- lines');
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const kv = /^([A-Za-z][A-Za-z0-9]*):\s*(.*)$/.exec(line);
    if (!kv) throw new Error(`Front matter line is not "key: value": ${line}`);
    let value = kv[2]!.trim();
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'")))
      value = value.slice(1, -1);
    data[kv[1]!] = value;
  }
  return { data, body: match[2]! };
}

function createRenderer(headings: ArticleHeading[]) {
  // No raw HTML in articles: everything on the page comes from Markdown, escaped.
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  const used = new Set<string>();

  md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    const text = tokens[idx + 1]?.children?.map((t) => t.content).join('') ?? '';
    let id = slugify(text) || 'section';
    for (let n = 2; used.has(id); n++) id = `${slugify(text)}-${n}`;
    used.add(id);
    token.attrSet('id', id);
    if (token.tag === 'h2') headings.push({ id, text });
    return self.renderToken(tokens, idx, options);
  };

  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet('href') ?? '');
    if (/^https?:\/\//.test(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return self.renderToken(tokens, idx, options);
  };

  // Wide tables scroll inside their own box instead of widening the page on phones; the box can take
  // focus so it scrolls from the keyboard too.
  // The box is named after the heading the table sits under.
  md.renderer.rules.table_open = (tokens, idx) => {
    let label = 'Table';
    for (let j = idx - 1; j >= 0; j--) {
      if (tokens[j]!.type === 'heading_open') {
        label = `${tokens[j + 1]!.content} (table)`;
        break;
      }
    }
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="${md.utils.escapeHtml(label)}"><table>\n`;
  };
  md.renderer.rules.table_close = () => '</table></div>\n';
  return md;
}

/** Markdown to HTML, with ids on headings and the h2 outline. */
export function renderMarkdown(markdown: string): { html: string; headings: ArticleHeading[] } {
  const headings: ArticleHeading[] = [];
  const html = createRenderer(headings).render(markdown);
  if (/<h1[\s>]/.test(html)) throw new Error('Articles start at ## headings: the page gives the article its one <h1>');
  return { html, headings };
}

export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function buildArticle(slug: string, source: string, { images }: ArticleOptions = {}): BuiltArticle {
  if (!SLUG.test(slug))
    throw new Error(`Article file name "${slug}" must be a lowercase slug (letters, digits, dashes)`);
  const { data, body } = parseFrontMatter(source);
  for (const key of REQUIRED) if (!data[key]) throw new Error(`${slug}: front matter needs "${key}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data.date!) || Number.isNaN(Date.parse(data.date!)))
    throw new Error(`${slug}: date must be YYYY-MM-DD`);
  if (images) {
    for (const key of COVER) if (!data[key]) throw new Error(`${slug}: front matter needs "${key}"`);
    if (!images.includes(data.image!)) throw new Error(`${slug}: image "${data.image}" is not in the image manifest`);
  } else {
    for (const key of COVER)
      if (data[key]) throw new Error(`${slug}: "${key}" is not used here: this blog's articles have no cover image`);
  }
  const { html, headings } = renderMarkdown(body);
  return {
    meta: {
      slug,
      title: data.title!,
      summary: data.summary!,
      date: data.date!,
      author: data.author!,
      readingMinutes: readingMinutes(body),
      ...(images ? { image: data.image!, imageAlt: data.imageAlt! } : {}),
    },
    html,
    headings,
  };
}

const header = (workspace: string) =>
  `// Generated by build/blog.ts from the Markdown in ../articles. Do not edit: edit the article and run \`npm run blog -w ${workspace}\`.\n`;

/** The generated files, by path relative to the output folder. */
export function generateBlogFiles({ workspace, articlesDir, images }: Omit<BlogConfig, 'outDir'>): Map<string, string> {
  const articles = readdirSync(articlesDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) =>
      buildArticle(file.replace(/\.md$/, ''), readFileSync(path.join(articlesDir, file), 'utf8'), { images }),
    )
    .sort((a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.slug.localeCompare(b.meta.slug));

  const HEADER = header(workspace);
  const files = new Map<string, string>();
  files.set(
    'blog-index.ts',
    `${HEADER}import type { ArticleSummary } from '../article-types';\n\n/** Every article, newest first: what the blog list and the prerender need, without the article text. */\nexport const articles: readonly ArticleSummary[] = ${JSON.stringify(
      articles.map((a) => a.meta),
      null,
      2,
    )};\n`,
  );
  files.set(
    'article-loaders.ts',
    `${HEADER}import type { ArticleBody } from '../article-types';\n\n/** Each article's HTML is its own chunk. */\nexport const articleLoaders: Record<string, () => Promise<ArticleBody>> = {\n${articles
      .map(
        (a) =>
          `  '${a.meta.slug}': () => import(/* webpackChunkName: "article-${a.meta.slug}" */ './articles/${a.meta.slug}'),\n`,
      )
      .join('')}};\n`,
  );
  for (const a of articles) {
    files.set(
      `articles/${a.meta.slug}.ts`,
      `${HEADER}export const headings = ${JSON.stringify(a.headings)};\n\nexport const html = ${JSON.stringify(a.html)};\n`,
    );
  }
  return files;
}

/** Replaces the app's generated folder with the files for its current Markdown; answers the article count. */
export function writeBlog(config: BlogConfig): number {
  const files = generateBlogFiles(config);
  rmSync(config.outDir, { recursive: true, force: true });
  for (const [name, content] of files) {
    mkdirSync(path.dirname(path.join(config.outDir, name)), { recursive: true });
    writeFileSync(path.join(config.outDir, name), content);
  }
  return files.size - 2;
}

/** The files on disk that differ from what the Markdown generates (for each app's up-to-date test). */
export function staleBlogFiles(config: BlogConfig): string[] {
  return [...generateBlogFiles(config)]
    .filter(([name, content]) => {
      try {
        return readFileSync(path.join(config.outDir, name), 'utf8') !== content;
      } catch {
        return true;
      }
    })
    .map(([name]) => name);
}
