import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListSort } from '@cargo/domain';

/** One page of a list and the number of rows on all pages (docs/architecture.md §3). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Select it beside a list's columns: every row carries the count of all matching rows. */
export const totalRows = sql<number>`cast(count(*) over () as integer)`.as('total_rows');

export function pageBounds(query: { page: number; size: number }): { limit: number; offset: number } {
  return { limit: query.size, offset: query.page * query.size };
}

/**
 * ORDER BY of a list: the requested field first, then the list's own key so pages never
 * overlap or skip a row between requests.
 */
export function orderOf<F extends string>(
  sort: ListSort<F> | undefined,
  columns: Record<F, SQLWrapper>,
  tieBreaker: SQLWrapper,
): SQL[] {
  const order: SQL[] = [];
  if (sort) order.push(sort.direction === 'asc' ? asc(columns[sort.field]) : desc(columns[sort.field]));
  order.push(asc(tieBreaker));
  return order;
}

/** The user's text inside a LIKE pattern: `%`, `_` and the escape character `\` taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** An ILIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** An ILIKE pattern matching values that begin with the text. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/** An ILIKE pattern matching values that end with the text. */
export function endsWithPattern(text: string): string {
  return `%${escapeLike(text)}`;
}

/**
 * Splits rows selected with `totalRows` into a page. A page past the end has no rows to carry
 * the total, so the total is counted separately then.
 */
export async function toPage<R extends { total_rows: number }, T>(
  rows: R[],
  map: (row: R) => T,
  countAll: () => Promise<number>,
): Promise<Page<T>> {
  const total = rows[0]?.total_rows ?? (await countAll());
  return { items: rows.map(map), total };
}

/** The names of a `{ en, ru, zh }` column as one text: a search matches any language. */
export const allNames = (names: SQLWrapper): SQL =>
  sql`concat_ws(' ', ${names}->>'en', ${names}->>'ru', ${names}->>'zh')`;

/** The name in the caller's language, English where it has none, lower-cased to sort and match. */
export const nameIn = (names: SQLWrapper, language: string): SQL =>
  sql`lower(coalesce(${names}->>${language}, ${names}->>'en'))`;
