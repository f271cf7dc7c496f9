// Runs an app's build/blog.ts (the shared Markdown pipeline with that app's folders) before its webpack
// build, from the app's webpack.config.js: the generated article modules are then current in every build.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

function runBlogStep(appDir) {
  execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(appDir, 'build/blog.ts')], {
    stdio: 'inherit',
  });
}

module.exports = { runBlogStep };
