// The business blog's folders for the shared Markdown pipeline (packages/build-tools/blog): Markdown in
// src/features/blog/articles becomes TypeScript in src/features/blog/generated before every build.
// Its articles have no cover images (text pages load fastest). Run by webpack.config.js and by
// `npm run blog -w mfe-business`.
import path from 'node:path';
import { writeBlog, type BlogConfig } from '@tailwise/build/blog';

export const businessBlog = (appDir = path.resolve(__dirname, '..')): BlogConfig => ({
  workspace: 'mfe-business',
  articlesDir: path.join(appDir, 'src/features/blog/articles'),
  outDir: path.join(appDir, 'src/features/blog/generated'),
});

if (require.main === module) {
  const count = writeBlog(businessBlog());
  console.log(`blog: ${count} articles generated`);
}
