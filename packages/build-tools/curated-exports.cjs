// The names each curated shared entry re-exports, read from the entry files so the lint rule
// (eslint.config.mjs) and the shared entries cannot disagree.
const fs = require('node:fs');
const path = require('node:path');

function exportsOf(file) {
  const source = fs.readFileSync(path.join(__dirname, 'shared-entries', file), 'utf8');
  const block = source.match(/export\s*{([^}]*)}/);
  return block[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Package name -> the names apps may import from it. */
const curatedExports = {
  'react-router-dom': exportsOf('react-router-dom.js'),
  '@tanstack/react-query': exportsOf('react-query.js'),
  '@emotion/react': exportsOf('emotion-react.js'),
};

/**
 * Names only tests may import besides: Jest runs them on the real package, and no app's page needs them at
 * run time (every route's first render loads the curated entry, so an unused name costs every page).
 */
const testOnlyExports = {
  'react-router-dom': ['MemoryRouter'],
};

module.exports = { curatedExports, testOnlyExports };
