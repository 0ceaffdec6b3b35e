import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@cargo/domain';

const names = () => jsonb('names').$type<LocalizedText>().notNull();
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** UN M49 sub-regions (Western Europe, Eastern Asia…), each on one continent. */
export const worldRegions = pgTable('world_regions', {
  id: serial('id').primaryKey(),
  /** The UN M49 code, e.g. "030" for Eastern Asia. */
  code: text('code').notNull().unique(),
  names: names(),
  /** AF, AN, AS, EU, NA, OC, SA. */
  continent: text('continent').notNull(),
  ...timestamps,
});

/**
 * The geography tree: countries, their regions and special regions, and cities, in one table
 * so that parent links, the no-cycle rule and "a geo object with child objects cannot be
 * deleted" are one rule for every level (Product specification, domain §3, §5, §8).
 */
export const geoObjects = pgTable(
  'geo_objects',
  {
    id: serial('id').primaryKey(),
    /** COUNTRY, REGION, SPECIAL_REGION or CITY. */
    type: text('type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => geoObjects.id),
    /** ISO 3166-1 alpha-2 of the country the object lies in (the country's own code for a country). */
    countryCode: text('country_code').notNull(),
    /** A country's alpha-2, a region's code within its country (GeoNames admin1); null for cities. */
    code: text('code'),
    names: names(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    population: integer('population'),
    /** The GeoNames id a seeded object came from; null for objects operators add. */
    geonamesId: integer('geonames_id'),
    /** Countries only: ISO 3166-1 alpha-3, continent and UN M49 sub-region. */
    iso3: text('iso3'),
    continent: text('continent'),
    worldRegionId: integer('world_region_id').references(() => worldRegions.id),
    ...timestamps,
  },
  (table) => [
    index('geo_objects_parent_idx').on(table.parentId),
    index('geo_objects_type_country_idx').on(table.type, table.countryCode),
    uniqueIndex('geo_objects_geonames_idx').on(table.geonamesId),
    uniqueIndex('geo_objects_code_idx')
      .on(table.type, table.countryCode, table.code)
      .where(sql`${table.code} is not null`),
  ],
);

/** What every hub has (Product specification, shell §3): names, the city it serves, coordinates, terminals. */
const hubColumns = () => ({
  id: serial('id').primaryKey(),
  names: names(),
  cityId: integer('city_id').references(() => geoObjects.id),
  countryCode: text('country_code').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  hasTerminals: boolean('has_terminals').notNull().default(false),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Sea ports, keyed by UN/LOCODE (CNSHA). */
export const seaPorts = pgTable('sea_ports', { ...hubColumns(), code: text('code').notNull().unique() }, (table) => [
  index('sea_ports_city_idx').on(table.cityId),
]);

/** Airports with their IATA (SVO) and ICAO (UUEE) codes. */
export const airports = pgTable(
  'airports',
  {
    ...hubColumns(),
    code: text('code').notNull().unique(),
    icao: text('icao'),
  },
  (table) => [index('airports_city_idx').on(table.cityId)],
);

/** Railway stations with their national station code (ESR in the 1520 mm network, e.g. 940006). */
export const railwayStations = pgTable(
  'railway_stations',
  {
    ...hubColumns(),
    code: text('code').notNull().unique(),
    /** A border crossing where cargo changes gauge or customs (Zabaykalsk, Dostyk, Brest). */
    border: boolean('border').notNull().default(false),
  },
  (table) => [index('railway_stations_city_idx').on(table.cityId)],
);

/**
 * Other transport hubs: terminals, dry ports and transit border crossings. A terminal hangs
 * under its hub (`parentId`); a border crossing names its counterpart across the border.
 */
export const transportHubs = pgTable(
  'transport_hubs',
  {
    ...hubColumns(),
    code: text('code').notNull().unique(),
    /** TERMINAL, TRANSIT_BORDER, DRY_PORT or LOGISTICS_CENTER. */
    type: text('type').notNull(),
    /** RAIL, ROAD or RAIL_ROAD for a transit border; null otherwise. */
    typeTransitBorder: text('type_transit_border'),
    /** The location is complete enough to quote door-to-door through it. */
    completeLocation: boolean('complete_location').notNull().default(false),
    parentId: integer('parent_id').references((): AnyPgColumn => transportHubs.id),
    pairedHubId: integer('paired_hub_id').references((): AnyPgColumn => transportHubs.id),
    seaPortId: integer('sea_port_id').references(() => seaPorts.id),
    airportId: integer('airport_id').references(() => airports.id),
    stationId: integer('station_id').references(() => railwayStations.id),
  },
  (table) => [index('transport_hubs_city_idx').on(table.cityId), index('transport_hubs_parent_idx').on(table.parentId)],
);
