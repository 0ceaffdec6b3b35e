import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createOrganization } from '../../../test/factories.js';
import {
  airports,
  currencies,
  dictionaryEntries,
  geoObjects,
  railwayStations,
  seaPorts,
  transportHubs,
} from '../../db/schema.js';
import { cityKey } from './code-lookup.js';
import { createCodeLookup } from './code-lookup.repo.js';
import { readTariffSheet } from '../tariff-sheets/index.js';
import { resolveTariffRows } from './resolve-rows.js';

let t: TestApp;
const db = () => t.database.db;
let owner: number;
let other: number;
const ids: Record<string, number> = {};

async function insertId<T extends { id: number }>(rows: Promise<T[]>): Promise<number> {
  return (await rows)[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOrganization(db(), { name: 'Alpha Freight' });
  other = await createOrganization(db(), { name: 'Beta Lines' });
  const country = (code: string, en: string) =>
    insertId(db().insert(geoObjects).values({ type: 'COUNTRY', countryCode: code, code, names: { en } }).returning());
  const china = await country('CN', 'China');
  const russia = await country('RU', 'Russia');
  const cityOf = (
    parentId: number,
    countryCode: string,
    names: { en: string; ru?: string; zh?: string },
    population: number,
  ) => insertId(db().insert(geoObjects).values({ type: 'CITY', parentId, countryCode, names, population }).returning());
  ids.shanghai = await cityOf(china, 'CN', { en: 'Shanghai', ru: 'Шанхай', zh: '上海' }, 24_874_500);
  ids.smallShanghai = await cityOf(china, 'CN', { en: 'Shanghai' }, 1_200);
  ids.moscow = await cityOf(russia, 'RU', { en: 'Moscow', ru: 'Москва', zh: '莫斯科' }, 12_506_468);

  ids.cnsha = await insertId(
    db()
      .insert(seaPorts)
      .values({ code: 'CNSHA', names: { en: 'Shanghai' }, countryCode: 'CN' })
      .returning(),
  );
  ids.ruled = await insertId(
    db()
      .insert(seaPorts)
      .values({ code: 'RULED', names: { en: 'St Petersburg' }, countryCode: 'RU' })
      .returning(),
  );
  ids.pvg = await insertId(
    db()
      .insert(airports)
      .values({ code: 'PVG', names: { en: 'Pudong' }, countryCode: 'CN' })
      .returning(),
  );
  ids.station = await insertId(
    db()
      .insert(railwayStations)
      .values({ code: '181102', names: { en: 'Moscow Tovarnaya' }, countryCode: 'RU' })
      .returning(),
  );
  ids.terminal = await insertId(
    db()
      .insert(transportHubs)
      .values({ code: 'RUMOW-T1', type: 'TERMINAL', names: { en: 'Moscow T1' }, countryCode: 'RU' })
      .returning(),
  );

  await db()
    .insert(currencies)
    .values([
      { code: 'USD', minorUnits: 2, names: { en: 'US Dollar' } },
      { code: 'JPY', minorUnits: 0, names: { en: 'Yen' } },
      { code: 'XTS', minorUnits: 2, names: { en: 'Test' }, active: false },
    ])
    .onConflictDoNothing();

  const entry = (dictionary: string, code: string, organizationId: number | null, attributes = {}) =>
    insertId(
      db()
        .insert(dictionaryEntries)
        .values({ dictionary, code, organizationId, attributes, names: { en: code } })
        .returning(),
    );
  ids.maeu = await entry('sea-lines', 'MAEU', null);
  ids.ownMaeu = await entry('sea-lines', 'maeu', owner);
  ids.othersLine = await entry('sea-lines', 'BETA', other);
  ids.box = await entry('container-types', '22G1', null, { kind: 'COMMON' });
  ids.truck = await entry('container-types', 'TRK1', null, { kind: 'AUTO' });
});
afterAll(() => t.close());

