const { createAppConfig } = require('@tailwise/build/webpack-config.cjs');
const { runBlogStep } = require('@tailwise/build/blog/run-blog-step.cjs');

// The blog's Markdown becomes TypeScript modules before every build (build/blog.ts, on the shared
// pipeline), so no Markdown parser ships to the browser and article pages prerender like any other page.
runBlogStep(__dirname);

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'tailwise_marketing',
  kind: 'remote',
  devPort: 3001,
  // ./prerender: the page list with each page's meta, and preloadMarketingPage, for the release-time prerender.
  exposes: { './App': './src/App.tsx', './prerender': './src/prerender-manifest.ts' },
});
