import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

/** Files that may import a development dependency: tests and their helpers, configs, tools. */
const devDependencyFiles = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/test-*.{ts,tsx}',
  '**/*.fixtures.ts',
  '**/*.config.{js,mjs,ts}',
  'e2e/**',
  'bench/**',
  'scripts/**',
];

/**
 * Every package a file imports is declared in its workspace's package.json, or in the root's for
 * the tools all workspaces share (TypeScript, Vitest, Playwright, @types/node): hoisting makes an
 * undeclared import work here and fail where the workspace is installed alone. One block per
 * workspace of the root package.json; scripts/eslint-boundaries.test.ts proves it fires.
 */
export function dependencyRules(root) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const rule = (packageDir) => ({
    'import-x/no-extraneous-dependencies': [
      'error',
      { packageDir, devDependencies: devDependencyFiles.map((glob) => path.join(root, glob)) },
    ],
  });
  return [
    { files: ['**/*.{js,mjs,ts,tsx}'], rules: rule([root]) },
    ...workspaces.map((dir) => ({ files: [`${dir}/**/*.{js,mjs,ts,tsx}`], rules: rule([path.join(root, dir), root]) })),
  ];
}

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
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['apps/api/drizzle.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
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
  ...dependencyRules(import.meta.dirname),
);
