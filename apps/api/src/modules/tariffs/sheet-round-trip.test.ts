import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, TARIFF_KIND_SPECS, TARIFF_KINDS, translate, type Tariff, type TariffKind } from '@cargo/domain';
import {
  CONTAINER_CODES,
  city,
  entry,
  entryId,
  exportCodes,
  fakeLookup,
  hub,
  inputOf,
  line,
  tariff,
} from '../../../test/tariff-sheet-fixtures.js';
import { readTariffSheet, sheetLayout, sheetName, tariffSheetBuffer } from '../tariff-sheets/index.js';
import { resolveTariffRows } from './resolve-rows.js';

async function load(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('the template of every kind', () => {
  it.each(TARIFF_KINDS)(
    '%s: a rows-sheet per variant with headers, formats and dropdowns, then the explanation',
    async (kind) => {
      const buffer = await tariffSheetBuffer({ kind, language: 'ru', containerTypeCodes: CONTAINER_CODES });
      const workbook = await load(buffer);
      const variants = TARIFF_KIND_SPECS[kind].variants;
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        ...variants.map((variant) => sheetName(variant, 'ru')),
        translate('ru', 'tariffSheets.explanationSheet'),
      ]);
      for (const variant of variants) {
        const sheet = workbook.getWorksheet(sheetName(variant, 'ru'))!;
        const layout = sheetLayout(kind, variant, { containerTypeCodes: CONTAINER_CODES });
        expect(headerOf(sheet)).toEqual(layout.columns.map((column) => column.labels.ru));
        expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
        expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
        const nds = layout.columns.findIndex((column) => column.key === 'nds') + 1;
        for (const row of [2, 10_000])
          expect(sheet.getRow(row).getCell(nds).dataValidation).toMatchObject({
            type: 'list',
            formulae: ['"NONE,ZERO,CURRENT_RATE"'],
          });
        const active = layout.columns.findIndex((column) => column.key === 'active') + 1;
        expect(sheet.getRow(2).getCell(active).dataValidation?.formulae).toEqual(['"Да,Нет"']);
        const validFrom = layout.columns.findIndex((column) => column.key === 'validFrom') + 1;
        expect(sheet.getColumn(validFrom).numFmt).toBe('dd.mm.yyyy');
        expect(sheet.getColumn(1).width).toBeGreaterThan(8);
      }
      const explanation = workbook.getWorksheet(translate('ru', 'tariffSheets.explanationSheet'))!;
      const described = explanation.getColumn(2).values.map(String);
      expect(described).toContain(translate('ru', 'tariffSheets.column.validFrom'));
      expect(described).toContain(translate('ru', 'tariffSheets.column.currency'));
    },
  );

  it('gives every header once per sheet, in every language (headers are read back in any of them)', () => {
    for (const kind of TARIFF_KINDS)
      for (const variant of TARIFF_KIND_SPECS[kind].variants) {
        const columns = sheetLayout(kind, variant, { containerTypeCodes: CONTAINER_CODES }).columns;
        const labels = columns.flatMap((column) =>
          [...new Set(LANGUAGES.map((language) => column.labels[language].toLowerCase().replace(/\s+/g, '')))].map(
            (label) => `${label}`,
          ),
        );
        expect(
          labels.filter((label, index) => labels.indexOf(label) !== index),
          `${kind} ${variant}`,
        ).toEqual([]);
      }
  });

  it('names sheets within Excel’s rules', () => {
    for (const language of LANGUAGES)
      for (const variant of ['CONTAINER', 'GENERAL', 'BILL', 'FORWARDING', 'VEHICLE', 'PALLET'] as const)
        expect(sheetName(variant, language)).toMatch(/^[^:\\/?*[\]]{1,31}$/);
  });
});

