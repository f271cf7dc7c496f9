// Unit tests for the front-end workspaces (jsdom) and the gateway (node). The API has its own
// configuration (api/jest.config.js): it needs a database and the Auth emulator.
const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: jsx ? { react: { runtime: 'automatic', importSource: '@emotion/react' } } : undefined,
    },
    module: { type: 'commonjs' },
  },
];

const frontEnd = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../scripts/jest/jsdom-environment.js',
  transform: { '^.+\\.[cm]?[jt]sx?$': swc(true) },
  transformIgnorePatterns: ['/node_modules/(?!(@tanstack|react-router|react-router-dom)/)'],
  setupFiles: ['<rootDir>/../scripts/jest/setup-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.js'],
  moduleNameMapper: {
    '^tailwise-internal/react-query-source$': '@tanstack/react-query',
    '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/../scripts/jest/file-stub.js',
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.{js,ts}'],
});

// The Node-only workspace packages (build tooling, server helpers): no DOM, as where they run.
const nodePackage = (name, dir) => ({
  displayName: name,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'node',
  transform: { '^.+\\.[cm]?[jt]sx?$': swc(false) },
  testMatch: ['<rootDir>/**/*.test.{js,ts}'],
});

module.exports = {
  projects: [
    ...['shared', 'shell', 'mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business', 'mfe-ops'].map(frontEnd),
    nodePackage('build-tools', 'packages/build-tools'),
    nodePackage('server', 'packages/server'),
    {
      displayName: 'gateway',
      rootDir: '<rootDir>/gateway',
      testEnvironment: 'node',
      transform: { '^.+\\.[cm]?[jt]sx?$': swc(false) },
      // Some of Fastify's dependencies ship ESM only; Node 20 requires them natively, Jest does not.
      transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition|cookie)/).*/node_modules/'],
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: { '^.+\\.[cm]?[jt]sx?$': swc(false) },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
  ],
};
