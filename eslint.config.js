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
            // Every folder of features is a zone of its own, so a new feature is fenced too.
            ...readdirSync(new URL('./apps/web/src/features', import.meta.url), {
              withFileTypes: true,
            })
              .filter((entry) => entry.isDirectory())
              .map((feature) => ({
                target: `./apps/web/src/features/${feature.name}`,
                from: './apps/web/src/features',
                except: [`./${feature.name}`],
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
          patterns: [
            {
              group: ['**/apps/web/**', '@prime/web'],
              message: 'The API does not import the web app.',
            },
          ],
        },
      ],
      'no-restricted-properties': ['error', NO_COERCE],
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
