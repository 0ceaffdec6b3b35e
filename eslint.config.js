import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const directories = (dir) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];

/**
 * A feature uses another only through shared/ (apps/web/src/shared): one zone per feature folder
 * under `root`, since a zone cannot say "any feature but the importing one" by itself.
 */
export function featureZones(root) {
  return directories(path.join(root, 'apps/web/src/features')).map(({ name }) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: 'A feature uses another only through shared/; move the shared part there.',
  }));
}

/**
 * An API module (apps/api/src/modules/<name>) is used from outside only through its entry,
 * index.ts, and tables only through db/schema.ts, which gathers every module's *.schema.ts. Inside
 * a module, its tests too, files import each other directly; a table file may name another
 * module's tables for its foreign keys. One zone per module, as `featureZones`, since a zone cannot
 * say "any module but the importing one" by itself.
 */
export function moduleZones(root) {
  const dir = path.join(root, 'apps/api/src/modules');
  const modules = directories(dir).map(({ name }) => name);
  const entries = modules.map((name) => `./${name}/index.ts`);
  const tables = modules.flatMap((name) =>
    readdirSync(path.join(dir, name))
      .filter((file) => file.endsWith('.schema.ts'))
      .map((file) => `./${name}/${file}`),
  );
  const from = './apps/api/src/modules';
  const message = 'Use another module through its index.ts (tables through db/schema.ts); export what you need there.';
  return [
    ...modules.map((name) => ({
      target: `./apps/api/src/modules/${name}/**/!(*.schema).ts`,
      from,
      except: [`./${name}`, ...entries],
      message,
    })),
    {
      target: './apps/api/src/modules/*/*.schema.ts',
      from,
      except: tables,
      message: 'A table file imports only tables.',
    },
    { target: './apps/api/src/db/schema.ts', from, except: tables, message: 'db/schema.ts gathers the tables only.' },
    {
      // Everything else that may import the API: its top files, plugins, jobs, db (but db/schema.ts), tests, tools.
      target: [
        './apps/api/src/*.ts',
        './apps/api/src/!(modules|db)/**',
        './apps/api/src/db/!(schema.ts)',
        './apps/api/src/db/*/**',
        './apps/api/test',
        './bench',
        './e2e',
        './scripts',
      ],
      from,
      except: entries,
      message,
    },
  ];
}

/** @type {import('eslint').Linter.RuleEntry} */
export const cycleRule = ['error', { ignoreExternal: true }];

/**
 * Boundaries of docs/architecture.md §9: the domain imports no app, web and api never import each
 * other, one web feature does not reach into another, nor one API module into another's
 * internals, no cycles. scripts/eslint-boundaries.test.ts
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
        ...moduleZones(import.meta.dirname),
      ],
    },
  ],
  'import-x/no-cycle': cycleRule,
};

/**
 * Each "one way" of the code base that a forbidden import would break is a rule of its own: the
 * same rule (typescript-eslint's no-restricted-imports, which can let a type through) under one
 * name per way. ESLint keeps one set of options per rule name and file, so two ways sharing a name
 * would silently replace each other where their files overlap; with a name each, every way keeps
 * its own files and exceptions, and a report names the way it guards.
 */
const restrictedImportsRule = tseslint.plugin.rules['no-restricted-imports'];
const oneWayPlugin = {
  rules: Object.fromEntries(
    ['sql-in-repositories', 'entries', 'translation', 'lists', 'dates', 'drawers'].map((name) => [
      name,
      restrictedImportsRule,
    ]),
  ),
};

/** @returns {import('eslint').Linter.Config} */
function oneWay(name, { files, ignores = [], paths = [], patterns = [] }) {
  return {
    files,
    ignores,
    plugins: { 'one-way': oneWayPlugin },
    rules: { [`one-way/${name}`]: ['error', { paths, patterns }] },
  };
}

