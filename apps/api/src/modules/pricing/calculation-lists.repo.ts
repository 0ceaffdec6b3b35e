import { and, count, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { searchWords, type CALCULATION_LIST, type CalculationListQuery, type CalculationRequest } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import {
  containsPattern,
  orderOf,
  pageBounds,
  startsWithPattern,
  toPage,
  totalRows,
  type Page,
} from '../../db/list.js';
import { filterSql } from '../../db/list-filters.js';
import { selectRows } from '../../db/rows.js';
import { calculationSellers, calculations } from './calculations.schema.js';

/**
 * The lists of calculations (`GET /orders/calculations`): which rows an audience sees, the
 * list's fields as SQL, the search, and what a page needs besides the row (its best quotation,
 * its booking, names, a partner's legs).
 */

/** Who lists: a client organization its own, a partner organization those its tariffs priced, operators all. */
export type CalculationViewer =
  | { audience: 'client'; organizationId: number }
  | { audience: 'partner'; organizationId: number }
  | { audience: 'operator' };

/**
 * A calculation some quotation of which has a leg of the organization: its sellers, written with
 * the legs of its current quotations (the priced ones and partners' manual answers), so a
 * partner's list reads its own rows instead of every calculation's legs (docs/decisions.md
 * D108).
 */
const pricedBy = (organizationId: number): SQL =>
  sql`${calculations.id} in (select s.calculation_id from ${calculationSellers} s
       where s.organization_id = ${organizationId})`;

/** Booked: an order was made of it; for a partner, one it carries a delivery order of. */
function bookedSql(viewer: CalculationViewer): SQL {
  return viewer.audience === 'partner'
    ? sql`exists (select 1 from orders o join delivery_orders d on d.order_id = o.id
         where o.calculation_id = ${calculations.id} and d.carrier_organization_id = ${viewer.organizationId})`
    : sql`exists (select 1 from orders o where o.calculation_id = ${calculations.id})`;
}

function columnsFor(viewer: CalculationViewer, today: string): Record<keyof typeof CALCULATION_LIST, SQLWrapper> {
  return {
    createdAt: calculations.createdAt,
    readyDate: calculations.readyDate,
    saved: calculations.saved,
    outdated: sql`(${calculations.readyDate} < ${today}::date or coalesce(${calculations.validTo} < ${today}::date, false))`,
    booked: bookedSql(viewer),
    bestPriceUsd: sql`(select min(q.total_usd) from quotations q where q.calculation_id = ${calculations.id})`,
    transitDays: sql`(select min(q.transit_days) from quotations q where q.calculation_id = ${calculations.id})`,
    organizationId: calculations.organizationId,
    guest: sql`(${calculations.userId} is null)`,
  };
}

/** The place of a request's end, by the table it lives in and the request's key of its id. */
const PLACES: readonly { type: string; table: string; key: string; code: boolean }[] = [
  { type: 'ADDRESS', table: 'geo_objects', key: 'cityId', code: false },
  { type: 'SEA_PORT', table: 'sea_ports', key: 'seaPortId', code: true },
  { type: 'AIRPORT_HUB', table: 'airports', key: 'airportId', code: true },
  { type: 'RAILWAY_HUB', table: 'railway_stations', key: 'stationId', code: true },
];

const names = (alias: string) =>
  sql.raw(`concat_ws(' ', ${alias}.names->>'en', ${alias}.names->>'ru', ${alias}.names->>'zh')`);

/** The request's end `side` is a place whose name (any language), code or city matches the pattern. */
function endMatches(side: 'from' | 'to', pattern: string): SQL {
  const end = sql`${calculations.request}->${side}`;
  const cases = PLACES.map(({ type, table, key, code }) => {
    const place = sql`(${end}->>${key})::int`;
    const matched = code
      ? sql`exists (select 1 from ${sql.raw(table)} p left join geo_objects c on c.id = p.city_id
           where p.id = ${place} and (p.code ilike ${pattern} or ${names('p')} ilike ${pattern}
             or ${names('c')} ilike ${pattern}))`
      : sql`exists (select 1 from ${sql.raw(table)} p where p.id = ${place} and ${names('p')} ilike ${pattern})`;
    return sql`when ${type} then ${matched}`;
  });
  return sql`(case ${end}->>'type' ${sql.join(cases, sql` `)} else false end)`;
}

const REFERENCE_START = /^[0-9a-f]{4,8}$/i;

/** Each word matches an end of the lane, the reference (the id's start) or the booking's number. */
function searchSql(viewer: CalculationViewer, search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const orderNumber = (pattern: string) =>
    viewer.audience === 'partner'
      ? sql`exists (select 1 from orders o join delivery_orders d on d.order_id = o.id
           where o.calculation_id = ${calculations.id} and d.carrier_organization_id = ${viewer.organizationId}
             and o.number ilike ${pattern})`
      : sql`exists (select 1 from orders o where o.calculation_id = ${calculations.id} and o.number ilike ${pattern})`;
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      // A reference is typed from its start, four characters at least: a lone "2" names a place's, not an id's.
      const reference = REFERENCE_START.test(word)
        ? sql`${calculations.id}::text ilike ${startsWithPattern(word.toLowerCase())} or `
        : sql``;
      return sql`(${reference}${orderNumber(pattern)} or ${endMatches('from', pattern)} or ${endMatches('to', pattern)})`;
    }),
  );
}

