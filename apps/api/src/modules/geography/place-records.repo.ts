import { sql } from 'drizzle-orm';
import type { LocalizedText, PlaceRecord, PlaceType } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';

interface Row {
  id: number;
  names: LocalizedText;
  country_code: string;
  codes: string[] | null;
  population: number | null;
  detail: LocalizedText | null;
}

/** A hub ranks a little below the city it serves; a hub with no city as a town of 10,000. */
const HUB_SHARE = 0.3;
const UNKNOWN_CITY_POPULATION = 10_000;

const NO_CODES: readonly string[] = [];

/** The hubs of one table with the names of the city each serves (they are found by them too). */
const hubQuery = (table: string, codes: string) =>
  sql.raw(`
    select h.id, h.names, h.country_code, ${codes} as codes, c.population, c.names as detail
    from ${table} h left join geo_objects c on c.id = h.city_id
    where h.active`);

/** Every city and active hub, and every country's names, as the place index takes them. */
export async function loadPlaceRecords(
  db: Db,
): Promise<{ records: PlaceRecord[]; countries: Map<string, LocalizedText> }> {
  const countries = new Map<string, LocalizedText>();
  const countryRows = await selectRows<Row>(
    db,
    sql`select id, names, country_code from geo_objects where type = 'COUNTRY'`,
  );
  for (const row of countryRows) countries.set(row.country_code, row.names);

  const records: PlaceRecord[] = [];
  // A region's names once for all its cities, not a copy a city (a seventh of the index's heap).
  const regions = new Map<string, LocalizedText>();
  const shared = (names: LocalizedText | null) => {
    if (!names) return null;
    const key = JSON.stringify(names);
    const known = regions.get(key);
    if (known) return known;
    regions.set(key, names);
    return names;
  };
  const cities = await selectRows<Row>(
    db,
    sql`select c.id, c.names, c.country_code, null as codes, c.population,
               case when p.type in ('REGION', 'SPECIAL_REGION') then p.names end as detail
        from geo_objects c left join geo_objects p on p.id = c.parent_id
        where c.type = 'CITY'`,
  );
  for (const row of cities)
    records.push({
      type: 'ADDRESS',
      id: row.id,
      names: row.names,
      codes: NO_CODES,
      countryCode: row.country_code,
      importance: row.population ?? 0,
      detail: shared(row.detail),
    });

  const hubs: [PlaceType, ReturnType<typeof sql.raw>][] = [
    ['SEA_PORT', hubQuery('sea_ports', 'array[h.code]')],
    ['AIRPORT_HUB', hubQuery('airports', 'array_remove(array[h.code, h.icao], null)')],
    ['RAILWAY_HUB', hubQuery('railway_stations', 'array[h.code]')],
  ];
  for (const [type, query] of hubs)
    for (const row of await selectRows<Row>(db, query))
      records.push({
        type,
        id: row.id,
        names: row.names,
        aliases: row.detail ? [row.detail] : [],
        codes: row.codes ?? [],
        countryCode: row.country_code,
        importance: (row.population ?? UNKNOWN_CITY_POPULATION) * HUB_SHARE,
        detail: row.detail,
      });
  return { records, countries };
}
