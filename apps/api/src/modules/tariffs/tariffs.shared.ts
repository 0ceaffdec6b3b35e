import type { TariffInputParsed, TariffKind } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import * as codeLookup from './code-lookup.repo.js';
import * as exportCodes from './export-codes.repo.js';
import * as tariffInsert from './tariff-insert.repo.js';
import * as repo from './tariffs.repo.js';

/**
 * What the seed, the benchmarks and the tests do with tariffs directly, with their own database or
 * transaction: resolve a sheet's codes, save rows as an import does, read what a template
 * offers. The SQL is in the repositories, which the module's entry does not export.
 */

export type { TariffRow, TariffValues } from './tariffs.repo.js';

/** Resolves a sheet's codes to ids for an owner (null: the marketplace's own), one statement per kind. */
export const createCodeLookup = (db: Db, owner: { organizationId: number | null }) =>
  codeLookup.createCodeLookup(db, owner);

/** Container types every template offers first, in this order (20', 40', 40'HC). */
export const LEADING_CONTAINER_CODES = exportCodes.LEADING_CONTAINER_CODES;

/** The codes an export writes for the ids of a tariff's references, and each currency's minor units. */
export const loadExportCodes = (db: Db) => exportCodes.loadExportCodes(db);

/** The price columns of a template's container sheets, the leading codes first. */
export const templateContainerCodes = (db: Db) => exportCodes.templateContainerCodes(db);

/** Inserts tariffs in one statement, answering the rows in order. */
export const insertTariffs = (db: Db, values: readonly repo.TariffValues[]) => tariffInsert.insertTariffs(db, values);

/** Inserts tariffs and their audit rows in one statement, answering how many were saved. */
export const insertTariffsAudited = (
  db: Db,
  values: readonly repo.TariffValues[],
  audit: { actorUserId: number | null; action: string },
) => tariffInsert.insertTariffsAudited(db, values, audit);

/** The columns of a normalized input (normalizeTariffInput) for an owner. */
export const tariffValues = (kind: TariffKind, input: TariffInputParsed, organizationId: number) =>
  repo.tariffValues(kind, input, organizationId);
