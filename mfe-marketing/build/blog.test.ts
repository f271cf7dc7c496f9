// The marketing blog's articles, through the shared pipeline (its own tests: packages/build-tools/blog).
import { generateBlogFiles, staleBlogFiles } from '@tailwise/build/blog';
import { marketingBlog } from './blog';

describe('marketing blog', () => {
  it('has committed generated files that match the Markdown (run `npm run blog -w mfe-marketing`)', () => {
    expect(staleBlogFiles(marketingBlog())).toEqual([]);
  });

  it('lists at least six articles newest first, each with a cover', () => {
    const index = generateBlogFiles(marketingBlog()).get('blog-index.ts')!;
    const dates = [...index.matchAll(/"date": "(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!);
    expect(dates.length).toBeGreaterThanOrEqual(6);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect([...index.matchAll(/"image": "/g)]).toHaveLength(dates.length);
  });

  it('ships at least six substantial articles', () => {
    const bodies = [...generateBlogFiles(marketingBlog())].filter(([name]) => name.startsWith('articles/'));
    expect(bodies.length).toBeGreaterThanOrEqual(6);
    for (const [, content] of bodies) expect(content.length).toBeGreaterThan(4000);
  });
});
