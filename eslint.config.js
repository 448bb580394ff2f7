import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '.tools/**', 'data/**', 'apps/server/drizzle/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='req'][property.name=/^(param|query|queries|json|parseBody|formData)$/]",
          message: 'Read request input with readParam, readQuery or readBody (lib/validation.ts): the storable-text rule and a schema come first there.',
        },
      ],
    },
  },
  {
    // Modules and libraries take the shared types from app-env.ts: importing the app they are part
    // of would be an import cycle (issue 19).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app.ts'], message: 'Import AppEnv/AppDeps from app-env.ts, not the app itself.' }] }],
    },
  },
  {
    // Command-line scripts and benchmarks report on the console.
    files: ['scripts/**', 'apps/web/scripts/**', 'bench/**', 'e2e/screenshots*.ts', 'apps/server/src/**/*-cli.ts', 'apps/server/src/*-cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
