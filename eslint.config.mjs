// Lint for every workspace. Beyond the usual rules it enforces the architecture:
// - a remote never imports another remote or the shell; shared/ never imports an app;
// - within a remote, a feature imports only features listed below it in FEATURE_ORDER;
// - from react-router-dom and @tanstack/react-query, only the names the curated shared entries
//   provide at run time (packages/build-tools/shared-entries/) may be imported;
// - query keys come from each app's key factory, and the API client is called only from api/ folders.
import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';
import { apiCalls } from './scripts/eslint/api-calls.mjs';
import { appBoundaries } from './scripts/eslint/app-boundaries.mjs';
import { featureLayers } from './scripts/eslint/feature-layers.mjs';

const require = createRequire(import.meta.url);
const { curatedExports, testOnlyExports } = require('./packages/build-tools/curated-exports.cjs');

const REMOTES = ['mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business', 'mfe-ops'];
const APPS = ['shell', ...REMOTES];

/**
 * Each remote's folders under src/features/, lower first: a feature may import only the ones listed before
 * it. A new feature goes in the list above everything it uses.
 */
const FEATURE_ORDER = {
  'mfe-marketing': [
    'common',
    'reviews',
    'insurance-plans',
    'wellness-plans',
    'home',
    'faq',
    'legal',
    'blog',
    'careers',
    'contact',
    'not-found',
    'product-unavailable',
    'vetalk',
    'work-with-us',
  ],
  'mfe-quiz': ['common', 'flow', 'price', 'lead', 'checkout', 'start', 'onboard', 'upsell', 'benefits'],
  'mfe-dashboard': [
    'common',
    'verify-email',
    'policies',
    'pets',
    'payouts',
    'claims',
    'payments',
    'profile',
    'reviews',
    'overview',
    'refer',
    'layout',
  ],
  'mfe-business': [
    'common',
    'layout',
    'enquiry',
    'prices',
    'enroll',
    'benefits-enroll',
    'partner',
    'blog',
    'brokers',
    'contact',
    'faq',
    'home',
    'hr',
    'success',
  ],
  'mfe-ops': ['common', 'reviews', 'queue', 'claim'],
};

// Every app's API calls follow the one shape (tailwise/api-calls).
const API_CALLS_CHECKED = APPS;
// Each app builds its keys in one file; shared/'s keys (the resources several apps read) in its queries module.
const KEY_FACTORIES = ['src/features/common/api/query-keys.ts', 'shared/src/api/queries.ts'];
// Calls outside an api/ folder that predate the rule: the breed list the form kit's combobox loads.
const API_CALLS_ELSEWHERE = ['shared/src/form/breeds-query.ts'];

const curatedPaths = Object.entries(curatedExports).map(([name, allowed]) => ({
  name,
  allowImportNames: allowed,
  allowTypeImports: true,
  message: `Only the names in packages/build-tools/shared-entries/ exist at run time for ${name}; add one there if you need it.`,
}));
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', '**/testing/**'];
const curatedPathsInTests = curatedPaths.map((path) => ({
  ...path,
  allowImportNames: [...path.allowImportNames, ...(testOnlyExports[path.name] ?? [])],
}));

const API_SHARED_MESSAGE =
  'The API imports only @tailwise/shared/contract from shared/ (and Node helpers from @tailwise/server).';

const boundary = (forbidden, message) => ['error', { forbidden, message }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.releases/**',
      '.data/**',
      'bench/results/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tools/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      tailwise: { rules: { 'app-boundaries': appBoundaries, 'feature-layers': featureLayers, 'api-calls': apiCalls } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths: curatedPaths }],
    },
  },
  {
    files: TEST_FILES,
    ignores: ['api/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: curatedPathsInTests }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'gateway/**', 'scripts/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'tailwise/app-boundaries': boundary(
        [...APPS.filter((app) => app !== remote), 'api', 'gateway'],
        'A remote never imports another remote, the shell or a server; move what is shared into shared/.',
      ),
      'tailwise/feature-layers': ['error', { features: FEATURE_ORDER[remote] }],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'tailwise/app-boundaries': boundary(
        [...REMOTES, 'api', 'gateway'],
        'The shell loads remotes at run time through Module Federation; it never imports them.',
      ),
    },
  },
  {
    files: ['shared/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'tailwise/app-boundaries': boundary(
        [...APPS, 'api', 'gateway'],
        'shared/ is used by every app and must not import any of them.',
      ),
    },
  },
  {
    files: [...API_CALLS_CHECKED, 'shared'].map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    // Tests set up their fake API and cache by hand.
    ignores: [...TEST_FILES, ...API_CALLS_ELSEWHERE],
    rules: { 'tailwise/api-calls': ['error', { keyFactories: KEY_FACTORIES, callsAllowedIn: ['/api/'] }] },
  },
  {
    files: ['packages/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'tailwise/app-boundaries': boundary(
        [...APPS, 'api', 'gateway'],
        'The packages in packages/ serve every app and server and must not import any of them.',
      ),
    },
  },
  // The API runs in Node and speaks the wire contract: from shared/ it may import the contract and
  // nothing else (its browser platform is not for servers); Node helpers come from @tailwise/server.
  {
    files: ['api/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...curatedPaths, { name: '@tailwise/shared', message: API_SHARED_MESSAGE }],
          patterns: [
            { regex: '^@tailwise/shared/(?!contract$)', message: API_SHARED_MESSAGE },
            { regex: '^\\.\\.?/(.*/)?shared/(?!src/contract(/|$))', message: API_SHARED_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  // Formatting is Prettier's job (checked in the lint step); turn off the rules it would fight.
  prettierConfig,
);
