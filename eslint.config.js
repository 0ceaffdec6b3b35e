import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature uses another only through shared/ (apps/web/src/shared): one zone per feature folder
 * under `root`, since a zone cannot say "any feature but the importing one" by itself.
 */
export function featureZones(root) {
  const dir = path.join(root, 'apps/web/src/features');
  const features = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return features.map(({ name }) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: 'A feature uses another only through shared/; move the shared part there.',
  }));
}

/** @type {import('eslint').Linter.RuleEntry} */
export const cycleRule = ['error', { ignoreExternal: true }];

/**
 * Boundaries of DESIGN.md §9: the domain imports no app, web and api never import each other,
 * one web feature does not reach into another, no cycles. scripts/eslint-boundaries.test.ts
 * proves each one fires.
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
        ...featureZones(import.meta.dirname),
      ],
    },
  ],
  'import-x/no-cycle': cycleRule,
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
    // A query's key and the keys its changes invalidate come from one declared factory, so a list
    // refreshes because its key is named, not because a prefix written twice happens to match.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          message: "Name the key from the resource's key factory (its keys.ts), not an array written here.",
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