function audienceSql(viewer: CalculationViewer): SQL | undefined {
  if (viewer.audience === 'client') return eq(calculations.organizationId, viewer.organizationId);
  if (viewer.audience === 'partner') return pricedBy(viewer.organizationId);
  return undefined;
}

/** A calculation of a list's page: what its row says, without its legs. */
export interface CalculationListRow {
  id: string;
  userId: number | null;
  organizationId: number | null;
  request: CalculationRequest;
  readyDate: string;
  rates: Record<string, string>;
  saved: boolean;
  outdated: boolean;
  booked: boolean;
  createdAt: Date;
}

/**
 * A page of the calculations the viewer sees. A client's are saved first, then newest; the
 * others' newest first, unless sorted otherwise. `today` is the day "outdated" is counted on.
 */
export async function listCalculations(
  db: Db,
  viewer: CalculationViewer,
  query: CalculationListQuery,
  today: string,
): Promise<Page<CalculationListRow>> {
  const columns = columnsFor(viewer, today);
  const quick = [
    query.saved === undefined ? undefined : eq(calculations.saved, query.saved),
    query.outdated === undefined ? undefined : sql`${columns.outdated} = ${query.outdated}`,
    query.booked === undefined ? undefined : sql`${columns.booked} = ${query.booked}`,
  ];
  const where = and(audienceSql(viewer), searchSql(viewer, query.search), ...quick, filterSql(query.filters, columns));
  const order = query.sort
    ? orderOf(query.sort, columns, calculations.id)
    : [
        ...(viewer.audience === 'client' ? [sql`${calculations.saved} desc`] : []),
        sql`${calculations.createdAt} desc`,
        sql`${calculations.id} asc`,
      ];
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({
      id: calculations.id,
      userId: calculations.userId,
      organizationId: calculations.organizationId,
      request: calculations.request,
      readyDate: calculations.readyDate,
      rates: calculations.rates,
      saved: calculations.saved,
      outdated: sql<boolean>`${columns.outdated}`,
      booked: sql<boolean>`${columns.booked}`,
      createdAt: calculations.createdAt,
      total_rows: totalRows,
    })
    .from(calculations)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    ({ total_rows: _total, ...row }) => row,
    async () => (await db.select({ n: count() }).from(calculations).where(where))[0]?.n ?? 0,
  );
}

