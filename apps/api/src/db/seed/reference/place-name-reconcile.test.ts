import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedText } from '@cargo/domain';
import { selectRows } from '../../../../test/factories.js';
import { createTestDatabase } from '../../../../test/harness.js';
import type { Database } from '../../connection.js';
import { readSetting, writeSetting } from '../../../modules/system/index.js';
import { REFERENCE_DATA_VERSION, seedReferenceData, type ReferenceSeedResult } from './index.js';

/**
 * A database seeded before the names were corrected (D143, D146, the names added since) gets the
 * corrected ones at its next start, except where an operator renamed the place.
 */

const MIN_CITY_POPULATION = 100_000;
const SAINT_PETERSBURG = 498_817;
const ALMATY = 1_526_384;
const SINGAPORE = 1_880_252;

let database: Database;
let first: ReferenceSeedResult;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await seedReferenceData(database.db, { minCityPopulation: MIN_CITY_POPULATION });
}, 120_000);
afterAll(() => database.close());

async function names(query: ReturnType<typeof sql>): Promise<LocalizedText> {
  const [row] = await selectRows<{ names: LocalizedText }>(database.db, query);
  if (!row) throw new Error('no row');
  return row.names;
}

const city = (geonamesId: number) => names(sql`select names from geo_objects where geonames_id = ${geonamesId}`);
const byCode = (table: string, code: string) =>
  names(sql`select names from ${sql.identifier(table)} where code = ${code}`);

/** Sets one language's name of the rows the condition selects ('' removes it). */
async function setName(table: string, where: ReturnType<typeof sql>, language: string, name: string) {
  const names = name
    ? sql`jsonb_set(names, ${`{${language}}`}::text[], to_jsonb(${name}::text))`
    : sql`names - ${language}::text`;
  await database.db.execute(sql`update ${sql.identifier(table)} set names = ${names} where ${where}`);
}

describe('place names of a database seeded before the corrections', () => {
  it('renames nothing in a new database', () => {
    expect(first.skipped).toBe(false);
    expect(Object.values(first.renamed).every((count) => count === 0)).toBe(true);
  });

  it('gives places the corrected names at the next start, leaving names an operator typed', async () => {
    // The names the seed wrote before: Traditional Chinese, UN/LOCODE's remark, no Russian name.
    await setName('geo_objects', sql`geonames_id = ${SAINT_PETERSBURG}`, 'zh', '聖彼得堡');
    await setName('geo_objects', sql`geonames_id = ${SINGAPORE}`, 'ru', '');
    await setName('geo_objects', sql`type = 'REGION' and country_code = 'AT' and code = '03'`, 'zh', '下奧地利州');
    await setName('sea_ports', sql`code = 'RULED'`, 'en', 'Saint Petersburg (ex Leningrad)');
    await setName('sea_ports', sql`code = 'RULED'`, 'zh', '聖彼得堡');
    await setName('sea_ports', sql`code = 'ITGOA'`, 'ru', '');
    await setName('railway_stations', sql`code = '690002'`, 'en', 'Astana-1 (Nur-Sultan-1)');
    await setName('airports', sql`code = 'SVO'`, 'ru', '');
    await setName('airports', sql`code = 'SVO'`, 'zh', '');
    // An operator's names: none of them is a name the seed ever wrote.
    await setName('geo_objects', sql`geonames_id = ${ALMATY}`, 'zh', '阿拉木图市');
    await setName('sea_ports', sql`code = 'INBOM'`, 'en', 'Mumbai Port');
    await setName('airports', sql`code = 'PVG'`, 'ru', 'Пудун');
    // The installation ran the previous version of the reference data.
    await writeSetting(database.db, 'reference.seededVersion', REFERENCE_DATA_VERSION - 1);

    const next = await seedReferenceData(database.db, { minCityPopulation: MIN_CITY_POPULATION });

    expect(next.skipped).toBe(false);
    expect(await readSetting(database.db, 'reference.seededVersion')).toBe(REFERENCE_DATA_VERSION);
    expect((await city(SAINT_PETERSBURG)).zh).toBe('圣彼得堡');
    expect((await city(SINGAPORE)).ru).toBe('Сингапур');
    const lowerAustria = await names(
      sql`select names from geo_objects where type = 'REGION' and country_code = 'AT' and code = '03'`,
    );
    expect(lowerAustria.zh).toBe('下奥地利州');
    expect(await byCode('sea_ports', 'RULED')).toEqual({
      en: 'Saint Petersburg',
      ru: 'Санкт-Петербург',
      zh: '圣彼得堡',
    });
    expect((await byCode('sea_ports', 'ITGOA')).ru).toBe('Генуя');
    expect((await byCode('railway_stations', '690002')).en).toBe('Astana');
    expect(await byCode('airports', 'SVO')).toMatchObject({
      ru: 'Международный аэропорт Шереметьево',
      zh: '莫斯科谢列梅捷沃国际机场',
    });

    expect((await city(ALMATY)).zh).toBe('阿拉木图市');
    expect((await byCode('sea_ports', 'INBOM')).en).toBe('Mumbai Port');
    expect((await byCode('airports', 'PVG')).ru).toBe('Пудун');
    expect(next.renamed).toMatchObject({ city: 2, region: 1, port: 2, station: 1, airport: 1 });
  });

  it('changes nothing the time after', async () => {
    const again = await seedReferenceData(database.db, { minCityPopulation: MIN_CITY_POPULATION, force: true });
    expect(Object.values(again.renamed).every((count) => count === 0)).toBe(true);
  });
});
