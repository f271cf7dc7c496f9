// The shared Markdown blog pipeline: front matter, rendering, validation and the generated files.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildArticle,
  generateBlogFiles,
  parseFrontMatter,
  readingMinutes,
  renderMarkdown,
  slugify,
  staleBlogFiles,
  writeBlog,
} from './markdown-blog';

const article = (front: Record<string, string>, body = '## First part\n\nHello **world**.\n') =>
  `---\n${Object.entries(front)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n${body}`;

const validFront = {
  title: '"Teeth: a guide"',
  summary: 'Why teeth matter.',
  date: '2026-01-31',
  author: 'Dr. A',
};
const cover = { image: 'blogDentalCare', imageAlt: 'A cat and a tooth' };
const images = ['blogDentalCare'];

describe('the Markdown blog pipeline', () => {
  it('reads front matter, unquoting values', () => {
    const { data, body } = parseFrontMatter(article({ ...validFront, ...cover }, 'Body'));
    expect(data).toMatchObject({ title: 'Teeth: a guide', date: '2026-01-31', image: 'blogDentalCare' });
    expect(body).toBe('Body');
  });

  it('turns Markdown into HTML with heading ids, an h2 outline and scrollable tables', () => {
    const { html, headings } = renderMarkdown(
      '## Why it matters\n\nText with a [link](/start).\n\n### Detail\n\n## Why it matters\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h2 id="why-it-matters">Why it matters</h2>');
    expect(html).toContain('<h3 id="detail">Detail</h3>');
    expect(html).toContain('<h2 id="why-it-matters-2">');
    expect(headings).toEqual([
      { id: 'why-it-matters', text: 'Why it matters' },
      { id: 'why-it-matters-2', text: 'Why it matters' },
    ]);
    expect(html).toContain('<a href="/start">link</a>');
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Why it matters (table)"><table>',
    );
  });

  it('escapes raw HTML and opens external links safely', () => {
    const { html } = renderMarkdown('Hi <script>alert(1)</script> and [site](https://example.org).');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">');
  });

  it('refuses an h1 in an article body: the page owns the one h1', () => {
    expect(() => renderMarkdown('# Title\n\ntext')).toThrow(/<h1>/);
  });

  it('validates front matter, file names and cover images where the blog has covers', () => {
    expect(buildArticle('teeth', article({ ...validFront, ...cover }), { images }).meta).toEqual({
      slug: 'teeth',
      title: 'Teeth: a guide',
      summary: 'Why teeth matter.',
      date: '2026-01-31',
      author: 'Dr. A',
      readingMinutes: 1,
      image: 'blogDentalCare',
      imageAlt: 'A cat and a tooth',
    });
    expect(() => buildArticle('Bad Name', article(validFront))).toThrow(/slug/);
    expect(() => buildArticle('teeth', article({ ...validFront, summary: '' }))).toThrow(/summary/);
    expect(() => buildArticle('teeth', article({ ...validFront, date: '31/01/2026' }))).toThrow(/YYYY-MM-DD/);
    expect(() => buildArticle('teeth', article({ ...validFront, ...cover, image: 'noSuch' }), { images })).toThrow(
      /image/,
    );
    expect(() => buildArticle('teeth', article(validFront), { images })).toThrow(/"image"/);
    expect(() => buildArticle('teeth', 'no front matter')).toThrow(/front matter/);
  });

  it('has no cover fields in a blog without covers, and refuses one named there', () => {
    expect(buildArticle('teeth', article(validFront)).meta).not.toHaveProperty('image');
    expect(() => buildArticle('teeth', article({ ...validFront, ...cover }))).toThrow(/no cover image/);
  });

  it('estimates reading time at about 220 words a minute', () => {
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });

  it('slugifies headings and apostrophes the way deep links expect', () => {
    expect(slugify("Your puppy's first year: 6–16 weeks")).toBe('your-puppys-first-year-6-16-weeks');
  });

  describe('generated files', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'blog-'));
      mkdirSync(path.join(dir, 'articles'));
      writeFileSync(path.join(dir, 'articles/older.md'), article({ ...validFront, date: '2025-05-01' }));
      writeFileSync(path.join(dir, 'articles/newer.md'), article({ ...validFront, title: 'Newer' }));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const config = () => ({
      workspace: 'mfe-x',
      articlesDir: path.join(dir, 'articles'),
      outDir: path.join(dir, 'out'),
    });

    it('lists articles newest first in the index, with no article text in it, and one loader per article', () => {
      const files = generateBlogFiles(config());
      const index = files.get('blog-index.ts')!;
      expect([...index.matchAll(/"slug": "([a-z]+)"/g)].map((m) => m[1])).toEqual(['newer', 'older']);
      expect(index).not.toContain('<p>');
      expect(index).toContain('npm run blog -w mfe-x');
      expect(files.get('article-loaders.ts')).toContain(`'older': () => import(`);
      expect(files.get('articles/newer.ts')).toContain('Hello <strong>world</strong>');
    });

    it('writes the files, and names the ones that fall out of date with the Markdown', () => {
      expect(writeBlog(config())).toBe(2);
      expect(staleBlogFiles(config())).toEqual([]);
      writeFileSync(
        path.join(dir, 'articles/older.md'),
        article({ ...validFront, date: '2025-05-01' }, '## Changed\n'),
      );
      expect(staleBlogFiles(config())).toEqual(['articles/older.ts']);
    });
  });
});
