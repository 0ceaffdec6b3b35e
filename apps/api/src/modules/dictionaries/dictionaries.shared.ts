import type { Db } from '../../db/connection.js';
import * as repo from './entry-names.repo.js';

/**
 * What other modules read of the dictionaries directly, with their own database or transaction.
 * The SQL is in the repositories, which the module's entry does not export.
 */

/** The names of dictionary entries by id, to show what a row refers to. */
export const entryNames = (db: Db, ids: readonly number[]) => repo.entryNames(db, ids);
