#!/usr/bin/env node
// Starts the release CLI (cli.ts) in about a tenth of a second instead of tsx's second or so, so a
// release or rollback is served well within a second of the command: the first run after a change
// bundles the release sources with esbuild (the compiler tsx itself uses) into node_modules/.cache,
// keyed by their content; every later run just loads that bundle. Usage: node run.cjs <command> ...
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const releaseDir = __dirname;
const repoRoot = path.resolve(releaseDir, '../../..');
// Three levels below the repository, like this folder, so paths.ts finds the repository the same way.
const cacheDir = path.join(repoRoot, 'node_modules/.cache/tailwise-release');

function bundlePath() {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(releaseDir).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    hash.update(name);
    hash.update(fs.readFileSync(path.join(releaseDir, name)));
  }
  return path.join(cacheDir, `cli-${hash.digest('hex').slice(0, 16)}.cjs`);
}

function build(outfile) {
  const tmp = `${outfile}.${process.pid}.tmp`;
  require('esbuild').buildSync({
    entryPoints: [path.join(releaseDir, 'cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: tmp,
    logLevel: 'warning',
  });
  fs.renameSync(tmp, outfile);
  // Older bundles of this folder are never used again.
  for (const name of fs.readdirSync(cacheDir)) {
    if (name.startsWith('cli-') && name.endsWith('.cjs') && path.join(cacheDir, name) !== outfile)
      fs.rmSync(path.join(cacheDir, name), { force: true });
  }
}

const outfile = bundlePath();
if (!fs.existsSync(outfile)) {
  fs.mkdirSync(cacheDir, { recursive: true });
  build(outfile);
}
require(outfile)
  .main(process.argv.slice(2), console.log, { asCommand: true })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
