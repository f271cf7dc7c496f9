const { createAppConfig } = require('@tailwise/build/webpack-config.cjs');
const { runBlogStep } = require('@tailwise/build/blog/run-blog-step.cjs');

// The employer blog's Markdown becomes TypeScript modules before every build (build/blog.ts, on the
// shared pipeline), so no Markdown parser ships to the browser and articles prerender like any page.
runBlogStep(__dirname);

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'tailwise_business',
  kind: 'remote',
  devPort: 3004,
  exposes: { './App': './src/App.tsx' },
});
