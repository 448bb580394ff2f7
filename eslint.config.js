import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noImportCycle from './eslint-rules/no-import-cycle.js';

// Boundaries the linter keeps (decision 028).

/**
 * A feature folder imports only itself; the shop is one feature (features/shop, decision 030) and
 * other features use it only through its small public index.
 */
const SHOP_ENTRY_POINT = 'shop/index.ts';
const FEATURES = fs
  .readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: (feature === 'shop' ? [feature] : [feature, SHOP_ENTRY_POINT]).map((p) => `./${p}`),
  message:
    'A feature does not import another feature: move what both need to components/ or lib/, or compose them in app/ (the shop only through shop/index.ts).',
}));

/** Route files parse, call a service and answer: the database is the services' business. */
const DATABASE_IN_ROUTES = {
  paths: [{ name: 'drizzle-orm', message: 'Routes do not query the database: call a service of the module.' }],
  patterns: [
    {
      group: ['drizzle-orm/*', '**/db/schema.ts', '**/db/client.ts'],
      message: 'Routes do not query the database: call a service of the module.',
    },
  ],
};
const REQUEST_INPUT = {
  selector:
    "MemberExpression[object.property.name='req'][property.name=/^(param|query|queries|json|parseBody|formData)$/]",
  message:
    'Read request input with readParam, readQuery or readBody (lib/validation.ts): the storable-text rule and a schema come first there.',
};
const APP_IMPORT = { group: ['**/app.ts'], message: 'Import AppEnv/AppDeps from app-env.ts, not the app itself.' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.tools/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      // import-x reads only the extensions it is told of; without .ts it would follow no import.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      // Runtime cycles across the workspace (packages resolved by name), and every cycle between
      // files, type-only imports included (eslint-rules/no-import-cycle.js says why both).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-import-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages never import the apps.' },
            {
              target: './packages/engine',
              from: './packages/vision',
              message: 'The engine and vision packages are independent: the server joins them.',
            },
            {
              target: './packages/vision',
              from: './packages/engine',
              message: 'The engine and vision packages are independent: the server joins them.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Request input reaches a route only through lib/validation.ts, where the storable-text rule
    // and then a schema check it (decision 016). The raw body stays readable (c.req.text(), for
    // the Stripe signature), and so do headers.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/validation.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', REQUEST_INPUT] },
  },
  {
    // Modules and libraries take the shared types from app-env.ts: importing the app they are part
    // of would be an import cycle (issue 19).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORT] }] },
  },
  {
    // Thin routes (decision 028): no query builder, table or client in a route file, and no
    // query through the database handle either.
    files: ['apps/server/src/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: DATABASE_IN_ROUTES.paths, patterns: [APP_IMPORT, ...DATABASE_IN_ROUTES.patterns] },
      ],
      'no-restricted-syntax': [
        'error',
        REQUEST_INPUT,
        {
          selector:
            "MemberExpression[object.property.name='db'][property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query|\\$count)$/]",
          message: 'Routes do not query the database: call a service of the module.',
        },
      ],
    },
  },
  {
    // Command-line scripts and benchmarks report on the console.
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'bench/**',
      'e2e/screenshots*.ts',
      'apps/server/src/**/*-cli.ts',
      'apps/server/src/*-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
