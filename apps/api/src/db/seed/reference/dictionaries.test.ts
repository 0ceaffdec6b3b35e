import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributesSchema, dictionaryDefinition, ORDER_STATUSES, type DictionaryName } from '@cargo/domain';
import { selectRows } from '../../../../test/factories.js';
import { createTestDatabase } from '../../../../test/harness.js';
import type { Database, Db } from '../../connection.js';
import { DEMO_RATES, seedCurrencies, type CurrenciesSeedResult } from './currencies.js';
import { seedDictionaries, type DictionariesSeedResult } from './dictionaries.js';
import { CURATED_DICTIONARIES } from './dictionaries-data/index.js';
import { names } from './dictionaries-data/types.js';

interface EntryRow {
  id: number;
  dictionary: DictionaryName;
  code: string;
  names: { en?: string; ru?: string; zh?: string };
  attributes: Record<string, unknown>;
  parent_id: number | null;
}

/** At least as many entries as the curated lists promise (docs/data-sources.md). */
const MINIMUM: Partial<Record<DictionaryName, number>> = {
  'container-types': 35,
  'general-types': 9,
  'logistic-document-kind': 8,
  'sea-lines': 20,
  consolidators: 5,
  'railway-operators': 12,
  'air-company': 30,
  'freight-surcharges': 18,
  'service-categories': 12,
  services: 30,
  'vehicle-types': 15,
  'pallet-types': 6,
  'interest-types': 7,
  'country-categories': 4,
  events: 15,
  statuses: ORDER_STATUSES.length,
};

let database: Database;
let db: Db;
let dictionaries: DictionariesSeedResult;
let money: CurrenciesSeedResult;

const entries = () =>
  selectRows<EntryRow>(db, sql`select id, dictionary, code, names, attributes, parent_id from dictionary_entries`);
const entry = async (dictionary: DictionaryName, code: string) =>
  (
    await selectRows<EntryRow>(
      db,
      sql`select id, dictionary, code, names, attributes, parent_id from dictionary_entries
          where dictionary = ${dictionary} and code = ${code}`,
    )
  )[0];
const countsByDictionary = async () =>
  Object.fromEntries(
    (
      await selectRows<{ dictionary: string; count: number }>(
        db,
        sql`select dictionary, count(*)::int as count from dictionary_entries group by dictionary`,
      )
    ).map((row) => [row.dictionary, row.count]),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  dictionaries = await seedDictionaries(db);
  money = await seedCurrencies(db);
});
afterAll(() => database.close());

