// The business blog's articles, through the shared pipeline (its own tests: packages/build-tools/blog).
import { generateBlogFiles, staleBlogFiles } from '@tailwise/build/blog';
import { businessBlog } from './blog';

describe('business blog', () => {
  it('has committed generated files that match the Markdown (run `npm run blog -w mfe-business`)', () => {
    expect(staleBlogFiles(businessBlog())).toEqual([]);
  });

  it('ships at least three substantial articles for employers, newest first, without covers', () => {
    const files = generateBlogFiles(businessBlog());
    const index = files.get('blog-index.ts')!;
    const dates = [...index.matchAll(/"date": "(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!);
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(index).not.toContain('"image"');
    const bodies = [...files].filter(([name]) => name.startsWith('articles/'));
    for (const [, content] of bodies) expect(content.length).toBeGreaterThan(4000);
  });
});
