import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-boundaries.js';
import webLayers from './packages/web/eslint-layers.js';

// The flows' React ban, in both flows blocks below (a block's rule options replace an earlier block's).
const flowsHeadless = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'],
  message: 'flows must stay independent of React and the DOM',
};

// Query keys written out as arrays: as a `queryKey` (also `as const` or in a ternary), as the key argument
// of a cache read or write, or as a `...Key`/`...KEY` constant.
const keyMessage =
  'Take the query key from a key factory: features/<name>/api/<name>-keys.ts, or lib/query-keys.ts for shared reads.';
const inlineQueryKeys = [
  "Property[key.name='queryKey'] > ArrayExpression",
  "Property[key.name='queryKey'] > :matches(TSAsExpression, ConditionalExpression, LogicalExpression) > ArrayExpression",
  'CallExpression[callee.property.name=/^(get|set|ensure)Query(Data|State)$/] > ArrayExpression.arguments:first-child',
  'VariableDeclarator[id.name=/(Key|KEY)$/] > ArrayExpression',
  'VariableDeclarator[id.name=/(Key|KEY)$/] > TSAsExpression > ArrayExpression',
].map((selector) => ({ selector, message: keyMessage }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'reports/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    plugins: { boundaries },
    rules: { 'boundaries/package-boundary': 'error' },
  },
  {
    // What ships: the SDK, the flows and the web app's sources, tests and their helpers left out.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/*.test-d.ts', '**/testing/**', '**/*.model.ts', '**/*.stories.tsx'],
    rules: { 'boundaries/no-sandbox': 'error' },
  },
  {
    // flows run headless in Node and browsers alike: no React, no DOM.
    files: ['packages/flows/src/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [flowsHeadless] }],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'location',
      ],
    },
  },
  {
    // A flow's folder holds its tests and test model beside the machine; what ships never imports the fakes.
    files: ['packages/flows/src/**/*.ts'],
    ignores: [
      'packages/flows/src/**/*.test.ts',
      'packages/flows/src/**/*.model.ts',
      'packages/flows/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            flowsHeadless,
            {
              group: ['**/testing/*'],
              message: 'only tests and test models import the flows testing helpers',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, web: webLayers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'web/layers': 'error',
    },
  },
  {
    // A query key comes from a key factory: a key written out elsewhere drifts from the one its
    // prefetch, invalidation or logout uses, and the read silently misses the cache. Tests may plant keys.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/web/src/features/*/api/*-keys.ts',
      'packages/web/src/lib/query-keys.ts',
      '**/*.test.*',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...inlineQueryKeys],
    },
  },
  {
    // Journeys run in parallel workers, each with its own sandbox: only support.ts's test points baseURL at it.
    files: ['packages/web/e2e/**/*.ts'],
    ignores: ['packages/web/e2e/support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take test from './support': it gives the worker's own sandbox as baseURL.",
            },
          ],
        },
      ],
    },
  },
);
