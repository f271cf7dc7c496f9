// One webpack configuration for the shell and every remote, so the five builds cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { appVersion, contractVersion, repoRoot } = require('./app-version.cjs');
const { sharedSingletons, sharedRecord } = require('./shared-singletons.cjs');
const { CompactChunkIdsPlugin } = require('./compact-chunk-ids.cjs');

const REMOTE_ENTRY = 'remoteEntry.js';
const RUNTIME_STUBS = path.join(__dirname, 'runtime-stubs');
const SHARE_STRATEGY = 'loaded-first';
/** What the shell loads from every remote (shell/src/features/federation/load-remote-app.ts). */
const HOST_LOADS = ['./App'];

/** Writes dist/release.json: what the release command needs to publish this build. */
class ReleaseManifestPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ReleaseManifestPlugin', (compilation) => {
      const files = Object.keys(compilation.assets).sort();
      const manifest = { ...this.info, builtAt: new Date().toISOString(), files };
      fs.writeFileSync(path.join(compiler.outputPath, 'release.json'), JSON.stringify(manifest, null, 2));
    });
  }
}

/** shared/ source folders whose modules have no side effects (tests excluded). */
const SIDE_EFFECT_FREE_SHARED =
  /[\\/]shared[\\/]src[\\/](contract|form|format|layout)[\\/](?!.*\.test\.)[^\\/]+\.tsx?$/;

function swcRule(isDev, refresh) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: {
            react: {
              runtime: 'automatic',
              importSource: '@emotion/react',
              // The production JSX runtime, even in dev: a dev remote may run under a production shell, whose
              // shared React has no development JSX hooks.
              development: false,
              refresh,
            },
          },
        },
      },
    },
  };
}

const packageDir = (pkg) => path.join(repoRoot, 'node_modules', pkg);

/**
 * - The federation runtime is reached through both its ESM and CommonJS builds (the external-runtime
 *   injection requires the CommonJS one); pinning the ESM build keeps a single copy in main.js.
 * - react-router's package exports only its development build; the production build is smaller.
 * - tailwise-internal/*: see shared-entries/react-query.js and emotion-react.js (Emotion's browser build for the
 *   mode, the one its JSX runtime imports beside it).
 */
function bundleAliases(isDev) {
  const mf = (pkg, file) => path.join(packageDir(`@module-federation/${pkg}`), file);
  const routerDist = path.join(packageDir('react-router'), 'dist/production');
  return {
    '@module-federation/runtime-tools/runtime-core$': mf('runtime-tools', 'dist/runtime-core.js'),
    '@module-federation/runtime-core$': mf('runtime-core', 'dist/index.js'),
    '@module-federation/sdk$': mf('sdk', 'dist/index.js'),
    '@module-federation/error-codes$': mf('error-codes', 'dist/index.mjs'),
    'react-router$': path.join(routerDist, 'index.mjs'),
    'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
    // The curated react-query entry imports the real package under another name, so it does not consume itself.
    'tailwise-internal/react-query-source$': path.join(packageDir('@tanstack/react-query'), 'build/modern/index.js'),
    'tailwise-internal/emotion-react-source$': path.join(
      packageDir('@emotion/react'),
      isDev ? 'dist/emotion-react.browser.development.esm.js' : 'dist/emotion-react.browser.esm.js',
    ),
    // Lets runtime-stubs/ import the federation packages' own modules (the same instances, so the same state).
    'tailwise-internal/module-federation': packageDir('@module-federation'),
  };
}

/**
 * Parts of the federation runtime that every page loads but Tailwise can never reach, swapped for
 * stubs in runtime-stubs/ with the same exports (each says why it is unreachable; any function that
 * should never run throws "… is not supported in Tailwise's federation runtime" if it ever does).
 * - runtime-core: the shell's provideExternalRuntime exports all of it, so nothing is tree-shaken.
 *   We register plain remoteEntry.js URLs (never mf-manifest.json), build with disableSnapshot and
 *   never preload, so the manifest/snapshot handler and asset preloading go.
 * - sdk logger, error descriptions: dead weight repeated in every remoteEntry.js.
 * - webpack-bundler-runtime (in every app): handlers for build-time remotes, eager shared modules and
 *   tree-shaken shared fallbacks, each stubbed only while the config below cannot emit a call to it.
 * Matched on the resolved file, so only the federation packages' own imports are affected.
 */
