// The marketing blog's folders and covers for the shared Markdown pipeline (packages/build-tools/blog): Markdown
// in src/features/blog/articles becomes TypeScript in src/features/blog/generated before every build.
// Run by webpack.config.js and by `npm run blog -w mfe-marketing`.
import path from 'node:path';
import { writeBlog, type BlogConfig } from '@tailwise/build/blog';
import { siteImages } from '../src/features/common/image-manifest';

export const marketingBlog = (appDir = path.resolve(__dirname, '..')): BlogConfig => ({
  workspace: 'mfe-marketing',
  articlesDir: path.join(appDir, 'src/features/blog/articles'),
  outDir: path.join(appDir, 'src/features/blog/generated'),
  images: Object.keys(siteImages),
});

if (require.main === module) {
  const count = writeBlog(marketingBlog());
  console.log(`blog: ${count} articles generated`);
}
