import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blogPaths,
  buildArticle,
  generateBlogFiles,
  parseFrontMatter,
  readingMinutes,
  renderMarkdown,
  slugify,
} from './blog';

const appDir = path.resolve(__dirname, '..');

const article = (front: Record<string, string>, body = '## First part\n\nHello **world**.\n') =>
  `---\n${Object.entries(front)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n${body}`;

const validFront = {
  title: '"Teeth: a guide"',
  summary: 'Why teeth matter.',
  date: '2026-01-31',
  author: 'Dr. A',
  image: 'blogDentalCare',
  imageAlt: 'A cat and a tooth',
};

describe('blog build step', () => {
  it('reads front matter, unquoting values', () => {
    const { data, body } = parseFrontMatter(article(validFront, 'Body'));
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

  it('validates front matter, file names and cover images', () => {
    expect(buildArticle('teeth', article(validFront)).meta).toMatchObject({
      slug: 'teeth',
      title: 'Teeth: a guide',
      readingMinutes: 1,
    });
    expect(() => buildArticle('Bad Name', article(validFront))).toThrow(/slug/);
    expect(() => buildArticle('teeth', article({ ...validFront, summary: '' }))).toThrow(/summary/);
    expect(() => buildArticle('teeth', article({ ...validFront, date: '31/01/2026' }))).toThrow(/YYYY-MM-DD/);
    expect(() => buildArticle('teeth', article({ ...validFront, image: 'noSuchImage' }))).toThrow(/image/);
    expect(() => buildArticle('teeth', 'no front matter')).toThrow(/front matter/);
  });

  it('estimates reading time at about 220 words a minute', () => {
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });

  it('slugifies headings and apostrophes the way deep links expect', () => {
    expect(slugify("Your puppy's first year: 6–16 weeks")).toBe('your-puppys-first-year-6-16-weeks');
  });

  it('lists articles newest first in the index, with no article text in it', () => {
    const files = generateBlogFiles(blogPaths(appDir).articlesDir);
    const index = files.get('blog-index.ts')!;
    const dates = [...index.matchAll(/"date": "(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!);
    expect(dates.length).toBeGreaterThanOrEqual(6);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(index).not.toContain('<p>');
  });

  it('has committed generated files that match the Markdown (run `npm run blog -w mfe-marketing`)', () => {
    const { articlesDir, outDir } = blogPaths(appDir);
    for (const [name, content] of generateBlogFiles(articlesDir)) {
      expect(readFileSync(path.join(outDir, name), 'utf8')).toBe(content);
    }
  });

  it('ships at least six substantial articles', () => {
    const files = generateBlogFiles(blogPaths(appDir).articlesDir);
    const bodies = [...files].filter(([name]) => name.startsWith('articles/'));
    expect(bodies.length).toBeGreaterThanOrEqual(6);
    for (const [, content] of bodies) expect(content.length).toBeGreaterThan(4000);
  });
});