function runtimeStubs({ remotes, shared }) {
  const stub = (file) => path.join(RUNTIME_STUBS, file);
  const escape = (part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // e.g. /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/
  const dist = (pkg, file) =>
    new RegExp(`[\\\\/]${['@module-federation', pkg, 'dist', ...file.split('/')].map(escape).join('[\\\\/]')}$`);
  // Only after resolution (beforeResolve sees relative requests, which never match); the context
  // moves too, so the stub's own imports resolve from runtime-stubs/.
  const replace = (pattern, file) =>
    new webpack.NormalModuleReplacementPlugin(pattern, ({ createData }) => {
      if (!createData?.resource) return;
      const original = createData.resource;
      createData.resource = stub(file);
      createData.context = path.dirname(createData.resource);
      // Name the module after the stub too (stats, source maps, cache keys).
      for (const key of ['request', 'userRequest'])
        if (createData[key] === original) createData[key] = createData.resource;
    });
  const sharedConfigs = Object.values(shared);
  return [
    replace(dist('runtime-core', 'plugins/snapshot/SnapshotHandler.js'), 'snapshot-handler.js'),
    replace(dist('runtime-core', 'utils/preload.js'), 'preload.js'),
    replace(dist('sdk', 'logger.js'), 'sdk-logger.js'),
    replace(dist('error-codes', 'desc.mjs'), 'error-descriptions.js'),
    ...(Object.keys(remotes ?? {}).length === 0
      ? [replace(dist('webpack-bundler-runtime', 'remotes.js'), 'build-time-remotes.js')]
      : []),
    ...(sharedConfigs.some((config) => config.eager)
      ? []
      : [
          replace(dist('webpack-bundler-runtime', 'installInitialConsumes.js'), 'initial-consumes.js'),
          new NoInitialSharedConsumesPlugin(),
        ]),
    ...(sharedConfigs.some((config) => config.treeShaking)
      ? []
      : [
          replace(dist('webpack-bundler-runtime', 'getSharedFallbackGetter.js'), 'shared-fallback-getter.js'),
          replace(dist('webpack-bundler-runtime', 'init.js'), 'bundler-init.js'),
        ]),
  ];
}

/**
 * With runtime-stubs/initial-consumes.js in place, an entry chunk that consumes a shared module
 * synchronously would fail at run time. Fail the build instead (this is the "keep the async
 * boundary" rule: main.ts → import('./bootstrap')). Mirrors enhanced's ConsumeSharedRuntimeModule,
 * which emits installInitialConsumes for the consume-shared modules of a runtime chunk's initial chunks.
 */
class NoInitialSharedConsumesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NoInitialSharedConsumesPlugin', (compilation) => {
      compilation.hooks.afterCodeGeneration.tap('NoInitialSharedConsumesPlugin', () => {
        const { chunkGraph } = compilation;
        for (const runtimeChunk of compilation.chunks) {
          if (!runtimeChunk.hasRuntime()) continue;
          for (const chunk of runtimeChunk.getAllInitialChunks()) {
            const consumes = chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared');
            for (const module of consumes ?? []) {
              compilation.errors.push(
                new webpack.WebpackError(
                  `Shared module "${module.options?.shareKey ?? module.identifier()}" is consumed by the entry chunk "${runtimeChunk.name}". ` +
                    "Shared modules load only behind the async boundary (import('./bootstrap')).",
                ),
              );
            }
          }
        }
      });
    });
  }
}

/**
 * webpack 5.110 adds its own "sharing" runtime module (RuntimePlugin, for __webpack_require__.S)
 * next to @module-federation/enhanced's, which runs later (stage NORMAL + 2) and reassigns both
 * __webpack_require__.S and .I. webpack's copy, which re-lists every shared module, is dead on
 * arrival in the shell and in every remoteEntry.js, so it generates nothing when enhanced's is in
 * the same chunk. Does nothing if webpack's module moves (it did in 5.112).
 */
