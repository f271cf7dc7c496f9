// Where a module names another one (import, export … from, import(), and calls such as require() or
// jest.mock()), so each rule that checks imports sees the same set of places.

/**
 * ESLint visitors that call `check(node, source)` for every module a file names. `calls` says which call
 * expressions name a module by their first argument, e.g. `require` or `jest.mock`.
 */
export function importSourceVisitors(check, { calls = [] } = {}) {
  const nameOf = (callee) =>
    callee.type === 'Identifier'
      ? callee.name
      : callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.property.type === 'Identifier'
        ? `${callee.object.name}.${callee.property.name}`
        : null;
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    CallExpression: (node) =>
      calls.includes(nameOf(node.callee)) &&
      node.arguments[0]?.type === 'Literal' &&
      check(node, node.arguments[0].value),
  };
}
