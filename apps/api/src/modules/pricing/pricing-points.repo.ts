import { sql } from 'drizzle-orm';
import { pointKey, type PointKey, type PricingPoint, type TariffPointType } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';

interface PointRow {
  id: number;
  city_id: number | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
  sea_port_id?: number | null;
  airport_id?: number | null;
  station_id?: number | null;
  parent_id?: number | null;
}

/**
 * Every city and active hub where the route graph can stop, with coordinates and the city each
 * hub serves. A transport hub is linked both ways with the port, airport or station it names and
 * with its parent hub: cargo moves between them without a priced leg.
 */
export async function loadPricingPoints(db: Db): Promise<PricingPoint[]> {
  const links = new Map<PointKey, Set<PointKey>>();
  const link = (a: PointKey, b: PointKey) => {
    for (const [one, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = links.get(one) ?? new Set<PointKey>();
      set.add(other);
      links.set(one, set);
    }
  };
  const raw: { key: PointKey; row: PointRow }[] = [];
  const add = (type: TariffPointType, rows: PointRow[]) => {
    for (const row of rows) raw.push({ key: pointKey(type, row.id), row });
  };
  add(
    'CITY',
    await selectRows<PointRow>(
      db,
      sql`select id, id as city_id, country_code, latitude, longitude from geo_objects where type = 'CITY'`,
    ),
  );
  const hubColumns = sql.raw('id, city_id, country_code, latitude, longitude');
  add('SEA_PORT', await selectRows<PointRow>(db, sql`select ${hubColumns} from sea_ports where active`));
  add('AIRPORT_HUB', await selectRows<PointRow>(db, sql`select ${hubColumns} from airports where active`));
  add('RAILWAY_HUB', await selectRows<PointRow>(db, sql`select ${hubColumns} from railway_stations where active`));
  const transport = await selectRows<PointRow>(
    db,
    sql`select ${hubColumns}, sea_port_id, airport_id, station_id, parent_id from transport_hubs where active`,
  );
  add('TRANSPORT_HUB', transport);
  for (const row of transport) {
    const key = pointKey('TRANSPORT_HUB', row.id);
    if (row.sea_port_id) link(key, pointKey('SEA_PORT', row.sea_port_id));
    if (row.airport_id) link(key, pointKey('AIRPORT_HUB', row.airport_id));
    if (row.station_id) link(key, pointKey('RAILWAY_HUB', row.station_id));
    if (row.parent_id) link(key, pointKey('TRANSPORT_HUB', row.parent_id));
  }
  return raw.map(({ key, row }) => ({
    key,
    cityId: row.city_id,
    countryCode: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
    links: [...(links.get(key) ?? [])],
  }));
}
