import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Schemas take zod from the contract, whose string schemas refuse a NUL byte or a lone surrogate,
 * and read numbers from text with `z.decimal`, never `z.coerce` (which takes hex and `1e3`).
 */
const CONTRACT_ZOD = {
  name: 'zod',
  allowTypeImports: true,
  message:
    "Import z from '@prime/contract' (in the contract: its zod.ts): every string schema there refuses NUL bytes and lone surrogates.",
};
const NO_WEB_IN_API = {
  group: ['**/apps/web/**', '@prime/web'],
  message: 'The API does not import the web app.',
};
/** The API's modules, each a folder of apps/api/src/modules. */
const API_MODULES = readdirSync(new URL('./apps/api/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const NO_COERCE = {
  object: 'z',
  property: 'coerce',
  message: 'Use z.decimal(z.number()...): coerce also takes hex, exponents and blanks.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/games/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Dependencies point one way: shared -> features -> app; features never import each other.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/shared', from: './apps/web/src/features' },
            { target: './apps/web/src/shared', from: './apps/web/src/app' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...[
              'layout',
              'maintenance',
              'pages',
              'admin',
              'lobby',
              'consent',
              'promotions',
              'content-pages',
              'newsletter',
              'registration',
              'auth',
              'dashboard',
              'account',
              'game',
              'reports',
            ].map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // The API never reaches into the web app and vice versa; both share only the contract.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CONTRACT_ZOD],
          patterns: [NO_WEB_IN_API],
        },
      ],
      'no-restricted-properties': ['error', NO_COERCE],
    },
  },
  {
    // Test support lives in apps/api/src/test, never beside the production code that uses none of it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            CONTRACT_ZOD,
            { name: 'vitest', message: 'Test helpers belong in apps/api/src/test.' },
          ],
          patterns: [NO_WEB_IN_API],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src',
              from: './apps/api/src/test',
              message: 'Production code does not use the test helpers.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's tests reach other modules' tables through the factories and queries of
    // apps/api/src/test, as its code reaches them through their services.
    files: ['apps/api/src/modules/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: API_MODULES.flatMap((module) => [
            {
              target: `./apps/api/src/modules/${module}/**/*.test.ts`,
              from: './apps/api/src/modules/*/**/*.{tables,repository}.ts',
              except: [`**/apps/api/src/modules/${module}/**`],
              message: "Use a factory or query of apps/api/src/test for another module's tables.",
            },
            {
              target: `./apps/api/src/modules/${module}/**/*.test.ts`,
              from: './apps/api/src/db/schema.ts',
              message: "Use a factory or query of apps/api/src/test for another module's tables.",
            },
          ]),
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [CONTRACT_ZOD] }],
      'no-restricted-properties': ['error', NO_COERCE],
    },
  },
);
