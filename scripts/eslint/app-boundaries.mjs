// ESLint rule: which top-level folders a file may import from. Relative imports are resolved
// against the importing file, so `../api/x` inside shared/src stays legal while
// `../../../shell/src/x` does not; bare specifiers are checked against the workspace names.
import path from 'node:path';
import { importSourceVisitors } from './import-sources.mjs';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** @type {import('eslint').Rule.RuleModule} */
export const appBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep remotes, the shell and shared/ from importing each other' },
    schema: [
      {
        type: 'object',
        properties: { forbidden: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { forbidden = [], message = 'This import crosses an app boundary.' } = context.options[0] ?? {};
    const filename = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) {
        const resolved = path.relative(repoRoot, path.resolve(path.dirname(filename), source));
        target = resolved.split(path.sep)[0];
      } else {
        target = source.split('/')[0];
      }
      if (target && forbidden.includes(target)) context.report({ node, message: `${message} (imports ${source})` });
    };
    return importSourceVisitors(check, { calls: ['require'] });
  },
};