describe('the SQL code lookup', () => {
  it('finds hubs of each table by code', async () => {
    const lookup = createCodeLookup(db(), { organizationId: owner });
    expect(await lookup.hubs('SEA_PORT', ['CNSHA', 'RULED', 'NOPE1'])).toEqual(
      new Map([
        ['CNSHA', ids.cnsha],
        ['RULED', ids.ruled],
      ]),
    );
    expect(await lookup.hubs('AIRPORT_HUB', ['PVG', 'CNSHA'])).toEqual(new Map([['PVG', ids.pvg]]));
    expect(await lookup.hubs('RAILWAY_HUB', ['181102'])).toEqual(new Map([['181102', ids.station]]));
    expect(await lookup.hubs('TRANSPORT_HUB', ['RUMOW-T1'])).toEqual(new Map([['RUMOW-T1', ids.terminal]]));
  });

  it('finds cities by any of their names and the country, the most populous first', async () => {
    const lookup = createCodeLookup(db(), { organizationId: owner });
    const refs = [
      { name: 'Shanghai', countryCode: 'CN' },
      { name: 'shanghai', countryCode: 'CN' },
      { name: '上海', countryCode: 'CN' },
      { name: 'Москва', countryCode: 'RU' },
      { name: 'москва', countryCode: 'RU' },
      { name: 'Moscow', countryCode: 'CN' },
      { name: 'Atlantis', countryCode: 'CN' },
    ];
    const found = await lookup.cities(refs);
    expect([...found.entries()].sort()).toEqual(
      [
        [cityKey(refs[0]!), ids.shanghai],
        [cityKey(refs[2]!), ids.shanghai],
        [cityKey(refs[3]!), ids.moscow],
      ].sort(),
    );
  });

  it('answers the minor units of active currencies only', async () => {
    const lookup = createCodeLookup(db(), { organizationId: owner });
    expect(await lookup.currencies(['USD', 'JPY', 'XTS', 'ABC'])).toEqual(
      new Map([
        ['USD', 2],
        ['JPY', 0],
      ]),
    );
  });

  it('finds the owner’s own entries first, the marketplace’s next, never another partner’s', async () => {
    expect(await createCodeLookup(db(), { organizationId: owner }).entries('sea-lines', ['MAEU', 'BETA'])).toEqual(
      new Map([['MAEU', ids.ownMaeu]]),
    );
    expect(await createCodeLookup(db(), { organizationId: null }).entries('sea-lines', ['MAEU', 'BETA'])).toEqual(
      new Map([['MAEU', ids.maeu]]),
    );
    expect(await createCodeLookup(db(), { organizationId: other }).entries('sea-lines', ['maeu', 'BETA'])).toEqual(
      new Map([
        ['MAEU', ids.maeu],
        ['BETA', ids.othersLine],
      ]),
    );
  });

  it('takes goods containers only', async () => {
    const lookup = createCodeLookup(db(), { organizationId: null });
    expect(await lookup.entries('container-types', ['22G1', 'TRK1'])).toEqual(new Map([['22G1', ids.box]]));
  });

  it('resolves an uploaded sheet against the database', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Containers').addRows([
      ['Origin', 'Destination', 'Valid from', 'Valid to', 'Currency', 'Carrier code', '22G1', 'TRK1'],
      ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'USD', 'MAEU', 1500, null],
      ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'XTS', 'MAEU', 1500, 10],
    ]);
    const read = await readTariffSheet(Buffer.from(await workbook.xlsx.writeBuffer()), 'sea', 'en');
    const lookup = createCodeLookup(db(), { organizationId: owner });
    const resolved = await resolveTariffRows('sea', read.rows, lookup, 'en', { organizationId: owner });
    expect(resolved.inputs.map(({ row, input }) => ({ row, input }))).toMatchObject([
      {
        row: 2,
        input: {
          organizationId: owner,
          from: { type: 'SEA_PORT', id: ids.cnsha },
          to: { type: 'SEA_PORT', id: ids.ruled },
          carrierId: ids.ownMaeu,
          lines: [{ containerTypeId: ids.box, price: 150_000 }],
        },
      },
    ]);
    expect(resolved.errors.map(({ row, column }) => ({ row, column }))).toEqual([
      { row: 3, column: 'Currency' },
      { row: 3, column: 'TRK1' },
    ]);
  });
});
