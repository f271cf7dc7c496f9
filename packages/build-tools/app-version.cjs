// An app's release version: its package version plus a hash of everything that goes into its build,
// so the same sources always give the same version and a changed remote always gets a new one.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out.sort();
}

function sourceHash(appDir) {
  const hash = crypto.createHash('sha256');
  const inputs = [
    ...listFiles(path.join(appDir, 'src')),
    ...listFiles(path.join(appDir, 'public')),
    ...listFiles(path.join(repoRoot, 'shared/src')),
    ...listFiles(path.join(repoRoot, 'packages/build-tools')),
    path.join(appDir, 'package.json'),
    path.join(appDir, 'webpack.config.js'),
    path.join(repoRoot, 'package-lock.json'),
  ];
  for (const file of inputs) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(repoRoot, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

/** APP_VERSION overrides, so an operator can build a named version (e.g. 1.4.0). */
function appVersion(appDir) {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return `${pkg.version}-${sourceHash(appDir)}`;
}

/**
 * A hash of the API contract (shared/src/contract): every response a page reads has the shape it gives, so two
 * builds with the same contract read the same data the same way (the shell's kept last visit relies on it).
 */
function contractVersion() {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(path.join(repoRoot, 'shared/src/contract'))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(path.relative(repoRoot, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

module.exports = { appVersion, contractVersion, repoRoot };
