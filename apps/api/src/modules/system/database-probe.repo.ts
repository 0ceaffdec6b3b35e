import type { Database } from '../../db/connection.js';

/** The trivial question health checks ask: it fails when no connection or no answer is to be had. */
export async function askDatabase(database: Database): Promise<void> {
  await database.executeSql('select 1 as ok', []);
}