describe('seedDictionaries', () => {
  it('inserts every curated entry, at least the promised number per dictionary, quickly', async () => {
    const counts = await countsByDictionary();
    for (const [name, list] of Object.entries(CURATED_DICTIONARIES)) {
      expect(dictionaries.inserted[name], name).toBe(list.length);
      expect(counts[name], name).toBe(list.length);
    }
    for (const [name, minimum] of Object.entries(MINIMUM)) expect(counts[name], name).toBeGreaterThanOrEqual(minimum);
    const kinds = await selectRows<{ kind: string; count: number }>(
      db,
      sql`select attributes->>'kind' as kind, count(*)::int as count from dictionary_entries
          where dictionary = 'container-types' group by 1 order by 1`,
    );
    expect(Object.fromEntries(kinds.map((row) => [row.kind, row.count]))).toEqual({ AIR: 8, AUTO: 15, COMMON: 12 });
    // Seeds nothing for partners, nor the lists that point at cities and hubs.
    for (const name of ['airline-disclaimers', 'customs-clearance', 'transportation-rules', 'popular-destinations'])
      expect(counts[name], name).toBeUndefined();
    // Half a second on PostgreSQL, a few on PGlite on a busy machine: the bound leaves room.
    expect(dictionaries.ms).toBeLessThan(10_000);
  });

  it('holds the facts the product relies on', async () => {
    expect(await entry('sea-lines', 'MAEU')).toMatchObject({
      names: { en: 'Maersk' },
      attributes: { countryCode: 'DK', website: 'https://www.maersk.com' },
    });
    expect((await entry('container-types', '22G1'))?.attributes).toMatchObject({
      kind: 'COMMON',
      shortName: "20'",
      maxLoadKg: 28_000,
      sizeFeet: 20,
    });
    expect((await entry('container-types', '42G1'))?.attributes).toMatchObject({ shortName: "40'", maxLoadKg: 28_000 });
    expect((await entry('container-types', '45G1'))?.attributes).toMatchObject({ shortName: "40'HC" });
    expect((await entry('container-types', '22R1'))?.attributes).toMatchObject({ reefer: true });
    expect((await entry('air-company', 'SU'))?.attributes).toEqual({
      icao: 'AFL',
      awbPrefix: '555',
      countryCode: 'RU',
    });
    expect((await entry('air-company', 'CA'))?.attributes).toMatchObject({ awbPrefix: '999' });
    expect((await entry('general-types', 'VOLUME_ONLY'))?.attributes).toMatchObject({ volumeOnly: true });
    expect((await entry('freight-surcharges', 'CAF'))?.attributes).toMatchObject({
      surchargeType: 'ON_FREIGHT',
      tarification: 'RELATIVE',
    });
    expect((await entry('freight-surcharges', 'THC'))?.attributes).toMatchObject({
      surchargeType: 'ON_CARGO',
      tarification: 'ABSOLUTE',
    });
    expect((await entry('statuses', 'COMPLETED'))?.attributes).toEqual({ group: 'INACTIVE', final: true });
    expect((await entry('statuses', 'CANCELLED'))?.attributes).toEqual({ group: 'INACTIVE', final: true });
    expect((await entry('statuses', 'NEW'))?.attributes).toEqual({ group: 'ACTIVE', final: false });
    expect((await entry('country-categories', 'EAEU'))?.attributes).toEqual({
      countries: ['AM', 'BY', 'KG', 'KZ', 'RU'],
    });
  });

  it('names everything in en, ru and zh, and stores attributes the definitions accept', async () => {
    const schemas: Partial<Record<DictionaryName, ReturnType<typeof attributesSchema>>> = {};
    for (const row of await entries()) {
      for (const language of ['en', 'ru', 'zh'] as const)
        expect(row.names[language]?.trim(), `${row.dictionary} ${row.code} ${language}`).toBeTruthy();
      schemas[row.dictionary] ??= attributesSchema(dictionaryDefinition(row.dictionary));
      expect(schemas[row.dictionary]!.safeParse(row.attributes).success, `${row.dictionary} ${row.code}`).toBe(true);
    }
  });

  it('resolves services to their categories and categories to their parents', async () => {
    const orphans = await selectRows<{ code: string }>(
      db,
      sql`select s.code from dictionary_entries s
          left join dictionary_entries c on c.id = (s.attributes->>'categoryId')::int and c.dictionary = 'service-categories'
          where s.dictionary = 'services' and c.id is null`,
    );
    expect(orphans).toEqual([]);
    const category = await entry('service-categories', 'TERMINAL_HANDLING');
    expect((await entry('services', 'THC_ORIGIN'))?.attributes).toMatchObject({
      categoryId: category?.id,
      serviceType: 'services_departure',
    });
    expect((await entry('services', 'RAIL_LOADING'))?.attributes).toMatchObject({
      serviceType: 'railway_station_departure',
    });
    expect(category?.parent_id).toBe((await entry('service-categories', 'PORT_SERVICES'))?.id);
    expect((await entry('service-categories', 'PORT_SERVICES'))?.parent_id).toBeNull();
  });

  it('inserts nothing on a second run and keeps what operators edited or added', async () => {
    await db.execute(sql`update dictionary_entries set names = ${JSON.stringify({ en: 'Maersk Line', ru: 'Маерск' })}::jsonb
                         where dictionary = 'sea-lines' and code = 'MAEU'`);
    await db.execute(sql`update dictionary_entries set attributes = attributes || '{"maxLoadKg": 27000}'::jsonb
                         where dictionary = 'container-types' and code = '22G1'`);
    await db.execute(sql`insert into dictionary_entries (dictionary, code, names, attributes)
                         values ('sea-lines', 'ABCD', '{"en": "Operator line"}'::jsonb, '{"countryCode": "RU"}'::jsonb)`);
    // An operator's own entry under a curated code, in other letter case, also stays.
    await db.execute(sql`delete from dictionary_entries where dictionary = 'pallet-types' and code = 'EUR1'`);
    await db.execute(sql`insert into dictionary_entries (dictionary, code, names, attributes)
                         values ('pallet-types', 'eur1', '{"en": "Euro pallet"}'::jsonb, '{"lengthCm": 120, "widthCm": 80}'::jsonb)`);
    const before = await countsByDictionary();

    const second = await seedDictionaries(db);
    expect(Object.values(second.inserted).every((count) => count === 0)).toBe(true);
    expect(Object.keys(second.inserted).sort()).toEqual(Object.keys(CURATED_DICTIONARIES).sort());
    expect(await countsByDictionary()).toEqual(before);
    expect((await entry('sea-lines', 'MAEU'))?.names).toEqual({ en: 'Maersk Line', ru: 'Маерск' });
    expect((await entry('container-types', '22G1'))?.attributes).toMatchObject({ maxLoadKg: 27_000 });
    expect((await entry('sea-lines', 'ABCD'))?.names).toEqual({ en: 'Operator line' });
    expect((await entry('pallet-types', 'eur1'))?.names).toEqual({ en: 'Euro pallet' });
  });

  it('refuses invalid curated data loudly and writes none of it', async () => {
    const line = (code: string, countryCode: string) => ({
      code,
      names: names(`Line ${code}`, `Линия ${code}`, `航线 ${code}`),
      attributes: { countryCode },
    });
    await expect(seedDictionaries(db, { 'sea-lines': [line('QQQA', 'DE'), line('QQQB', 'DEU')] })).rejects.toThrow(
      /sea-lines QQQB: countryCode/,
    );
    await expect(
      seedDictionaries(db, {
        'sea-lines': [{ ...line('QQQC', 'DE'), names: { en: 'English only', ru: '', zh: '' } }],
      }),
    ).rejects.toThrow(/sea-lines QQQC: names must be given in en, ru and zh/);
    await expect(
      seedDictionaries(db, {
        services: [
          {
            code: 'QQQ_SERVICE',
            names: names('Service', 'Услуга', '服务'),
            attributes: { categoryId: 'NO_SUCH_CATEGORY', serviceType: 'freight' },
          },
        ],
      }),
    ).rejects.toThrow(/services QQQ_SERVICE: categoryId must be the code of a curated service-categories entry/);
    await expect(seedDictionaries(db, { 'sea-lines': [line('QQQD', 'DE'), line('qqqd', 'DE')] })).rejects.toThrow(
      /duplicate code/,
    );
    await expect(seedDictionaries(db, { 'airline-disclaimers': [] })).rejects.toThrow(/only marketplace/);
    const written = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from dictionary_entries where code ilike 'qqq%'`,
    );
    expect(written[0]?.count).toBe(0);
  });
});

describe('seedCurrencies', () => {
  it('loads the ISO 4217 currencies with minor units, names and symbols', async () => {
    expect(money.inserted).toBeGreaterThanOrEqual(170);
    expect(money.ms).toBeLessThan(10_000);
    const rows = await selectRows<{
      code: string;
      numeric_code: string;
      minor_units: number;
      names: { en: string; ru: string; zh: string };
      symbol: string | null;
      active: boolean;
    }>(db, sql`select code, numeric_code, minor_units, names, symbol, active from currencies`);
    expect(rows).toHaveLength(money.inserted);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('USD')).toMatchObject({
      numeric_code: '840',
      minor_units: 2,
      symbol: '$',
      names: { en: 'US Dollar' },
    });
    expect(byCode.get('JPY')).toMatchObject({ minor_units: 0 });
    expect(byCode.get('KWD')).toMatchObject({ minor_units: 3 });
    expect(byCode.get('RUB')).toMatchObject({ numeric_code: '643', symbol: '₽', names: { ru: 'Российский рубль' } });
    expect(byCode.get('CNY')?.names.zh).toBe('人民币');
    expect(byCode.get('XCG')).toMatchObject({ minor_units: 2, active: true });
    expect(byCode.get('ANG')?.active).toBe(false);
    expect(byCode.has('XXX')).toBe(false);
    for (const row of rows)
      for (const language of ['en', 'ru', 'zh'] as const) expect(row.names[language], row.code).toMatch(/\S/);
  });

  it('adds the demo rates in RUB per unit dated the earliest today anywhere, once', async () => {
    expect(money.rates).toBe(4);
    const rates = await selectRows<{ currency_code: string; rate: string; valid_from: string }>(
      db,
      sql`select currency_code, rate::text as rate, valid_from::text as valid_from from exchange_rates order by currency_code`,
    );
    // Every caller's today is on or after it: the earliest day anywhere (UTC-12).
    const today = new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);
    expect(rates.map((row) => row.currency_code)).toEqual(['CNY', 'EUR', 'RUB', 'USD']);
    for (const row of rates) {
      expect(Number(row.rate)).toBe(Number(DEMO_RATES[row.currency_code]));
      expect(row.valid_from).toBe(today);
    }
    expect(Number(rates.find((row) => row.currency_code === 'RUB')?.rate)).toBe(1);

    await db.execute(sql`update currencies set names = '{"en": "Dollar"}'::jsonb where code = 'USD'`);
    const second = await seedCurrencies(db);
    expect(second).toMatchObject({ inserted: 0, rates: 0 });
    const [usd] = await selectRows<{ names: unknown }>(db, sql`select names from currencies where code = 'USD'`);
    expect(usd?.names).toEqual({ en: 'Dollar' });
  });
});
