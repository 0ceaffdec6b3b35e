import { and, count, eq, ilike, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  dictionaryListFields,
  pickText,
  type DictionaryDefinition,
  type DictionaryEntry,
  type DictionaryName,
  type Filter,
  type Language,
  type ListSort,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { filterSql } from '../../db/list-filters.js';
import { allNames, containsPattern, nameIn, orderOf, pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { ancestorsOf, lockTree } from '../../db/tree.js';
import { nextVersion, versionGuard } from '../../db/versions.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { organizations } from '../../db/schema.js';
import { dictionaryEntries } from './dictionaries.schema.js';
import { LOCK_KEYS } from '../../db/lock-keys.js';

export type EntryRow = typeof dictionaryEntries.$inferSelect;
export type EntryValues = typeof dictionaryEntries.$inferInsert;

export function toEntry(
  row: EntryRow,
  organization: { id: number; name: string } | null,
  language: Language,
): DictionaryEntry {
  return {
    id: row.id,
    dictionary: row.dictionary as DictionaryName,
    code: row.code,
    names: row.names,
    name: pickText(row.names, language),
    attributes: row.attributes,
    organization,
    parentId: row.parentId,
    active: row.active,
    sortOrder: row.sortOrder,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const attribute = (key: string) => sql`${dictionaryEntries.attributes}->>${sql.raw(`'${key.replace(/'/g, '')}'`)}`;

/** The SQL behind each list field of a dictionary: the entry's columns, then typed attributes. */
function listColumns(definition: DictionaryDefinition, language: Language): Record<string, SQLWrapper> {
  const name = nameIn(dictionaryEntries.names, language);
  const columns: Record<string, SQLWrapper> = {
    id: dictionaryEntries.id,
    code: dictionaryEntries.code,
    name,
    active: dictionaryEntries.active,
    sortOrder: dictionaryEntries.sortOrder,
    createdAt: dictionaryEntries.createdAt,
    updatedAt: dictionaryEntries.updatedAt,
    organizationId: dictionaryEntries.organizationId,
    parentId: dictionaryEntries.parentId,
  };
  const fields = dictionaryListFields(definition);
  for (const field of definition.fields) {
    const type = fields[field.key]?.type;
    if (!type) continue;
    const raw = attribute(field.key);
    columns[field.key] =
      type === 'int'
        ? sql`(${raw})::integer`
        : type === 'float'
          ? sql`(${raw})::double precision`
          : type === 'boolean'
            ? sql`(${raw})::boolean`
            : raw;
  }
  return columns;
}

export interface EntryListQuery {
  page: number;
  size: number;
  sort?: ListSort<string>;
  filters?: Filter[];
  search?: string;
}

export interface EntryScope {
  definition: DictionaryDefinition;
  language: Language;
  /** Only this organization's entries (a partner), or only the marketplace's own (null). */
  owner?: number | null;
  /** Only active entries (public reads). */
  activeOnly?: boolean;
  /** The partition value (container kind). */
  partition?: string;
}

export async function listEntries(db: Db, scope: EntryScope, query: EntryListQuery): Promise<Page<DictionaryEntry>> {
  const { definition, language } = scope;
  const columns = listColumns(definition, language);
  const conditions: (SQL | undefined)[] = [eq(dictionaryEntries.dictionary, definition.name)];
  if (scope.owner === null) conditions.push(isNull(dictionaryEntries.organizationId));
  else if (scope.owner !== undefined) conditions.push(eq(dictionaryEntries.organizationId, scope.owner));
  if (scope.activeOnly) conditions.push(eq(dictionaryEntries.active, true));
  if (scope.partition && definition.partition)
    conditions.push(sql`${attribute(definition.partition.field)} = ${scope.partition}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(dictionaryEntries.code, pattern), sql`${allNames(dictionaryEntries.names)} ilike ${pattern}`),
    );
  }
  conditions.push(filterSql(query.filters ?? [], columns));
  const where = and(...conditions);
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({
      entry: dictionaryEntries,
      organization: { id: organizations.id, name: organizations.name },
      total_rows: totalRows,
    })
    .from(dictionaryEntries)
    .leftJoin(organizations, eq(organizations.id, dictionaryEntries.organizationId))
    .where(where)
    .orderBy(...orderOf(query.sort ?? { field: 'sortOrder', direction: 'asc' }, columns, dictionaryEntries.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    (row) => toEntry(row.entry, row.organization?.id ? row.organization : null, language),
    async () => (await db.select({ n: count() }).from(dictionaryEntries).where(where))[0]?.n ?? 0,
  );
}

export async function findEntry(
  db: Db,
  dictionary: DictionaryName,
  id: number,
): Promise<{ row: EntryRow; organization: { id: number; name: string } | null } | undefined> {
  const [found] = await db
    .select({ entry: dictionaryEntries, organization: { id: organizations.id, name: organizations.name } })
    .from(dictionaryEntries)
    .leftJoin(organizations, eq(organizations.id, dictionaryEntries.organizationId))
    .where(and(eq(dictionaryEntries.dictionary, dictionary), eq(dictionaryEntries.id, id)));
  return found && { row: found.entry, organization: found.organization?.id ? found.organization : null };
}

/** The ids of `ids` that are entries of the dictionary. */
export async function existingIds(db: Db, dictionary: DictionaryName, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: dictionaryEntries.id })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.dictionary, dictionary), inArray(dictionaryEntries.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function countChildren(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dictionaryEntries).where(eq(dictionaryEntries.parentId, id));
  return row?.n ?? 0;
}

/** Entries of `dictionary` whose attribute `field` names `id`. */
export async function countReferring(db: Db, dictionary: DictionaryName, field: string, id: number | string) {
  const [row] = await db
    .select({ n: count() })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.dictionary, dictionary), sql`${attribute(field)} = ${String(id)}`));
  return row?.n ?? 0;
}

export async function insertEntry(db: Db, values: EntryValues): Promise<EntryRow> {
  const [row] = await db.insert(dictionaryEntries).values(values).returning();
  return row!;
}

/** Undefined when the entry is gone or, for a guarded edit, no longer at an expected version. */
export async function updateEntry(
  db: Db,
  id: number,
  values: EntryValues,
  expected: ExpectedVersions,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(dictionaryEntries)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(dictionaryEntries.version) })
    .where(and(eq(dictionaryEntries.id, id), versionGuard(dictionaryEntries.version, expected)))
    .returning();
  return row;
}

export async function deleteEntry(db: Db, dictionary: DictionaryName, id: number): Promise<void> {
  await db
    .delete(dictionaryEntries)
    .where(and(eq(dictionaryEntries.id, id), eq(dictionaryEntries.dictionary, dictionary)));
}

/** The entry and every entry above it, nearest first. */
export const entryLineage = (db: Db, id: number): Promise<number[]> => ancestorsOf(db, dictionaryEntries, id);

/** Serializes writes of entries until the transaction ends (see db/tree.ts). */
export const lockEntries = (db: Db): Promise<void> => lockTree(db, LOCK_KEYS.dictionaryEntries);
