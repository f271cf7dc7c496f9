// The one list of modules every app shares as singletons: one React, one router, one QueryClient
// context, one Emotion cache and one copy of @tailwise/shared (the API client and contexts).
const path = require('node:path');
const { repoRoot } = require('./app-version.cjs');

const rootRequire = (id) => require(require.resolve(id, { paths: [repoRoot] }));
const versionOf = (pkg) => rootRequire(`${pkg}/package.json`).version;
const sharedPackage = require(path.join(repoRoot, 'shared/package.json'));

function singleton(pkg, extra = {}) {
  return { singleton: true, requiredVersion: `^${versionOf(pkg)}`, ...extra };
}

function sharedSingletons() {
  const emotionVersion = versionOf('@emotion/react');
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', { version: versionOf('react') }),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', { version: versionOf('react-dom') }),
    'react-router-dom': singleton('react-router-dom', {
      import: path.join(__dirname, 'shared-entries/react-router-dom.js'),
      version: versionOf('react-router-dom'),
    }),
    '@tanstack/react-query': singleton('@tanstack/react-query', {
      import: path.join(__dirname, 'shared-entries/react-query.js'),
      version: versionOf('@tanstack/react-query'),
    }),
    '@emotion/react': singleton('@emotion/react', {
      import: path.join(__dirname, 'shared-entries/emotion-react.js'),
      version: emotionVersion,
    }),
    // Without an explicit version each remote bundles its own Emotion and gets a second style cache.
    '@emotion/react/jsx-runtime': singleton('@emotion/react', { version: emotionVersion }),
    '@emotion/styled': singleton('@emotion/styled'),
    '@tailwise/shared': {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    },
  };
}

/** The package a share key belongs to: react/jsx-runtime -> react, @emotion/react/jsx-runtime -> @emotion/react. */
const packageOfKey = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What a build records in release.json for the release gate (gateway/src/release/compatibility.ts):
 * for each shared module the version it provides and the range it accepts, with webpack's defaults
 * made explicit (strictVersion defaults to false for singletons, import to the package itself).
 */
function sharedRecord(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      {
        version: config.version ?? versionOf(packageOfKey(key)),
        requiredVersion: config.requiredVersion,
        singleton: Boolean(config.singleton),
        strictVersion: config.strictVersion ?? (config.import !== false && !config.singleton),
        import: config.import !== false,
      },
    ]),
  );
}

module.exports = { sharedSingletons, sharedRecord };