/**
 * SQL lives in repositories (`*.repo.ts`) only: the rest of a module (services, routes, jobs)
 * reaches the database through functions named for what they do. Tables are declared in
 * `*.schema.ts`; tests arrange and inspect rows directly. Services still open transactions
 * (`db.transaction` on the `Db` handle): which writes commit together is a rule of the service,
 * and it hands `tx` to the repos. Row types and the JSON shapes of columns may be imported as
 * types. scripts/eslint-boundaries.test.ts proves the rule fires.
 */
export const sqlInRepositories = oneWay('sql-in-repositories', {
  files: ['apps/api/src/modules/**/*.ts'],
  ignores: ['**/*.repo.ts', '**/*.schema.ts', '**/*.test.ts'],
  patterns: [
    {
      regex: '^drizzle-orm(/|$)',
      message: 'SQL lives in repositories: move the query into a *.repo.ts function named for what it does.',
    },
    {
      regex: '(^|/)([^/]+\\.schema|db/schema)\\.js$',
      allowTypeImports: true,
      message: 'Tables are read and written in repositories: call a *.repo.ts function instead.',
    },
    {
      regex: '(^|/)db/(rows|tree|recordset|list-filters)\\.js$',
      message: 'These build SQL: they belong in a repository (*.repo.ts).',
    },
    {
      regex: '(^|/)db/list\\.js$',
      allowImportNames: ['Page'],
      message: 'The SQL of lists belongs in a repository (*.repo.ts); a service knows the Page it answers.',
    },
    {
      regex: '(^|/)db/versions\\.js$',
      importNames: ['nextVersion', 'versionGuard'],
      message: 'The version guard is SQL of an UPDATE: it belongs in the repository that writes the row.',
    },
  ],
});

const webFiles = ['apps/web/src/**/*.{ts,tsx}'];
const webTests = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'];

/**
 * One translation path in the web app: texts come from the API's catalogue, with the operators'
 * edits, through useT(); a key built from data says what shows when the loaded catalogue lacks it
 * (shared/i18n/label.ts). The domain's own catalogue and what reads it (`translate`,
 * `isMessageKey`, …) would put a second copy of every text into the bundle and ignore the edits.
 * Tests and their helpers may read it, to say what a screen shows.
 */
export const oneTranslationPath = oneWay('translation', {
  files: webFiles,
  // The build's prerender renders before any server exists: its texts are the repository's, and
  // the app shows the operators' edits once it takes over (app/take-over.ts).
  ignores: [...webTests, 'apps/web/src/prerender/**'],
  paths: [
    {
      name: '@cargo/domain',
      importNames: [
        'catalogue',
        'messageAreas',
        'messagesOf',
        'translate',
        'isMessageKey',
        'cargoText',
        'fieldErrorsFromIssues',
      ],
      message:
        "The web app translates with useT() over the loaded catalogue; for a key built from data use keyOr() from shared/i18n (cargoTextOf for a cargo's line).",
    },
  ],
});

/**
 * One list machinery: a list page shows its rows with shared/lists' ListTable (or ListPager, for
 * a list that is no table) over useListQuery, so paging, sorting, the address and the empty text
 * are written once. A table that is no list page (a drawer's, a dialog's, a details card's few
 * rows, nothing in the address) is shared/lists' DetailTable. Ant Design's Table and Pagination
 * are imported in shared/lists only.
 */
export const listsThroughShared = oneWay('lists', {
  files: webFiles,
  ignores: ['apps/web/src/shared/lists/**'],
  paths: [
    {
      name: 'antd',
      importNames: ['Table', 'Pagination'],
      message:
        'A list page uses ListTable (or ListPager) with useListQuery, any other table DetailTable: shared/lists.',
    },
  ],
  patterns: [
    {
      regex: '^antd/(es|lib)/(table|pagination)(/|$)',
      message: 'Table types come with shared/lists (ListColumn, ListView); ask it rather than the table internals.',
    },
  ],
});

/**
 * One drawer: the web app opens Ant Design's Drawer only through shared/ui's SideDrawer (a panel
 * to read: files, a quotation, rates) and shared/forms' FormDrawer with `useFormDrawer` (a form),
 * so the phone's full width, the buttons, the save and its refusals are written once. The shell's
 * menu on a phone is its own plain drawer (app/layout/menu-drawer.tsx): the shell loads no Ant Design.
 */
