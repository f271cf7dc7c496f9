// ESLint rule: a remote's features depend on each other in one direction only. Each remote lists its
// features lower first; a file in src/features/A may import from src/features/B only when B is listed
// below A, so what a feature needs can always be read by walking down, never round in a circle.
import path from 'node:path';
import { importSourceVisitors } from './import-sources.mjs';

const FEATURES_DIR = `${path.sep}src${path.sep}features${path.sep}`;

/** The remote's features folder and the feature a path lies in (its first folder there), or null. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES_DIR);
  if (at < 0) return null;
  const root = file.slice(0, at + FEATURES_DIR.length);
  const parts = file.slice(root.length).split(path.sep);
  // A file directly in src/features/ belongs to no feature.
  return parts.length > 1 ? { root, name: parts[0] } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureLayers = {
  meta: {
    type: 'problem',
    docs: { description: "Keep a remote's features from importing a feature listed above them" },
    schema: [
      {
        type: 'object',
        properties: { features: { type: 'array', items: { type: 'string' } } },
        required: ['features'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { features } = context.options[0];
    const from = featureOf(path.resolve(context.filename));
    if (!from) return {};
    const rank = (name) => features.indexOf(name);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(path.resolve(context.filename)), source));
      if (!to || to.root !== from.root || to.name === from.name) return;
      if (rank(from.name) < 0)
        context.report({ node, message: `Feature '${from.name}' is not listed in its remote's feature order.` });
      else if (rank(to.name) < 0)
        context.report({
          node,
          message: `Feature '${to.name}' is not listed in its remote's feature order (imports ${source}).`,
        });
      else if (rank(to.name) > rank(from.name))
        context.report({
          node,
          message: `Feature '${from.name}' may not import '${to.name}', which is listed above it; move what both need into a lower feature (imports ${source}).`,
        });
    };
    return importSourceVisitors(check, { calls: ['jest.mock'] });
  },
};
