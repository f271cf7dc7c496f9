// Chunk ids stay 3 digits past webpack's 50 chunks, and the same in every build of the same code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CompactChunkIdsPlugin, idRange } from './compact-chunk-ids.cjs';

/** An app whose entry imports `count` pages, each a chunk of its own. */
function appWithPages(count: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-ids-'));
  for (let i = 0; i < count; i++) fs.writeFileSync(path.join(dir, `page-${i}.js`), `export default ${i};\n`);
  const imports = Array.from({ length: count }, (_, i) => `() => import('./page-${i}.js')`).join(',\n');
  fs.writeFileSync(path.join(dir, 'index.js'), `export const pages = [\n${imports}\n];\n`);
  return dir;
}

/** The ids of the chunks a production build gives the app. */
function chunkIds(dir: string): Promise<Map<number, unknown>> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    optimization: { chunkIds: false, minimize: false },
    plugins: [new CompactChunkIdsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      compiler.close(() => resolve(new Map([...stats.compilation.chunks].map((c) => [c.debugId, c.id]))));
    }),
  );
}

describe('CompactChunkIdsPlugin', () => {
  it('keeps the ids of 60 chunks under 1000 (webpack would give them 4 digits), each its own', async () => {
    const ids = [...(await chunkIds(appWithPages(60))).values()];
    expect(ids).toHaveLength(61);
    expect(new Set(ids).size).toBe(61);
    expect(ids.filter((id) => !(Number.isInteger(id) && id >= 0 && id < 1000))).toEqual([]);
  }, 60_000);

  it('gives the same ids in every build of the same code', async () => {
    const dir = appWithPages(60);
    const first = [...(await chunkIds(dir)).values()].sort((a, b) => a - b);
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    const second = [...(await chunkIds(dir)).values()].sort((a, b) => a - b);
    expect(second).toEqual(first);
  }, 60_000);

  it('widens the id space only when it would be over a tenth full', () => {
    expect(idRange(1)).toBe(1000);
    expect(idRange(100)).toBe(1000);
    expect(idRange(101)).toBe(10_000);
    expect(idRange(1001)).toBe(100_000);
  });
});
