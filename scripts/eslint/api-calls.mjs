// ESLint rule: one way to call the API. A query key is built by the app's key factory, never written out as an
// array where it is used (so every key starts with its app's name and writes invalidate what reads cache); and the
// API client is called only from endpoint files under an api/ folder, which parse what it answers.
import path from 'node:path';

const CLIENT_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'request', 'getBlob', 'call']);
/** The names an ApiClient goes by in this code base: client, apiClient, this.client, props.client… */
const CLIENT_NAME = /^(api)?client$/i;

const unwrap = (node) =>
  node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') ? unwrap(node.expression) : node;

const clientName = (node) => {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name;
  return null;
};

/** @type {import('eslint').Rule.RuleModule} */
export const apiCalls = {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys come from the key factory; the API client is called only from api/ files' },
    schema: [
      {
        type: 'object',
        properties: {
          keyFactories: { type: 'array', items: { type: 'string' } },
          callsAllowedIn: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      literalKey:
        "A query key is built by the app's key factory ({{factories}}), so it starts with the app's name; add one there.",
      clientCall:
        'The API client is called only from an endpoint file under an api/ folder (fetcher, query options, hook), which parses the answer with the contract.',
    },
  },
  create(context) {
    const { keyFactories = [], callsAllowedIn = ['/api/'] } = context.options[0] ?? {};
    const file = `/${path.relative(context.cwd, context.filename).split(path.sep).join('/')}`;
    const isKeyFactory = keyFactories.some((suffix) => file.endsWith(`/${suffix}`));
    const callsAllowed = callsAllowedIn.some((part) => file.includes(part));
    return {
      Property(node) {
        if (isKeyFactory || node.computed || node.key.type !== 'Identifier' || node.key.name !== 'queryKey') return;
        if (unwrap(node.value)?.type !== 'ArrayExpression') return;
        context.report({ node: node.value, messageId: 'literalKey', data: { factories: keyFactories.join(', ') } });
      },
      CallExpression(node) {
        if (callsAllowed) return;
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (!CLIENT_METHODS.has(callee.property.name)) return;
        const name = clientName(callee.object);
        if (name && CLIENT_NAME.test(name)) context.report({ node, messageId: 'clientCall' });
      },
    };
  },
};
