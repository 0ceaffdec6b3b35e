import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigration } from './check-migrations.mjs';

const schema = fileURLToPath(new URL('../apps/api/src/db/schema.ts', import.meta.url));

/**
 * The check itself runs in `npm test` (scripts/test.mjs, the "migrations" step) on the real schema;
 * here it is shown to find a schema change that has no migration.
 */
describe('the schema and its migrations agree', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cargo-schema-probe-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a table added to the schema without its migration is found', async () => {
    // The real schema and one table more, outside the tree: drizzle-orm by its resolved path,
    // since nothing under the temporary directory resolves packages.
    const probe = path.join(dir, 'schema.ts');
    await writeFile(
      probe,
      `export * from ${JSON.stringify(schema)};\n` +
        `import { pgTable, text } from ${JSON.stringify(fileURLToPath(import.meta.resolve('drizzle-orm/pg-core')))};\n` +
        `export const probe = pgTable('schema_probe', { id: text('id').primaryKey() });\n`,
    );
    const pending = await pendingMigration({ schema: probe });
    expect(pending?.added).toEqual([expect.stringMatching(/^0019_.*\.sql$/), 'meta/0019_snapshot.json']);
  });
});
