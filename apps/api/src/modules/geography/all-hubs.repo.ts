import { sql, type SQL } from 'drizzle-orm';
import type { Hub, HubKind, Language } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { nameIn, pageBounds, type Page } from '../../db/list.js';
import { prefixCondition, toHub } from './hubs.repo.js';
import { selectRows } from '../../db/rows.js';

/** Every hub table as one: the common columns, null where a kind has no such column. */
const UNION = sql.raw(`
  select 'sea-port-hubs' as kind, id, code, names, city_id, country_code, latitude, longitude, has_terminals, active
    from sea_ports
  union all
  select 'airport-hubs', id, code, names, city_id, country_code, latitude, longitude, has_terminals, active
    from airports
  union all
  select 'railway-hubs', id, code, names, city_id, country_code, latitude, longitude, has_terminals, active
    from railway_stations
  union all
  select 'transport-hubs', id, code, names, city_id, country_code, latitude, longitude, has_terminals, active
    from transport_hubs`);

interface UnionRow {
  kind: HubKind;
  id: number;
  code: string;
  names: Hub['names'];
  city_id: number | null;
  country_code: string;
  latitude: number | null;
  longitude: number | null;
  has_terminals: boolean;
  active: boolean;
  city_names: Hub['names'] | null;
  country_names: Hub['names'] | null;
  total_rows: number;
}

/**
 * `all-hubs` of the public dictionaries: ports, airports, stations and other hubs in one list,
 * filtered by a name or code prefix and a country, sorted by name in the caller's language.
 */
export async function listAllHubs(
  db: Db,
  query: { page: number; size: number; name?: string; country?: string },
  language: Language,
): Promise<Page<Hub>> {
  const conditions: SQL[] = [sql`h.active`];
  if (query.country) conditions.push(sql`h.country_code = ${query.country}`);
  if (query.name) conditions.push(prefixCondition(sql.raw('h.code'), sql.raw('h.names'), query.name));
  const { limit, offset } = pageBounds(query);
  const rows = await selectRows<UnionRow>(
    db,
    sql`
    select h.*, city.names as city_names, country.names as country_names,
           cast(count(*) over () as integer) as total_rows
    from (${UNION}) h
    left join geo_objects city on city.id = h.city_id
    left join geo_objects country on country.type = 'COUNTRY' and country.country_code = h.country_code
    where ${sql.join(conditions, sql` and `)}
    order by ${nameIn(sql.raw('h.names'), language)}, h.kind, h.id
    limit ${limit} offset ${offset}`,
  );
  let total = rows[0]?.total_rows ?? 0;
  if (!rows.length && offset > 0) {
    const counted = await selectRows<{ n: number }>(
      db,
      sql`select cast(count(*) as integer) as n from (${UNION}) h where ${sql.join(conditions, sql` and `)}`,
    );
    total = counted[0]?.n ?? 0;
  }
  return {
    items: rows.map((row) =>
      toHub(
        row.kind,
        {
          id: row.id,
          code: row.code,
          names: row.names,
          cityId: row.city_id,
          countryCode: row.country_code,
          latitude: row.latitude,
          longitude: row.longitude,
          hasTerminals: row.has_terminals,
          active: row.active,
          createdAt: new Date(0),
          updatedAt: new Date(0),
        },
        row.city_names,
        row.country_names,
        language,
      ),
    ),
    total,
  };
}
