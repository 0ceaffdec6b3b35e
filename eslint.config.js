import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Boundaries of DESIGN.md §9: the domain imports no app, web and api never import each other,
 * one web feature does not reach into another (shared code lives in apps/web/src/shared), no cycles.
 */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './packages/domain', from: './apps', message: 'packages/domain is pure: it imports no app.' },
        {
          target: './apps/web',
          from: './apps/api',
          message: 'The web app talks to the API over HTTP, never by import.',
        },
        { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
        {
          target: './apps/web/src/features/*/!(index.ts|index.tsx)',
          from: './apps/web/src/features/*',
          except: ['.'],
          message: 'A feature uses another only through shared/; move the shared part there.',
        },
      ],
    },
  ],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'data/', 'e2e/test-results/', 'e2e/report/', 'apps/api/migrations/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/domain/tsconfig.json',
            'apps/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...boundaries,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
