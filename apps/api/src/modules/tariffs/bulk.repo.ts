import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Language, TariffKind } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { nextVersion } from '../../db/versions.js';
import { anyOf } from './references.repo.js';
import { FROM_END, TO_END } from './tariff-ends.repo.js';
import { joined, tariffFilterWhere, type TariffListQuery, type TariffRow } from './tariffs.repo.js';
import { tariffs } from './tariffs.schema.js';

/** Which tariffs a caller changes: every one (operators, `owner` undefined) or its organization's. */
const ownedBy = (owner: number | undefined): SQL | undefined =>
  owner === undefined ? undefined : eq(tariffs.organizationId, owner);

const idIn = (ids: Iterable<number>): SQL => sql`${tariffs.id} = ${anyOf(ids)}`;

/** A selection as the request names it: ids, or a list's filters and search. */
export type BulkSelection = { ids: readonly number[] } | { filter: Pick<TariffListQuery, 'filters' | 'search'> };

/**
 * The ids, ascending, of the tariffs of the kind a selection names that `owner` keeps (all for
 * operators), at most `limit`. Ids of other kinds or tenants simply drop out.
 */
export async function selectTariffIds(
  db: Db,
  kind: TariffKind,
  owner: number | undefined,
  selection: BulkSelection,
  language: Language,
  today: string,
  limit: number,
): Promise<number[]> {
  const scope = and(eq(tariffs.kind, kind), ownedBy(owner));
  const rows =
    'ids' in selection
      ? await db
          .select({ id: tariffs.id })
          .from(tariffs)
          .where(and(scope, idIn(selection.ids)))
          .orderBy(asc(tariffs.id))
          .limit(limit)
      : await joined(db.select({ id: tariffs.id }).from(tariffs).$dynamic())
          .where(and(scope, tariffFilterWhere(selection.filter, language, today)))
          .orderBy(asc(tariffs.id))
          .limit(limit);
  return rows.map((row) => row.id);
}

/** The first tariff (lowest id) of each variant among `ids`. */
export async function variantSamples(db: Db, ids: readonly number[]): Promise<TariffRow[]> {
  if (!ids.length) return [];
  return db.selectDistinctOn([tariffs.variant]).from(tariffs).where(idIn(ids)).orderBy(tariffs.variant, tariffs.id);
}

/** A tariff of a chunk, locked for the chunk's transaction, with its ends' countries (lane bans). */
export interface LockedTariff {
  row: TariffRow;
  fromCountry: string | null;
  toCountry: string | null;
}

/**
 * The chunk's tariffs that still exist, are of the kind and are the owner's, locked until the
 * transaction ends: `update` where they change or go, `key share` where something will refer to
 * them (a delete waits, an update does not); no `strength`, only read (a check before the job).
 */
export async function lockTariffs(
  tx: Db,
  kind: TariffKind,
  owner: number | undefined,
  ids: readonly number[],
  strength?: 'update' | 'key share',
): Promise<LockedTariff[]> {
  const query = tx
    .select({ row: tariffs, fromCountry: FROM_END.country, toCountry: TO_END.country })
    .from(tariffs)
    .$dynamic();
  const joins = [...FROM_END.joins, ...TO_END.joins];
  const withEnds = joins.reduce((q, { table, on }) => q.leftJoin(table as unknown as PgTable, on), query);
  const read = withEnds.where(and(idIn(ids), eq(tariffs.kind, kind), ownedBy(owner))).orderBy(asc(tariffs.id));
  return strength ? read.for(strength, { of: tariffs }) : read;
}

/** Sets `validTo` of the tariffs that start on or before it, answering them as they are now. */
export async function prolongTariffs(tx: Db, ids: readonly number[], validTo: string): Promise<TariffRow[]> {
  if (!ids.length) return [];
  return tx
    .update(tariffs)
    .set({ validTo, updatedAt: sql`now()`, version: nextVersion(tariffs.version) })
    .where(and(idIn(ids), lte(tariffs.validFrom, validTo)))
    .returning();
}

/** Gives the tariffs to another organization, answering them as they are now. */
export async function changeTariffOwner(tx: Db, ids: readonly number[], organizationId: number): Promise<TariffRow[]> {
  if (!ids.length) return [];
  return tx
    .update(tariffs)
    .set({ organizationId, updatedAt: sql`now()`, version: nextVersion(tariffs.version) })
    .where(idIn(ids))
    .returning();
}

/** Deletes tariffs by id, answering the rows that went (the cascade to surcharge values is the caller's to read first). */
export async function deleteTariffsById(tx: Db, ids: readonly number[]): Promise<TariffRow[]> {
  if (!ids.length) return [];
  return tx.delete(tariffs).where(idIn(ids)).returning();
}

/**
 * The surcharge values (`freight-surcharges`) applying to the sea tariffs `seaIds`, only those
 * of one surcharge when given, locked for update.
 */
export async function surchargesOf(
  tx: Db,
  seaIds: readonly number[],
  surchargeId?: number | null,
): Promise<TariffRow[]> {
  if (!seaIds.length) return [];
  return tx
    .select()
    .from(tariffs)
    .where(
      and(
        eq(tariffs.kind, 'freight-surcharges'),
        sql`${tariffs.appliesToTariffId} = ${anyOf(seaIds)}`,
        surchargeId ? eq(tariffs.surchargeId, surchargeId) : undefined,
      ),
    )
    .orderBy(asc(tariffs.id))
    .for('update');
}

/** One audit row of a tariff a bulk action changed. */
export interface TariffAudit {
  entityId: number;
  action: string;
  before?: TariffRow;
  after?: TariffRow;
}
