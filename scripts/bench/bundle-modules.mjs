// `npm run bench:bundle-modules -- <app> [script…]`: which source modules an app's scripts are made of, since the
// production build names none. Builds the app as production does, with hidden source maps, into a temporary folder
// (never its dist/, whose prerendered pages a plain webpack run would wipe), then gives every emitted script its
// gzip size and its modules by minified bytes, with the gzip size of each module's code taken alone (an estimate:
// gzip shares strings across modules). Name scripts by prefix (`main`, `419`) to see only those; bench:bundle says
// which scripts a route loads first, but chunk ids differ between builds, so match them by their modules.
// TOP=<n> lists more modules per script (15).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { SourceMapConsumer } = require('source-map');

const gzip = (text) => gzipSync(text, { level: 9 }).length;

async function build(appDir, outDir) {
  const config = require(path.join(appDir, 'webpack.config.js'))({}, { mode: 'production' });
  config.output.path = outDir;
  config.devtool = 'hidden-source-map';
  // The release manifest is for dist/ only; the cache is keyed without the source maps.
  config.plugins = config.plugins.filter((plugin) => plugin.constructor.name !== 'ReleaseManifestPlugin');
  config.cache = false;
  await new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

/** Each source's minified bytes in `code`: the span from each of its mappings to the next mapping. */
function modulesOf(code, map) {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const marks = [];
  new SourceMapConsumer(map).eachMapping((m) =>
    marks.push([lineStarts[m.generatedLine - 1] + m.generatedColumn, m.source ?? '(runtime)']),
  );
  marks.sort((a, b) => a[0] - b[0]);
  const parts = new Map();
  marks.forEach(([start, source], i) => {
    const end = i + 1 < marks.length ? marks[i + 1][0] : code.length;
    const name = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
    parts.set(name, (parts.get(name) ?? '') + code.slice(start, end));
  });
  return [...parts].map(([name, text]) => ({ name, bytes: text.length, gzipBytes: gzip(text) }));
}

async function main() {
  const [app, ...prefixes] = process.argv.slice(2);
  if (!app) throw new Error('Usage: npm run bench:bundle-modules -- <app> [script prefix…]');
  const appDir = path.join(root, app);
  const outDir = mkdtempSync(path.join(os.tmpdir(), `tailwise-modules-${app}-`));
  const top = Number(process.env.TOP ?? 15);
  try {
    await build(appDir, outDir);
    const scripts = readdirSync(outDir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => prefixes.length === 0 || prefixes.some((p) => file.startsWith(`${p}.`) || file === p))
      .map((file) => ({ file, code: readFileSync(path.join(outDir, file), 'utf8') }))
      .map((s) => ({ ...s, gzipBytes: gzip(s.code) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    for (const { file, code, gzipBytes } of scripts) {
      console.log(`\n${file}: ${code.length} B minified, ${gzipBytes} B gzip`);
      let map;
      try {
        map = JSON.parse(readFileSync(path.join(outDir, `${file}.map`), 'utf8'));
      } catch {
        continue; // start.js is bundled by esbuild, without a map
      }
      const modules = modulesOf(code, map).sort((a, b) => b.bytes - a.bytes);
      for (const m of modules.slice(0, top))
        console.log(`  ${String(m.bytes).padStart(7)} B  ${String(m.gzipBytes).padStart(6)} B gz  ${m.name}`);
      if (modules.length > top) console.log(`  … ${modules.length - top} more`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