async function roundTrip(kind: TariffKind, tariffs: Tariff[], language: 'en' | 'ru' | 'zh' = 'en') {
  const buffer = await tariffSheetBuffer(
    { kind, language, containerTypeCodes: CONTAINER_CODES },
    { tariffs, codes: exportCodes },
  );
  const read = await readTariffSheet(buffer, kind, 'en');
  expect(read.errors).toEqual([]);
  const lookup = fakeLookup();
  const resolved = await resolveTariffRows(kind, read.rows, lookup, 'en', { organizationId: 7 });
  expect(resolved.errors).toEqual([]);
  // One question per kind of reference, whatever the number of rows.
  expect(new Set(lookup.calls).size).toBe(lookup.calls.length);
  return resolved.inputs.map((resolvedTariff) => resolvedTariff.input);
}

describe('export → read → resolve gives back the same inputs', () => {
  it('container sea tariffs, in any language of the sheet', async () => {
    const tariffs = [
      tariff('sea', 'CONTAINER', {
        from: hub('SEA_PORT', 'CNSHA'),
        to: hub('SEA_PORT', 'RULED'),
        carrier: entry('sea-lines', 'MAEU'),
        nds: 'CURRENT_RATE',
        minPrice: 10_050,
        transitDays: 35,
        documentDeadlineDays: 3,
        demurrageDays: 14,
        detentionDays: 7,
        modifier: 'PRIVATE',
        clientOrganizationIds: [12, 57],
        active: false,
        comment: 'Via Busan, 2 calls',
        lines: [
          line({ containerTypeId: entryId('container-types', '22G1'), price: 150_000 }),
          line({ containerTypeId: entryId('container-types', '42G1'), price: 250_050 }),
          line({ containerTypeId: entryId('container-types', '22R1'), price: 310_000 }),
        ],
      }),
      // The same lane again for the next period: no uniqueness rule between rows.
      tariff('sea', 'CONTAINER', {
        from: hub('SEA_PORT', 'CNSHA'),
        to: hub('SEA_PORT', 'RULED'),
        carrier: entry('sea-lines', 'MSCU'),
        validFrom: '2027-01-01',
        validTo: '2027-03-31',
        currency: 'JPY',
        lines: [line({ containerTypeId: entryId('container-types', '45G1'), price: 99_000 })],
      }),
      tariff('sea', 'GENERAL', {
        from: hub('SEA_PORT', 'NLRTM'),
        to: hub('SEA_PORT', 'RULED'),
        carrier: entry('consolidators', 'CONSOL'),
        rangeUnit: 'WM',
        lines: [line({ from: 0, to: 5, price: 4_500 }), line({ from: 5, to: null, price: 3_950 })],
      }),
    ];
    for (const language of LANGUAGES)
      expect(await roundTrip('sea', tariffs, language)).toEqual(tariffs.map((t) => inputOf(t, 7)));
  });

  it('an air tariff with weight ranges, more than five of them', async () => {
    const breaks = [0, 45, 100, 300, 500, 1000, 2000];
    const air = tariff('air-transportation', 'GENERAL', {
      from: hub('AIRPORT_HUB', 'PVG'),
      to: hub('AIRPORT_HUB', 'SVO'),
      carrier: entry('air-company', 'SU'),
      currency: 'EUR',
      minPrice: 7_500,
      rangeUnit: 'KG',
      lines: breaks.map((from, index) => line({ from, to: breaks[index + 1] ?? null, price: 420 - index * 25 })),
    });
    const inputs = await roundTrip('air-transportation', [air]);
    expect(inputs).toEqual([inputOf(air, 7)]);
    expect(inputs[0]!.lines).toHaveLength(7);
  });

  it('a pallet tariff between cities, by their names in the sheet’s language', async () => {
    const pallets = tariff('pallet', 'PALLET', {
      from: city('Shanghai', 'CN'),
      to: hub('TRANSPORT_HUB', 'RUMOW-T1'),
      currency: 'RUB',
      documentDeadlineDays: 2,
      lines: [
        line({ palletTypeId: entryId('pallet-types', 'EUR'), from: 1, to: 10, price: 500_000 }),
        line({ palletTypeId: entryId('pallet-types', 'EUR'), from: 10, to: null, price: 450_000 }),
        line({ palletTypeId: entryId('pallet-types', 'FIN'), from: 1, to: null, price: 610_000 }),
      ],
    });
    expect(await roundTrip('pallet', [pallets])).toEqual([inputOf(pallets, 7)]);
    const moscow = { ...pallets, from: city('Москва', 'RU'), to: city('上海', 'CN') };
    expect(await roundTrip('pallet', [moscow], 'ru')).toEqual([inputOf(moscow, 7)]);
  });

  it('freight surcharges, absolute and relative (percent with two decimals)', async () => {
    const surcharges = [
      tariff('freight-surcharges', 'CONTAINER', {
        carrier: entry('sea-lines', 'MAEU'),
        surcharge: entry('freight-surcharges', 'BAF'),
        surchargeType: 'ON_FREIGHT',
        tarification: 'RELATIVE',
        lines: [line({ containerTypeId: entryId('container-types', '22G1'), price: 1_250 })],
      }),
      tariff('freight-surcharges', 'GENERAL', {
        from: hub('SEA_PORT', 'CNSHA'),
        to: hub('SEA_PORT', 'RULED'),
        surcharge: entry('freight-surcharges', 'CAF'),
        surchargeType: 'ON_CARGO',
        tarification: 'ABSOLUTE',
        appliesToTariffId: 4711,
        rangeUnit: 'WM',
        lines: [line({ from: 0, to: null, price: 1_999 })],
      }),
    ];
    expect(await roundTrip('freight-surcharges', surcharges)).toEqual(surcharges.map((t) => inputOf(t, 7)));
  });

  it('port services per bill and trucking with radius bands and ZIP codes', async () => {
    const bill = tariff('port-services', 'BILL', {
      from: hub('SEA_PORT', 'RULED'),
      carrier: entry('sea-lines', 'MAEU'),
      service: entry('services', 'THC'),
      routeType: 'IMPORT',
      lines: [line({ price: 4_500 })],
    });
    expect(await roundTrip('port-services', [bill])).toEqual([inputOf(bill, 7)]);
    const trucking = tariff('trucking', 'VEHICLE', {
      from: city('Moscow', 'RU'),
      chargingMode: 'DISTANCE',
      vehicleBody: 'TENT',
      distanceRange: 'OVER_100',
      zipCodes: ['101000', 'SW1A 1AA'],
      routeType: 'LOCAL_DEPARTURE',
      currency: 'RUB',
      lines: [
        line({ vehicleTypeId: entryId('vehicle-types', 'TRUCK20'), from: 0, to: 50.5, price: 1_200_000 }),
        line({ vehicleTypeId: entryId('vehicle-types', 'TRUCK40'), from: 0, to: 50.5, price: 1_500_000 }),
      ],
    });
    expect(await roundTrip('trucking', [trucking])).toEqual([inputOf(trucking, 7)]);
  });
});

describe('reading a large sheet', () => {
  it('keeps Chinese and Cyrillic text whole where it straddles two chunks of the zip', async () => {
    const comment = (index: number) => `${'经釜山中转'.repeat(40)} Пусан ${index}`;
    const tariffs = Array.from({ length: 3000 }, (_, index) =>
      tariff('sea', 'CONTAINER', {
        from: hub('SEA_PORT', 'CNSHA'),
        to: hub('SEA_PORT', 'RULED'),
        carrier: entry('sea-lines', 'MAEU'),
        comment: comment(index),
        lines: [line({ containerTypeId: entryId('container-types', '22G1'), price: 100 })],
      }),
    );
    const buffer = await tariffSheetBuffer(
      { kind: 'sea', language: 'zh', containerTypeCodes: CONTAINER_CODES },
      { tariffs, codes: exportCodes },
    );
    const read = await readTariffSheet(buffer, 'sea', 'zh');
    expect(read.rows.map((row) => row.values.comment)).toEqual(tariffs.map((_, index) => comment(index)));
  });
});
