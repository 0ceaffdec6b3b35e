import { and, count, getTableColumns, sql, type InferSelectModel, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Filter, ListQueryOf, ListSpec } from '@cargo/domain';
import type { Db } from './connection.js';
import {
  containsPattern,
  endsWithPattern,
  orderOf,
  pageBounds,
  startsWithPattern,
  toPage,
  totalRows,
  type Page,
} from './list.js';

/**
 * A number as a parameter that compares with any numeric column: an integer as bigint (an int
 * column compares with it through its own index, and a number beyond int4 simply matches
 * nothing), anything else as numeric. Letting the column decide the type would turn 1.5 or
 * 3000000000 against an int column into a database error.
 */
function numberParam(value: number): SQL {
  return Number.isSafeInteger(value) ? sql`cast(${value} as bigint)` : sql`cast(${value} as numeric)`;
}

/** A SIMPLE or SELECT value: text and booleans take the column's type, numbers as above. */
function scalarParam(value: string | number | boolean): SQL {
  return typeof value === 'number' ? numberParam(value) : sql`${value}`;
}

/** The condition of one filter on its column or expression; every value is a bound parameter. */
function condition(filter: Filter, column: SQLWrapper): SQL | undefined {
  switch (filter.kind) {
    case 'SIMPLE':
      return sql`${column} = ${scalarParam(filter.value)}`;
    case 'CONTAINS':
      return sql`${column} ilike ${containsPattern(filter.value)}`;
    case 'STARTS_WITH':
      return sql`${column} ilike ${startsWithPattern(filter.value)}`;
    case 'ENDS_WITH':
      return sql`${column} ilike ${endsWithPattern(filter.value)}`;
    case 'INT_RANGE':
    case 'FLOAT_RANGE':
      return and(
        filter.from === undefined ? undefined : sql`${column} >= ${numberParam(filter.from)}`,
        filter.to === undefined ? undefined : sql`${column} <= ${numberParam(filter.to)}`,
      );
    case 'DATE_RANGE':
      // Whole days for a date and a timestamp alike: from the first day's midnight up to, not
      // including, the midnight after the last day (in the session's time zone, UTC on ours).
      return and(
        filter.from === undefined ? undefined : sql`${column} >= cast(${filter.from} as date)`,
        filter.to === undefined ? undefined : sql`${column} < cast(${filter.to} as date) + 1`,
      );
    case 'EXISTS':
      // Empty text counts as missing; any other type's text form is never empty.
      return filter.value
        ? sql`(${column} is not null and cast(${column} as text) <> '')`
        : sql`(${column} is null or cast(${column} as text) = '')`;
    case 'FLAG':
      // An unset flag (null) is not set.
      return filter.value ? sql`${column} is true` : sql`${column} is not true`;
    case 'SELECT':
      return sql`${column} in (${sql.join(filter.values.map(scalarParam), sql`, `)})`;
  }
}

/**
 * The WHERE condition of a list's filters, all of them at once (AND); undefined when there are
 * none. `columns` maps each field of the list to its column or SQL expression (a jsonb path, a
 * `lower(...)`): text kinds need text, ranges numbers, DATE_RANGE a date or a timestamp. Values
 * are always bound as parameters. The filters come validated by `listQueryFor`, so every field has
 * a column; one without is a programming error.
 */
export function filterSql<F extends string>(
  filters: readonly (Filter & { field: F })[],
  columns: Record<F, SQLWrapper>,
): SQL | undefined {
  const conditions = filters.map((filter) => {
    const column = Object.hasOwn(columns, filter.field) ? columns[filter.field] : undefined;
    if (!column) throw new Error(`The list maps no column for the filter field ${filter.field}`);
    return condition(filter, column);
  });
  return and(...conditions);
}

export interface ListPageOptions<S extends ListSpec, TTable extends PgTable, T> {
  db: Db;
  /** The one table the list reads; a list over joins composes `filterSql`, `orderOf` and `toPage` itself. */
  from: TTable;
  /** Every field of the list: what it filters and sorts by. */
  columns: Record<keyof S & string, SQLWrapper>;
  /** Conditions of the list besides the user's filters (the tenant, a dictionary's kind). */
  where?: SQL | undefined;
  query: ListQueryOf<S>;
  /** A unique key that orders rows of equal sort values, so pages never overlap. */
  tieBreaker: SQLWrapper;
  map: (row: InferSelectModel<TTable>) => T;
}

/** One page of a one-table list: its conditions, the user's filters, the sort, the total. */
export async function listPage<S extends ListSpec, TTable extends PgTable, T>(
  options: ListPageOptions<S, TTable, T>,
): Promise<Page<T>> {
  const { db, from, columns, query } = options;
  const where = and(options.where, filterSql(query.filters, columns));
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ ...getTableColumns(from as PgTable), total_rows: totalRows })
    .from(from as PgTable)
    .where(where)
    .orderBy(...orderOf(query.sort, columns, options.tieBreaker))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    ({ total_rows: _total, ...row }) => options.map(row as InferSelectModel<TTable>),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(from as PgTable)
          .where(where)
      )[0]?.n ?? 0,
  );
}
