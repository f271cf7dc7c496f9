// Production chunk ids kept to 3 digits while an app has up to 100 chunks: webpack's deterministic ids grow to 4
// digits past 50 (it keeps the id space 20 times the chunk count), and every chunk id is written in the remote's
// entry and at each dynamic import of the chunks that load first (marketing's App chunk lists 16 pages).
const { assignDeterministicIds, getFullChunkName, getUsedChunkIds } = require('webpack/lib/ids/IdHelpers');
const { compareChunksNatural } = require('webpack/lib/util/comparators');

/** The id space: a power of ten at least 10 times the ids to hold (at most 10 % of it in use), and at least 1000. */
function idRange(count) {
  let range = 1000;
  while (range < count * 10) range *= 10;
  return range;
}

/**
 * Each id is a hash of the chunk's full name (its modules' paths) in that space, as webpack's deterministic ids
 * are: the same chunks get the same ids in every build, so an unchanged chunk keeps its file name (and the
 * browser's cache) across releases. A hash already taken moves to the chunk's next hash (webpack's own probing),
 * which at 10 % fill happens to about one chunk in ten; only such a chunk's id can depend on the others.
 */
class CompactChunkIdsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('CompactChunkIdsPlugin', (compilation) => {
      compilation.hooks.chunkIds.tap('CompactChunkIdsPlugin', (chunks) => {
        const { chunkGraph } = compilation;
        const usedIds = getUsedChunkIds(compilation);
        const pending = [...chunks].filter((chunk) => chunk.id === null);
        assignDeterministicIds(
          pending,
          (chunk) => getFullChunkName(chunk, chunkGraph, compiler.context, compiler.root),
          compareChunksNatural(chunkGraph),
          (chunk, id) => {
            if (usedIds.has(`${id}`)) return false;
            usedIds.add(`${id}`);
            chunk.id = id;
            chunk.ids = [id];
            return true;
          },
          [idRange(pending.length + usedIds.size)],
          // No growth past the range given: webpack would widen it to 20 times the chunk count.
          0,
        );
      });
    });
  }
}

module.exports = { CompactChunkIdsPlugin, idRange };
