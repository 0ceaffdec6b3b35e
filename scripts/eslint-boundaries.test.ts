import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import { describe, expect, it } from 'vitest';
import { cycleRule, featureZones } from '../eslint.config.js';
import { lintProbe } from './lint-probe.js';

/**
 * The import boundaries of DESIGN.md §9 as ESLint reports them, on code written into the real
 * tree's paths (nothing is written to disk: lint-probe.ts). A resolver or config change that
 * silently turns a rule off fails here.
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
