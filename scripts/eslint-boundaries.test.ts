import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import { describe, expect, it } from 'vitest';
import tseslint from 'typescript-eslint';
import { cycleRule, entriesWithoutRepositories, featureZones } from '../eslint.config.js';
import { lintProbe } from './lint-probe.js';

/**
 * The import boundaries of docs/architecture.md §9 as ESLint reports them, on code written into
 * the real tree's paths (nothing is written to disk: lint-probe.ts). A resolver or config change
 * that silently turns a rule off fails here.
 */
const problems = lintProbe;

describe('import boundaries', () => {
  it('the domain imports no app', async () => {
    const found = await problems(
      'packages/domain/src/boundary-probe.ts',
      "import { VERSION } from '../../../apps/api/src/version.js';\nexport const probe = VERSION;\n",
    );
    expect(found).toContain('import-x/no-restricted-paths');
  });

  it('the web app never imports the API', async () => {
    const found = await problems(
      'apps/web/src/boundary-probe.ts',
      "import { VERSION } from '../../api/src/version.js';\nexport const probe = VERSION;\n",
    );
    expect(found).toContain('import-x/no-restricted-paths');
  });

  it('the API never imports the web app', async () => {
    const found = await problems(
      'apps/api/src/boundary-probe.ts',
      "import { STORAGE_KEYS } from '../../web/src/shared/lib/storage.js';\nexport const probe = STORAGE_KEYS;\n",
    );
    expect(found).toContain('import-x/no-restricted-paths');
  });

  it('one web feature does not reach into another, and uses shared/', async () => {
    // A tree of two features, for the zones eslint.config.js builds from the folders on disk.
    const root = await mkdtemp(path.join(os.tmpdir(), 'cargo-boundaries-'));
    const write = async (file: string, code: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), code);
    };
    try {
      await write('apps/web/src/shared/format.js', 'export const format = String;\n');
      await write('apps/web/src/features/rates/table.js', 'export const table = 1;\n');
      await write('apps/web/src/features/orders/list.js', 'export const list = 2;\n');
      const isolated = new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: {
          plugins: { 'import-x': importX },
          rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones(root), basePath: root }] },
        },
      });
      const lint = async (code: string) => {
        const [result] = await isolated.lintText(code, {
          filePath: path.join(root, 'apps/web/src/features/orders/page.js'),
        });
        return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
      };
      expect(await lint("import { table } from '../rates/table.js';\nexport const page = table;\n")).toEqual([
        'import-x/no-restricted-paths',
      ]);
      expect(await lint("import { list } from './list.js';\nexport const page = list;\n")).toEqual([]);
      expect(await lint("import { format } from '../../shared/format.js';\nexport const page = format;\n")).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('an API module is used through its entry, and tables through db/schema.ts', async () => {
    const probe = (from: string) => `import { insertUser } from '${from}';\nexport const probe = insertUser;\n`;
    const table = (from: string) => `import { users } from '${from}';\nexport const probe = users;\n`;
    const refused = ['import-x/no-restricted-paths'];
    // Another module's repository, from a module, the seed, the API's tests and its top files.
    expect(await problems('apps/api/src/modules/orders/boundary-probe.ts', probe('../users/users.repo.js'))).toEqual(
      refused,
    );
    expect(
      await problems('apps/api/src/db/seed/boundary-probe.ts', probe('../../modules/users/users.repo.js')),
    ).toEqual(refused);
    expect(await problems('apps/api/test/boundary-probe.ts', probe('../src/modules/users/users.repo.js'))).toEqual(
      refused,
    );
    expect(await problems('apps/api/src/boundary-probe.ts', probe('./modules/users/users.repo.js'))).toEqual(refused);
    // Its entry instead, and a module's own files, its tests' too.
    expect(await problems('apps/api/src/modules/orders/boundary-probe.ts', probe('../users/index.js'))).toEqual([]);
    expect(await problems('apps/api/src/db/seed/boundary-probe.ts', probe('../../modules/users/index.js'))).toEqual([]);
    expect(await problems('apps/api/src/modules/users/boundary-probe.test.ts', probe('./users.repo.js'))).toEqual([]);
    // Tables (which repositories read): through db/schema.ts; a table file names another module's
    // tables for its foreign keys.
    expect(
      await problems('apps/api/src/modules/orders/boundary-probe.repo.ts', table('../users/users.schema.js')),
    ).toEqual(refused);
    expect(await problems('apps/api/src/modules/orders/boundary-probe.repo.ts', table('../../db/schema.js'))).toEqual(
      [],
    );
    expect(
      await problems('apps/api/src/modules/orders/boundary-probe.schema.ts', table('../users/users.schema.js')),
    ).toEqual([]);
    expect(
      await problems('apps/api/src/modules/orders/boundary-probe.schema.ts', probe('../users/users.repo.js')),
    ).toEqual(refused);
  });

  it('SQL lives in repositories: a service importing Drizzle or a table is refused, a repository is not', async () => {
    const query = "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n";
    const table = "import { geoObjects } from './geography.schema.js';\nexport const probe = geoObjects;\n";
    const guard = "import { versionGuard } from '../../db/versions.js';\nexport const probe = versionGuard;\n";
    for (const code of [query, table, guard])
      expect(await problems('apps/api/src/modules/geography/probe.service.ts', code)).toEqual([
        'one-way/sql-in-repositories',
      ]);
    expect(await problems('apps/api/src/modules/geography/probe.repo.ts', query)).toEqual([]);
    expect(await problems('apps/api/src/modules/geography/probe.repo.ts', table)).toEqual([]);
    // What a service may know of the database: the Db handle (to open a transaction), row types,
    // the Page it answers and the version check of an edit.
    expect(
      await problems(
        'apps/api/src/modules/geography/probe.service.ts',
        [
          "import type { Db } from '../../db/connection.js';",
          "import type { Page } from '../../db/list.js';",
          "import { assertCurrent } from '../../db/versions.js';",
          "import type { geoObjects } from './geography.schema.js';",
          'export type Probe = [Db, Page<typeof geoObjects.$inferSelect>];',
          'export const probe = assertCurrent;',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("a module's entry exports no repository", async () => {
    // An entry is index.ts, which a probe (named *probe*) cannot be: the rule's block is linted
    // alone on the entry's path, and the project's config is shown to give it to every entry.
    const root = path.resolve(import.meta.dirname, '..');
    const rule = 'one-way/entries';
    const isolated = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        entriesWithoutRepositories,
      ],
    });
    const lint = async (file: string, code: string) => {
      const [result] = await isolated.lintText(code, { filePath: path.join(root, file) });
      return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
    };
    const entry = 'apps/api/src/modules/users/index.ts';
    for (const code of [
      "export { findUserRow } from './users.repo.js';\n",
      "export { type UserRow } from './users.repo.js';\n",
      "export * from './users.repo.js';\n",
      "import { findUserRow } from './users.repo.js';\nexport const probe = findUserRow;\n",
    ])
      expect(await lint(entry, code)).toEqual([rule]);
    // What the entry exports instead, and a repository used anywhere else in the module.
    expect(await lint(entry, "export { findUserRow } from './users.shared.js';\n")).toEqual([]);
    expect(
      await lint('apps/api/src/modules/users/users.shared.ts', "export { findUserRow } from './users.repo.js';\n"),
    ).toEqual([]);
    expect(
      await lint('apps/api/src/modules/users/users.service.ts', "export { findUserRow } from './users.repo.js';\n"),
    ).toEqual([]);
    // The project's config holds the rule for every module's entry and no other file.
    const project = new ESLint({ cwd: root });
    const configured = async (file: string) => rule in ((await project.calculateConfigForFile(file))?.rules ?? {});
    for (const module of ['audit', 'credentials', 'tariffs', 'users'])
      expect(await configured(`apps/api/src/modules/${module}/index.ts`)).toBe(true);
    expect(await configured('apps/api/src/modules/users/users.shared.ts')).toBe(false);
    expect(await configured('apps/api/src/server.ts')).toBe(false);
  });

  it('a service is functions bound by a short create…Service, not one long closure', async () => {
    // A create…Service whose body does the work, as two-factor.service.ts was (227 lines).
    const closure = (statements: number) =>
      [
        'export function createProbeService(db: number) {',
        ...Array.from({ length: statements }, (_, i) => `  const step${i} = db + ${i};`),
        `  return { total: () => ${Array.from({ length: statements }, (_, i) => `step${i}`).join(' + ') || '0'} };`,
        '}',
        '',
      ].join('\n');
    const file = 'apps/api/src/modules/geography/probe.service.ts';
    expect(await problems(file, closure(140))).toEqual([]);
    expect(await problems(file, closure(160))).toEqual(['max-lines-per-function']);
    // A file of many short functions is refused past its size too.
    const functions = Array.from({ length: 310 }, (_, i) => `export const probe${i} = () => ${i};`).join('\n');
    expect(await problems(file, `${functions}\n`)).toEqual(['max-lines']);
    // The rule is the services': other files are not held to it.
    expect(await problems('apps/api/src/modules/geography/probe-steps.ts', closure(160))).toEqual([]);
  });

  it('the allowed directions pass', async () => {
    expect(
      await problems(
        'apps/api/src/boundary-probe.ts',
        "import { ERROR_CODES } from '@cargo/domain';\nexport const probe = ERROR_CODES;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'apps/web/src/features/home/boundary-probe.ts',
        "import { STORAGE_KEYS } from '../../shared/lib/storage';\nexport const probe = STORAGE_KEYS;\n",
      ),
    ).toEqual([]);
  });

  it('an import cycle is refused', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'cargo-cycle-'));
    try {
      await writeFile(path.join(root, 'a.js'), "import { b } from './b.js';\nexport const a = () => b;\n");
      await writeFile(path.join(root, 'b.js'), "import { a } from './a.js';\nexport const b = () => a;\n");
      const isolated = new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: { plugins: { 'import-x': importX }, rules: { 'import-x/no-cycle': cycleRule } },
      });
      const [result] = await isolated.lintFiles(['a.js']);
      expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('declared dependencies', () => {
  const rule = 'import-x/no-extraneous-dependencies';

  it('a package another workspace declares is refused', async () => {
    // pino is the API's; hoisting makes it importable from the web app, and the rule says no.
    const found = await problems(
      'apps/web/src/dependency-probe.ts',
      "import pino from 'pino';\nexport const probe = pino;\n",
    );
    expect(found).toContain(rule);
  });

  it('a development dependency is refused outside tests and tools', async () => {
    const code = "import { SMTPServer } from 'smtp-server';\nexport const probe = SMTPServer;\n";
    expect(await problems('apps/api/src/dependency-probe.ts', code)).toContain(rule);
    expect(await problems('apps/api/src/dependency-probe.test.ts', code)).not.toContain(rule);
  });

  it('what the workspace or the root declares passes', async () => {
    const found = await problems(
      'apps/web/src/dependency-probe.test.ts',
      "import dayjs from 'dayjs';\nimport { it } from 'vitest';\nexport const probe = [dayjs, it];\n",
    );
    expect(found).not.toContain(rule);
  });
});
