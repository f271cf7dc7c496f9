#!/usr/bin/env node
// Builds one app for production: webpack, then its prerendered pages if it has any.
// Usage (from an app's package.json): node ../packages/build-tools/build-app.cjs [appDir] [outDir]
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { hasPrerender, prerenderApp } = require('./prerender.cjs');

async function buildApp(appDir, outDir = path.join(appDir, 'dist')) {
  execFileSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] }), '--mode', 'production', '--output-path', outDir],
    {
      cwd: appDir,
      stdio: 'inherit',
    },
  );
  if (hasPrerender(appDir)) {
    const started = Date.now();
    try {
      const count = await prerenderApp(appDir, outDir);
      console.log(
        `prerendered ${count} pages of ${path.basename(appDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    } catch (error) {
      // A build without its pages is incomplete: drop its manifest so it is neither released nor skipped next time.
      fs.rmSync(path.join(outDir, 'release.json'), { force: true });
      throw error;
    }
  }
}

if (require.main === module) {
  const [appDir = process.cwd(), outDir] = process.argv.slice(2);
  buildApp(path.resolve(appDir), outDir && path.resolve(outDir)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { buildApp };
