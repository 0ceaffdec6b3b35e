import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { TARIFF_POINT_TYPES, type LocalizedText, type TariffPointType } from '@cargo/domain';
import { airports, geoObjects, railwayStations, seaPorts, transportHubs } from '../../db/schema.js';
import { tariffs } from './tariffs.schema.js';

/** The table behind each kind of tariff end. Cities are the CITY rows of the geography tree. */
export const POINT_TABLES = {
  SEA_PORT: seaPorts,
  AIRPORT_HUB: airports,
  RAILWAY_HUB: railwayStations,
  TRANSPORT_HUB: transportHubs,
  CITY: geoObjects,
} as const satisfies Record<TariffPointType, unknown>;

/** What every end table has: an id, a code (null for cities), names and a country. */
interface EndTable {
  id: PgColumn;
  code: PgColumn;
  names: PgColumn;
  countryCode: PgColumn;
}

export interface EndColumns {
  /** One left join per end table, each matching only rows of its own type. */
  joins: { table: ReturnType<typeof alias>; on: SQL }[];
  code: SQL<string | null>;
  names: SQL<LocalizedText | null>;
  country: SQL<string | null>;
}

/**
 * An end's code, names and country as SQL over five left joins, of which at most one matches
 * (the one of the end's type). Being expressions, they filter and sort like columns.
 */
function endColumns(end: 'from' | 'to'): EndColumns {
  const type = end === 'from' ? tariffs.fromType : tariffs.toType;
  const id = end === 'from' ? tariffs.fromId : tariffs.toId;
  const tables = TARIFF_POINT_TYPES.map((pointType) => {
    const table = alias(POINT_TABLES[pointType], `${end}_${pointType.toLowerCase()}`);
    return { table, columns: table as unknown as EndTable, on: and(eq(type, pointType), eq(table.id, id))! };
  });
  const first = (column: keyof EndTable) =>
    sql`coalesce(${sql.join(
      tables.map(({ columns }) => columns[column]),
      sql`, `,
    )})`;
  return {
    joins: tables.map(({ table, on }) => ({ table, on })),
    code: first('code') as SQL<string | null>,
    names: first('names') as SQL<LocalizedText | null>,
    country: first('countryCode') as SQL<string | null>,
  };
}

export const FROM_END = endColumns('from');
export const TO_END = endColumns('to');
