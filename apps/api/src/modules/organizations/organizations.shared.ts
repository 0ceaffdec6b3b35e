import type { Db } from '../../db/connection.js';
import * as repo from './organizations.repo.js';

/**
 * What other modules do with organizations directly, with their own database or transaction
 * (registration creates one in the transaction that creates its first user). The SQL is in
 * organizations.repo.ts, which the module's entry does not export.
 */

export type { OrganizationRow } from './organizations.repo.js';

/** Creates an organization, answering its id. */
export const insertOrganization = (db: Db, values: Parameters<typeof repo.insertOrganization>[1]) =>
  repo.insertOrganization(db, values);

/** An organization as the API answers it, with its profiles; undefined when there is none. */
export const findOrganization = (db: Db, id: number) => repo.findOrganization(db, id);

/** An organization's stored row; undefined when there is none. */
export const findOrganizationRow = (db: Db, id: number) => repo.findOrganizationRow(db, id);
