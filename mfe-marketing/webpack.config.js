const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { createAppConfig } = require('@tailwise/shared/build/webpack-config.cjs');

// The blog's Markdown becomes TypeScript modules before every build (build/blog.ts), so no Markdown
// parser ships to the browser and the article pages can be prerendered like any other page.
execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'build/blog.ts')], {
  stdio: 'inherit',
});

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'tailwise_marketing',
  kind: 'remote',
  devPort: 3001,
  // ./prerender: the page list with each page's meta, and preloadMarketingPage, for the release-time prerender.
  exposes: { './App': './src/App.tsx', './prerender': './src/prerender-manifest.ts' },
});
