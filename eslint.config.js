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

/**
 * API module boundaries: a module's tables (`*.tables.ts`) and repositories (`*.repository.ts`)
 * are private to it, and every other file calls the module's service. The zones are made per
 * folder of apps/api/src/modules, so a new module is covered without editing this file.
 */
const API = 'apps/api/src';
/** The entry points, which build every service from its repository (and touch no table). */
const API_COMPOSITION_ROOTS = [`${API}/app.ts`, `${API}/ops/cli.ts`];
const API_MODULES = readdirSync(new URL(`./${API}/modules`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const API_MODULE_ZONES = API_MODULES.flatMap((module) => {
  const others = API_MODULES.filter((other) => other !== module);
  return [
    {
      target: [
        // Not db: schema.ts gathers every table for drizzle and the demo seed writes rows.
        // Not test: its factories make the rows a test needs.
        `${API}/!(modules|db|test|ops)/**/*.ts`,
        `${API}/ops/**/!(cli).ts`,
        `${API}/!(app).ts`,
        // The other modules, their tests included; their table files have the next zone.
        ...others.map((other) => `${API}/modules/${other}/**/!(*.tables).ts`),
      ],
      from: [
        `${API}/modules/${module}/**/*.tables.ts`,
        `${API}/modules/${module}/**/*.repository.ts`,
      ],
      message: `The ${module} module's tables and repositories are private to it: call its service.`,
    },
    {
      // A table may reference another module's for a foreign key: a relation in the schema,
      // not access to its data. The repositories stay private.
      target: others.map((other) => `${API}/modules/${other}/**/*.tables.ts`),
      from: `${API}/modules/${module}/**/*.repository.ts`,
      message: `The ${module} module's repositories are private to it: call its service.`,
    },
  ];
});

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
      // Rules that follow imports into other files (no-cycle) skip a file whose extension is not
      // listed here, and the default lists JavaScript only: without these two settings no-cycle
      // never looked inside a TypeScript file and could not see a circle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/games/**/*.ts', 'apps/backoffice/**/*.{ts,tsx}'],
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
            // The console's code stays out of the player site's bundle.
            { target: './apps/web/src', from: './apps/backoffice' },
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
    // The console is a bundle of its own: it shares only the contract with the player site.
    files: ['apps/backoffice/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/backoffice',
              from: './apps/web',
              message: 'The console shares only the contract with the player site.',
            },
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
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...API_MODULE_ZONES,
            {
              target: API_COMPOSITION_ROOTS,
              from: `${API}/modules/**/*.tables.ts`,
              message: 'Tables are private to their module: call its service.',
            },
            {
              // schema.ts gathers every table for drizzle; importing it would go round the zones.
              target: `${API}/!(db|test)/**/*.ts`,
              from: `${API}/db/schema.ts`,
              message:
                "Tables are private to their module: import one from its module's *.tables.ts.",
            },
            {
              // Production code never runs demo-seed code; tests may name the seeded demo rows.
              target: `${API}/@(modules|plugins|lib|adapters)/**/!(*.test|*-test-support).ts`,
              from: `${API}/db/seed`,
              message: 'The demo seed is not production code: move what is needed into a module.',
            },
            {
              // Test factories and helpers live in apps/api/src/test, used by tests only.
              target: `${API}/!(test)/**/!(*.test).ts`,
              from: `${API}/test`,
              message: 'Production code does not use the test helpers.',
            },
          ],
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