class DropShadowedShareRuntimePlugin {
  apply(compiler) {
    let WebpackShareRuntimeModule;
    try {
      WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');
    } catch {
      return;
    }
    compiler.hooks.thisCompilation.tap('DropShadowedShareRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('DropShadowedShareRuntimePlugin', (module, chunk) => {
        if (!(module instanceof WebpackShareRuntimeModule)) return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const federationSharing = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
            (other) => other !== module && other.name === 'sharing' && !(other instanceof WebpackShareRuntimeModule),
          );
          return federationSharing ? null : generate();
        };
      });
    });
  }
}

/**
 * The shell's first scripts: start.js (src/start.ts, beside main.js), which decides when main.js loads, and
 * last-page.js (src/last-page.ts), which the gateway adds before it on a signed-in customer's dashboard page to
 * draw that page as they last saw it. They must not carry what main.js carries. A webpack entry would get the
 * federation runtime (about 70 kB, which every entry with a runtime embeds), so esbuild bundles each into this
 * compilation's assets instead, where the release manifest lists it and the gateway serves it.
 */
class StartScriptPlugin {
  /** @param {Record<string, string>} files asset name → source file */
  constructor(files, isDev) {
    this.files = files;
    this.isDev = isDev;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'StartScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const esbuild = require('esbuild');
          for (const [asset, file] of Object.entries(this.files)) {
            const result = await esbuild.build({
              entryPoints: [file],
              bundle: true,
              write: false,
              format: 'iife',
              target: 'es2020',
              minify: !this.isDev,
              metafile: true,
              logLevel: 'silent',
            });
            for (const input of Object.keys(result.metafile.inputs))
              compilation.fileDependencies.add(path.resolve(compiler.context, input));
            compilation.emitAsset(asset, new webpack.sources.RawSource(result.outputFiles[0].text));
          }
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir      the app's directory (__dirname of its webpack.config.js)
 * @param {string} options.name        federation name: shell, marketing, quiz, dashboard, business
 * @param {'host'|'remote'} options.kind
 * @param {number} options.devPort
 * @param {Record<string,string>} [options.exposes]   remotes only
 * @param {string[]} [options.runtimePlugins]        host only
 */
function createAppConfig({ appDir, name, kind, devPort, exposes = {}, runtimePlugins = [] }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    const isServe = Boolean(process.env.WEBPACK_SERVE);
    const isHost = kind === 'host';
    const version = appVersion(appDir);
    const packageName = require(path.join(appDir, 'package.json')).name;
    const refresh = isDev && isServe;
    const ReactRefreshPlugin = refresh ? require('@pmmmwh/react-refresh-webpack-plugin') : null;

    // Remotes get a dev page that mounts their routes; in production they ship only remoteEntry.js.
    const entry = isHost ? { main: './src/main.ts' } : isDev ? { main: './src/dev/main.ts' } : {};
    // The shell registers its remotes at run time (remotes.json), so none are known at build time.
    const remotes = isHost ? {} : undefined;
    const shared = sharedSingletons();

    return {
      mode,
      context: appDir,
      entry,
      target: ['web', 'es2020'],
      // No eval-based source maps: the gateway's CSP has no 'unsafe-eval', and dev remotes run under it.
      devtool: isDev ? 'cheap-module-source-map' : false,
      output: {
        path: path.join(appDir, 'dist'),
        // The shell lives under a versioned prefix; deep links like /dashboard/claims still find its chunks.
        // Remotes in the dev server use their own origin, so deep links on the dev page and loading
        // under the real shell (developer override) both find their chunks.
        publicPath: isHost ? (isDev ? '/' : `/shell/${version}/`) : isServe ? `http://localhost:${devPort}/` : 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: bundleAliases(isDev) },
      module: {
        rules: [
          swcRule(isDev, refresh),
          // The API contract's modules only define zod schemas and helpers, the form kit's, the formats' and
          // the page layout's only components, helpers and styles. Saying so lets webpack drop what an app never
          // uses from their barrels: /start's first question needs a few field rules and no zod resolver, not
          // the checkout or claims schemas; the home page, no text-only page's intro styles and no form's money
          // reading.
          { test: SIDE_EFFECT_FREE_SHARED, sideEffects: false },
          // Emotion's JSX runtime imports hoist-non-react-statics bare, for withTheme, which shared-entries/
          // emotion-react.js leaves out; the package only defines functions, so nothing of it need load.
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
          { test: /\.md$/, type: 'asset/source' },
          { test: /\.(png|jpe?g|webp|avif|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes } : { filename: REMOTE_ENTRY, exposes }),
          shared,
          shareStrategy: SHARE_STRATEGY,
          runtimePlugins: runtimePlugins.map((p) => path.resolve(appDir, p)),
          dts: false,
          manifest: false,
          experiments: {
            // The shell carries the federation runtime once; production remotes reuse it.
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        ...runtimeStubs({ remotes, shared }),
        new DropShadowedShareRuntimePlugin(),
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(name),
          __APP_VERSION__: JSON.stringify(version),
          __CONTRACT_VERSION__: JSON.stringify(contractVersion()),
        }),
        ...(isHost
          ? [
              new StartScriptPlugin(
                {
                  'start.js': path.join(appDir, 'src/start.ts'),
                  'last-page.js': path.join(appDir, 'src/last-page.ts'),
                },
                isDev,
              ),
            ]
          : []),
        ...(isHost || isDev
          ? [
              new HtmlWebpackPlugin({
                template: isHost ? './src/index.html' : path.join(__dirname, 'dev-index.html'),
                scriptLoading: 'defer',
                // The shell's template places its scripts itself (start.js loads main.js); a dev page injects.
                inject: isHost ? false : 'head',
                templateParameters: {
                  baseCss: fs.readFileSync(path.join(__dirname, 'base.css'), 'utf8').trim(),
                  // The no-script note's phone number, from the site configuration every app reads.
                  supportPhone: require('../../shared/src/brand/site-config.json').supportPhone,
                },
                minify: !isDev && { collapseWhitespace: true, removeComments: false, minifyCSS: true },
              }),
            ]
          : []),
        // Only production builds are releases; a dev build must not overwrite dist/release.json.
        ...(isDev
          ? []
          : [
              new ReleaseManifestPlugin({
                app: packageName,
                name,
                kind,
                version,
                entry: isHost ? 'index.html' : REMOTE_ENTRY,
                // What the release gate checks before this build goes live.
                federation: {
                  shareStrategy: SHARE_STRATEGY,
                  shared: sharedRecord(shared),
                  ...(isHost ? { loads: HOST_LOADS } : { exposes: Object.keys(exposes) }),
                },
              }),
            ]),
        // public/ ships as is (images under _xo/ for the gateway's /_xo and /_next/image).
        ...(fs.existsSync(path.join(appDir, 'public'))
          ? [new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] })]
          : []),
        // The stubs stand in for node_modules files and are parsed as strict ESM like them: no refresh code.
        // Production ids of 3 digits (compact-chunk-ids.cjs); a dev build names its chunks.
        ...(isDev ? [] : [new CompactChunkIdsPlugin()]),
        ...(refresh ? [new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/i, RUNTIME_STUBS] })] : []),
      ],
      optimization: {
        chunkIds: isDev ? 'named' : false,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      // A release build starts cold: built over the cache of earlier builds, the same sources (so the same version)
      // came out with other bytes (minified names, a chunk's hash), which the release store refuses and a browser
      // may already hold as immutable. Cold, every app's build gives the same bytes twice; it costs 3-5 s an app
      // (mfe-quiz 12.6 s against 10.0 s warm, the shell 14.1 s against 9.5 s).
      cache: isDev
        ? {
            type: 'filesystem',
            cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', name, mode),
            // Loader options are not part of the cache key: a change to this file must invalidate the cache.
            buildDependencies: { config: [__filename, path.join(appDir, 'webpack.config.js')] },
          }
        : false,
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        proxy: [
          {
            context: [
              '/api',
              '/monitoring',
              '/_next',
              '/_xo',
              '/remotes.json',
              '/identitytoolkit.googleapis.com',
              '/securetoken.googleapis.com',
              '/emulator',
            ],
            target: process.env.GATEWAY_URL || 'http://localhost:8080',
          },
        ],
      },
    };
  };
}

module.exports = { createAppConfig, REMOTE_ENTRY };
