import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, engine } from '../../test/harness.js';
import type { Database } from './connection.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it(`answers the rows of every statement of a script on ${engine}, as pg-boss reads them`, async () => {
  // pg-boss 12 claims work in `BEGIN; … RETURNING …; COMMIT` blocks: the rows come before the COMMIT.
  const { rows } = await database.executeSql('BEGIN; SELECT 1 AS claimed; COMMIT');
  expect(rows).toEqual([{ claimed: 1 }]);
});

it('leaves the connection usable after a script that failed inside its transaction', async () => {
  await expect(database.executeSql('BEGIN; SELECT 1; SELECT 1 / 0; COMMIT')).rejects.toThrow(/division by zero/);
  for (let i = 0; i < 5; i++) expect((await database.executeSql('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
});
