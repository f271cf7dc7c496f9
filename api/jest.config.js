// Jest for the API: node environment, TypeScript through swc, one Auth emulator for the whole run.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    // The email templates (React Email): TSX through React 19's automatic runtime, as tsconfig's "react-jsx".
    '^.+\\.(t|j)sx$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // light-my-request (fastify inject) depends on cookie 1.x, which ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!light-my-request/node_modules/cookie/|cookie/)'],
  globalSetup: '<rootDir>/src/test/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test/global-teardown.mjs',
  // Generous: a busy 2-core machine can be several times slower than an idle one.
  testTimeout: 120_000,
  // PGlite boots a WASM Postgres per test file; two workers suit a 2-core machine.
  maxWorkers: 2,
};