/** The cheapest quotation of each calculation (lowest total in USD, then the first), and how many it has. */
export async function bestQuotations(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, BestQuotation>();
  const rows = await selectRows<{
    calculation_id: string;
    id: number;
    totals: Record<string, number>;
    total_usd: number | string;
    fastest: number;
    count: number;
  }>(
    db,
    sql`select distinct on (q.calculation_id) q.calculation_id, q.id, q.totals, q.total_usd,
          min(q.transit_days) over (partition by q.calculation_id) as fastest,
          (count(*) over (partition by q.calculation_id))::int as count
        from quotations q where q.calculation_id = any(${`{${ids.join(',')}}`}::uuid[])
        order by q.calculation_id, q.total_usd, q.position`,
  );
  return new Map(
    rows.map((row) => [
      row.calculation_id,
      {
        id: row.id,
        totals: row.totals,
        totalUsd: Number(row.total_usd),
        fastestTransitDays: row.fastest,
        count: row.count,
      },
    ]),
  );
}

export interface BestQuotation {
  id: number;
  totals: Record<string, number>;
  totalUsd: number;
  fastestTransitDays: number;
  count: number;
}

/** The latest order made of each calculation; for a partner, only one it carries a delivery order of. */
export async function bookingsOf(db: Db, viewer: CalculationViewer, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: number; number: string }>();
  const carrier =
    viewer.audience === 'partner'
      ? sql`and exists (select 1 from delivery_orders d where d.order_id = o.id
           and d.carrier_organization_id = ${viewer.organizationId})`
      : sql``;
  const rows = await selectRows<{ calculation_id: string; id: number; number: string }>(
    db,
    sql`select distinct on (o.calculation_id) o.calculation_id, o.id, o.number from orders o
        where o.calculation_id = any(${`{${ids.join(',')}}`}::uuid[]) ${carrier}
        order by o.calculation_id, o.id desc`,
  );
  return new Map(rows.map((row) => [row.calculation_id, { id: row.id, number: row.number }]));
}

/** The legs and the quotations' legs and totals of the calculations: what a partner's share is counted from. */
export async function legsOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return selectRows<{
    id: string;
    legs: { organizationId: number; currency: string; cost: number; vat: number }[];
    quotations: { legIndexes: number[]; totalUsd: number }[] | null;
  }>(
    db,
    sql`select c.id, c.legs,
          (select json_agg(json_build_object('legIndexes', q.leg_indexes, 'totalUsd', q.total_usd))
             from quotations q where q.calculation_id = c.id) as quotations
        from calculations c where c.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
}

/** The names of the organizations and users of a page, by id. */
export async function ownersOf(db: Db, organizationIds: readonly number[], userIds: readonly number[]) {
  const organizations = organizationIds.length
    ? await selectRows<{ id: number; name: string }>(
        db,
        sql`select id, name from organizations where id = any(${`{${[...new Set(organizationIds)].join(',')}}`}::int[])`,
      )
    : [];
  const users = userIds.length
    ? await selectRows<{ id: number; first_name: string; last_name: string; middle_name: string | null }>(
        db,
        sql`select id, first_name, last_name, middle_name from users
            where id = any(${`{${[...new Set(userIds)].join(',')}}`}::int[])`,
      )
    : [];
  return {
    organizations: new Map(organizations.map((row) => [row.id, row.name])),
    users: new Map(users.map((row) => [row.id, row])),
  };
}

/**
 * Deletes the organization's calculation unless it was booked: 'deleted', 'booked' (kept), or
 * 'missing' (none of the organization's by that id). Its quotations and price requests go with it.
 */
export async function deleteCalculation(
  db: Db,
  id: string,
  organizationId: number,
  after: (tx: Db) => Promise<void>,
): Promise<'deleted' | 'booked' | 'missing'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: calculations.id, booked: sql<boolean>`${bookedSql({ audience: 'operator' })}` })
      .from(calculations)
      .where(
        and(eq(calculations.id, id), eq(calculations.organizationId, organizationId), isNotNull(calculations.userId)),
      )
      .for('update');
    if (!row) return 'missing';
    if (row.booked) return 'booked';
    await tx.delete(calculations).where(eq(calculations.id, id));
    await after(tx);
    return 'deleted';
  });
}
