import type { Db } from '../../db/connection.js';
import * as repo from './settings.repo.js';

/**
 * The settings the product keeps in its own table (signing keys, versions other instances poll),
 * for other modules. Plain functions taking the database (or a transaction); the SQL is in
 * settings.repo.ts, which the module's entry does not export.
 */

/** A setting's value; undefined when it was never written. */
export const readSetting = <T>(db: Db, key: string) => repo.readSetting<T>(db, key);

/** Writes a setting, replacing its value. */
export const writeSetting = (db: Db, key: string, value: unknown) => repo.writeSetting(db, key, value);

/**
 * Stores `value` unless the key has one, and answers the stored value: of several instances
 * starting together on an empty database, the first write wins and all of them answer it.
 */
export const settleSetting = <T>(db: Db, key: string, value: T) => repo.settleSetting<T>(db, key, value);
