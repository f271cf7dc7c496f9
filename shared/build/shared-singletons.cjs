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
    '@emotion/react': singleton('@emotion/react'),
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

module.exports = { sharedSingletons };
