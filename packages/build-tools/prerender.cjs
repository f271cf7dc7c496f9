// Release-time prerendering. An app with src/prerender/entry.tsx gets its pages rendered to HTML at
// build time, into dist/prerender/ (with a manifest), so they ship inside that app's release: a new
// marketing or quiz release brings its own pages (a rollback takes them back), and the shell is not
// rebuilt. The gateway serves them. Each remote declares its routes in its own entry (the shared
// prerenderRoutes helper); the shell's entry renders the layout frame the pages go into.
// Usage, to render again into a build that is already there: node prerender.cjs [appDir] [distDir]
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { appVersion, contractVersion } = require('./app-version.cjs');

const PRERENDER_ENTRY = 'src/prerender/entry.tsx';
const PRERENDER_DIR = 'prerender';

const hasPrerender = (appDir) => fs.existsSync(path.join(appDir, PRERENDER_ENTRY));

/** Compiles the entry for Node: one file, no federation, the same aliases and loaders as the browser build. */
function compile(appDir, outDir, version) {
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
        __APP_VERSION__: JSON.stringify(version),
        __CONTRACT_VERSION__: JSON.stringify(contractVersion()),
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
  const releaseFile = path.join(dist, 'release.json');
  const release = JSON.parse(fs.readFileSync(releaseFile, 'utf8'));
  // The version the browser build was made as, not one computed again: sources edited during the
  // build would otherwise give the pages (data-remote-version) another version than their release.
  const version = release.version ?? appVersion(appDir);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailwise-prerender-'));
  try {
    const bundle = await compile(appDir, outDir, version);
    const { prerenderPages } = require(bundle);
    const pages = await prerenderPages();
    // The remote's short name (quiz for mfe-quiz): the gateway marks the page with it.
    const manifest = { app: path.basename(appDir).replace(/^mfe-/, ''), version, pages: {} };
    const written = [];
    for (const page of pages) {
      if (manifest.pages[page.path]) throw new Error(`${page.path} was prerendered twice`);
      const file = path.posix.join(PRERENDER_DIR, fileFor(page.path));
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), page.html);
      manifest.pages[page.path] = {
        file,
        title: page.meta.title,
        description: page.meta.description ?? null,
        // A page served in place of other routes (the shell's sign-in screen for signed-in routes; a remote's
        // page for a route with a parameter, rendered at a stand-in path).
        ...(page.servesPaths ? { paths: page.servesPaths } : {}),
        // A page a signed-in customer must not get (checkout's account step): the gateway checks the hint.
        ...(page.signedOutOnly ? { signedOutOnly: true } : {}),
        // A signed-in customer's page (an upsell's first step): the others get the shell's sign-in screen.
        ...(page.signedInOnly ? { signedInOnly: true } : {}),
        // A page whose first screen some links change (OnboardQuiz's saved quote): the gateway checks the query.
        ...(page.exceptWithQuery ? { exceptWithQuery: page.exceptWithQuery } : {}),
        // A shell frame for the pages at these routes (checkout's focused one): the gateway checks the path.
        ...(page.frameFor ? { frameFor: page.frameFor } : {}),
      };
      written.push(file);
    }
    const manifestFile = path.posix.join(PRERENDER_DIR, 'manifest.json');
    fs.writeFileSync(path.join(dist, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    // The release command copies exactly the files release.json lists.
    release.files = [...new Set([...release.files, ...written, manifestFile])].sort();
    fs.writeFileSync(releaseFile, JSON.stringify(release, null, 2));
    return pages.length;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const [appDir = process.cwd(), dist] = process.argv.slice(2);
  const started = Date.now();
  prerenderApp(path.resolve(appDir), dist && path.resolve(dist)).then(
    (count) => console.log(`prerendered ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

module.exports = { prerenderApp, hasPrerender, PRERENDER_DIR };
