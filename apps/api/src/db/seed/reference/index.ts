import type { Db } from '../../connection.js';
import { bumpGeographyVersion } from '../../../modules/geography/index.js';
import { readSetting, writeSetting } from '../../../modules/system/index.js';
import { seedCurrencies } from './currencies.js';
import { seedDictionaries } from './dictionaries.js';
import { seedGeography } from './geography.js';

/**
 * The version of the reference data kept in the repository. Raise it when a data file changes:
 * every installation then loads what it is missing at its next start (nothing an operator edited
 * is overwritten; only a station still under a placeholder code that
 * data/railway-station-recodes.tsv replaced is renamed to its real code, and a place name still as
 * an earlier version seeded it takes today's: data/place-name-history.tsv).
 *
 * 2: real ESR and telegraph codes for most placeholder stations, export points added.
 * 3: place names corrected (Simplified Chinese, ports without "(ex …)", Russian names added).
 */
export const REFERENCE_DATA_VERSION = 3;
const SETTING = 'reference.seededVersion';

export interface ReferenceSeedResult {
  skipped: boolean;
  ms: number;
  inserted: Record<string, number>;
  /** Railway stations renamed from a placeholder code to their real code. */
  recodedStations: number;
  /** Places given today's names in place of earlier seeded ones, per kind. */
  renamed: Record<string, number>;
}

/**
 * Loads the world's geography, hubs, curated dictionaries and currencies into the database.
 * Idempotent and additive; skipped when this version was loaded already, unless `force`.
 */
export async function seedReferenceData(
  db: Db,
  options: { minCityPopulation?: number; force?: boolean } = {},
): Promise<ReferenceSeedResult> {
  const started = performance.now();
  const seeded = await readSetting<number>(db, SETTING);
  if (!options.force && seeded === REFERENCE_DATA_VERSION)
    return { skipped: true, ms: 0, inserted: {}, recodedStations: 0, renamed: {} };
  const geography = await seedGeography(db, { minCityPopulation: options.minCityPopulation });
  const dictionaries = await seedDictionaries(db);
  const currencies = await seedCurrencies(db);
  await bumpGeographyVersion(db);
  await writeSetting(db, SETTING, REFERENCE_DATA_VERSION);
  return {
    skipped: false,
    ms: Math.round(performance.now() - started),
    inserted: {
      ...geography.inserted,
      ...dictionaries.inserted,
      currencies: currencies.inserted,
      exchangeRates: currencies.rates,
    },
    recodedStations: geography.recodedStations,
    renamed: geography.renamed,
  };
}
