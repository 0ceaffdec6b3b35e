import { asc, eq } from 'drizzle-orm';
import { pickText, type Continent, type Language, type WorldRegion } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { geoObjects, worldRegions } from './geography.schema.js';

/** The UN M49 sub-regions with their countries, for grouping countries by part of the world. */
export async function listWorldRegions(db: Db, language: Language): Promise<WorldRegion[]> {
  const regions = await db.select().from(worldRegions).orderBy(asc(worldRegions.code));
  const countries = await db
    .select({
      id: geoObjects.id,
      code: geoObjects.countryCode,
      names: geoObjects.names,
      regionId: geoObjects.worldRegionId,
    })
    .from(geoObjects)
    .where(eq(geoObjects.type, 'COUNTRY'));
  return regions.map((region) => ({
    id: region.id,
    code: region.code,
    names: region.names,
    name: pickText(region.names, language),
    continent: region.continent as Continent,
    countries: countries
      .filter((country) => country.regionId === region.id)
      .map((country) => ({ id: country.id, code: country.code, name: pickText(country.names, language) }))
      .sort((a, b) => a.name.localeCompare(b.name, language)),
  }));
}