const drawerRule = 'Open a form in FormDrawer (useFormDrawer, shared/forms), anything else in SideDrawer (shared/ui).';
export const drawersThroughShared = oneWay('drawers', {
  files: webFiles,
  ignores: ['apps/web/src/shared/ui/side-drawer.tsx'],
  paths: [{ name: 'antd', importNames: ['Drawer'], message: drawerRule }],
  patterns: [{ regex: '^antd/(es|lib)/drawer(/|$)', message: drawerRule }],
});

/**
 * One way with dates in the web app: days are YYYY-MM-DD reckoned with in shared/lib/days.ts (the
 * domain's calendar, today in the caller's zone) and shown by shared/lib/format-date.ts; dayjs is
 * Ant Design's pickers' own, made and read in shared/ui/date-fields.tsx only (its type may be
 * named anywhere).
 */
const dateFiles = ['apps/web/src/shared/lib/days.ts', 'apps/web/src/shared/lib/format-date.ts'];
const dateRule =
  "Days go through shared/lib/days.ts (arithmetic, today in the caller's zone) and shared/lib/format-date.ts (as the interface language writes them, D144).";
export const oneDateWay = [
  oneWay('dates', {
    files: webFiles,
    ignores: [...webTests, 'apps/web/src/shared/ui/date-fields.tsx'],
    paths: [
      {
        name: 'dayjs',
        allowTypeImports: true,
        message: 'Pick days with shared/ui/date-fields.tsx and reckon with them in shared/lib/days.ts.',
      },
    ],
    patterns: [{ regex: '^dayjs/', message: "dayjs is the pickers' own: shared/ui/date-fields.tsx." }],
  }),
  {
    files: webFiles,
    ignores: [...webTests, ...dateFiles],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['getFullYear', 'getMonth', 'getDate', 'getDay', 'getHours', 'getMinutes'].flatMap((name) => [
          { property: name, message: dateRule },
          { property: name.replace('get', 'getUTC'), message: dateRule },
          { property: name.replace('get', 'set'), message: dateRule },
          { property: name.replace('get', 'setUTC'), message: dateRule },
        ]),
        { property: 'toISOString', message: `An ISO date is UTC's day and never reaches the screen. ${dateRule}` },
        { property: 'toLocaleDateString', message: dateRule },
        { property: 'toLocaleTimeString', message: dateRule },
        { object: 'Intl', property: 'DateTimeFormat', message: dateRule },
      ],
    },
  },
];

/**
 * A module's entry offers services, types and its route plugin, never a repository: what other
 * modules call with their own database or transaction is a documented function of the module's
 * `<module>.shared.ts` (or, in credentials, its service), which wraps the repository and is where
 * a cache or a notification goes. Covers `import` and `export … from` alike, types too: a row type
 * passes through the shared file. scripts/eslint-boundaries.test.ts proves the rule fires.
 */
export const entriesWithoutRepositories = oneWay('entries', {
  files: ['apps/api/src/modules/*/index.ts'],
  patterns: [
    {
      regex: '\\.repo\\.js$',
      message:
        "An entry exports no repository: wrap what others need in the module's <module>.shared.ts and export that.",
    },
  ],
});

/**
 * A service is a module of functions named for what they do (docs/decisions.md D117), its
 * `create…Service` only binding them: one that grows back into a closure doing the work is
 * refused, and so is a service file past 300 lines. Counted without blank lines and comments.
 * scripts/eslint-boundaries.test.ts proves both fire.
 */
export const servicesAsFunctions = {
  files: ['apps/api/src/modules/**/*.service.ts'],
  rules: {
    'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
  },
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
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-ssr/',
      'data/',
      'e2e/test-results/',
      'e2e/report/',
      'apps/api/migrations/',
    ],
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
  sqlInRepositories,
  entriesWithoutRepositories,
  oneTranslationPath,
  drawersThroughShared,
  ...oneDateWay,
  servicesAsFunctions,
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
  listsThroughShared,
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
  ...dependencyRules(import.meta.dirname),
);
