// Release-time prerendering. An app with src/prerender/entry.tsx gets its pages rendered to HTML at
// build time, into dist/prerender/ (with a manifest), so they ship inside that app's release: a new
// marketing release brings its own pages, and the shell is not rebuilt. The gateway serves them.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { appVersion } = require('./app-version.cjs');

const PRERENDER_ENTRY = 'src/prerender/entry.tsx';
const PRERENDER_DIR = 'prerender';

const hasPrerender = (appDir) => fs.existsSync(path.join(appDir, PRERENDER_ENTRY));

/** Compiles the entry for Node: one file, no federation, the same aliases and loaders as the browser build. */
function compile(appDir, outDir) {
  const browser = require(path.join(appDir, 'webpack.config.js'))({}, { mode: 'production' });
  const config = {
    mode: 'production',
    context: appDir,
    target: 'node20',
    entry: { prerender: `./${PRERENDER_ENTRY}` },
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, chunkFormat: 'commonjs' },
    resolve: browser.resolve,
    // Assets keep their URLs but are not written again.
    module: {
      rules: browser.module.rules.map((rule) =>
        rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(path.basename(appDir)),
        __APP_VERSION__: JSON.stringify(appVersion(appDir)),
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    devtool: false,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(path.join(outDir, 'prerender.cjs'));
    });
  });
}

/** '/' -> index.html, '/blog/how-much' -> blog/how-much.html */
const fileFor = (route) => (route === '/' ? 'index.html' : `${route.replace(/^\//, '').replace(/\/$/, '')}.html`);

async function prerenderApp(appDir, dist = path.join(appDir, 'dist')) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailwise-prerender-'));
  try {
    const bundle = await compile(appDir, outDir);
    const { prerenderPages } = require(bundle);
    const pages = await prerenderPages();
    const manifest = { version: appVersion(appDir), pages: {} };
    const written = [];
    for (const page of pages) {
      const file = path.posix.join(PRERENDER_DIR, fileFor(page.path));
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), page.html);
      manifest.pages[page.path] = { file, title: page.meta.title, description: page.meta.description ?? null };
      written.push(file);
    }
    const manifestFile = path.posix.join(PRERENDER_DIR, 'manifest.json');
    fs.writeFileSync(path.join(dist, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    // The release command copies exactly the files release.json lists.
    const releaseFile = path.join(dist, 'release.json');
    const release = JSON.parse(fs.readFileSync(releaseFile, 'utf8'));
    release.files = [...new Set([...release.files, ...written, manifestFile])].sort();
    fs.writeFileSync(releaseFile, JSON.stringify(release, null, 2));
    return pages.length;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

module.exports = { prerenderApp, hasPrerender, PRERENDER_DIR };
