import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { CollectionView, CollectionViewSettings, Filter, SavedFilter } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { collectionViews, savedFilters } from './list-views.schema.js';

export type SavedFilterRow = typeof savedFilters.$inferSelect;
export type CollectionViewRow = typeof collectionViews.$inferSelect;

/** The two kinds of a user's list settings; both belong to one user and one list (`context`). */
const TABLES = { filters: savedFilters, views: collectionViews } as const;
export type ListViewKind = keyof typeof TABLES;

export function toSavedFilter(row: SavedFilterRow): SavedFilter {
  return {
    id: row.id,
    context: row.context,
    name: row.name,
    filters: row.filters as Filter[],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCollectionView(row: CollectionViewRow): CollectionView {
  return {
    id: row.id,
    context: row.context,
    name: row.name,
    settings: row.settings as CollectionViewSettings,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Serializes changes of one user's filters or views of one list until the transaction ends, so
 * the limit and the unique names hold under concurrent saves (the tables have no unique index).
 * The two-key advisory lock space is separate from the single-key locks used elsewhere.
 */
export async function lockUserList(db: Db, kind: ListViewKind, userId: number, context: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${context}`}), ${userId})`);
}

function ofUserList(kind: ListViewKind, userId: number, context: string): SQL {
  const table = TABLES[kind];
  return and(eq(table.userId, userId), eq(table.context, context))!;
}

export async function countInList(db: Db, kind: ListViewKind, userId: number, context: string): Promise<number> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(ofUserList(kind, userId, context));
  return row?.n ?? 0;
}

/** Whether another of the user's rows of the list has the name, ignoring case. */
export async function nameTaken(
  db: Db,
  kind: ListViewKind,
  userId: number,
  context: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        ofUserList(kind, userId, context),
        eq(sql`lower(${table.name})`, sql`lower(${name})`),
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The context of the user's own row, or undefined when the id is not theirs. */
export async function ownContext(db: Db, kind: ListViewKind, userId: number, id: number): Promise<string | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ context: table.context })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return row?.context;
}

/** Deletes the user's own row; false when the id is not theirs. */
export async function deleteOwn(db: Db, kind: ListViewKind, userId: number, id: number): Promise<boolean> {
  const table = TABLES[kind];
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function listSavedFilters(db: Db, userId: number, context: string): Promise<SavedFilterRow[]> {
  return db
    .select()
    .from(savedFilters)
    .where(ofUserList('filters', userId, context))
    .orderBy(asc(sql`lower(${savedFilters.name})`), asc(savedFilters.id));
}

export async function insertSavedFilter(db: Db, values: typeof savedFilters.$inferInsert): Promise<SavedFilterRow> {
  const [row] = await db.insert(savedFilters).values(values).returning();
  return row!;
}

export async function updateSavedFilter(
  db: Db,
  userId: number,
  id: number,
  values: { name: string; filters: Filter[] },
): Promise<SavedFilterRow | undefined> {
  const [row] = await db
    .update(savedFilters)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId)))
    .returning();
  return row;
}

export async function listCollectionViews(db: Db, userId: number, context: string): Promise<CollectionViewRow[]> {
  return db
    .select()
    .from(collectionViews)
    .where(ofUserList('views', userId, context))
    .orderBy(asc(sql`lower(${collectionViews.name})`), asc(collectionViews.id));
}

export async function insertCollectionView(
  db: Db,
  values: typeof collectionViews.$inferInsert,
): Promise<CollectionViewRow> {
  const [row] = await db.insert(collectionViews).values(values).returning();
  return row!;
}

export async function updateCollectionView(
  db: Db,
  userId: number,
  id: number,
  values: { name: string; settings: CollectionViewSettings; isDefault?: boolean },
): Promise<CollectionViewRow | undefined> {
  const [row] = await db
    .update(collectionViews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(collectionViews.id, id), eq(collectionViews.userId, userId)))
    .returning();
  return row;
}

/** Makes none of the user's views of the list default but `keep` (a view about to become it). */
export async function clearDefaultViews(db: Db, userId: number, context: string, keep?: number): Promise<void> {
  await db
    .update(collectionViews)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        ofUserList('views', userId, context),
        eq(collectionViews.isDefault, true),
        keep === undefined ? undefined : ne(collectionViews.id, keep),
      ),
    );
}
