import type { Db } from '../../db/connection.js';
import * as repo from './users.repo.js';

/**
 * What other modules do with users' rows directly, with their own database or transaction (sign-in,
 * registration and passwords in auth, orders placed by e-mail, the seed). The SQL is in
 * users.repo.ts, which the module's entry does not export.
 */

export type { UserRow } from './users.repo.js';

/** Creates a user, answering its id. */
export const insertUser = (db: Db, values: Parameters<typeof repo.insertUser>[1]) => repo.insertUser(db, values);

/** A user's stored row; undefined when there is none. */
export const findUserRow = (db: Db, id: number) => repo.findUserRow(db, id);

/** The stored row of the user an e-mail (any case) belongs to; undefined when there is none. */
export const findUserRowByEmail = (db: Db, email: string) => repo.findUserRowByEmail(db, email);

/** Changes columns of a user's row. */
export const updateUserRow = (db: Db, id: number, values: Parameters<typeof repo.updateUserRow>[2]) =>
  repo.updateUserRow(db, id, values);

/** Which of the addresses (lower case) belong to a user of the product. */
export const registeredEmails = (db: Db, emails: readonly string[]) => repo.registeredEmails(db, emails);
