import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { translate, type Language, type MessageKey, type TariffKind } from '@cargo/domain';
import { fakeLookup } from '../../../test/tariff-sheet-fixtures.js';
import { AppError } from '../../errors.js';
import { annotatedSheetBuffer, readTariffSheet, type SheetError } from '../tariff-sheets/index.js';
import { resolveTariffRows } from './resolve-rows.js';

interface TestSheet {
  name: string;
  rows: unknown[][];
}

/** A workbook as a user saves it from Excel: written with exceljs' document model, not our writer. */
async function workbookOf(...sheets: TestSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importSheet(buffer: Buffer, kind: TariffKind, language: Language) {
  const read = await readTariffSheet(buffer, kind, language);
  const resolved = await resolveTariffRows(kind, read.rows, fakeLookup(), language);
  return { read, resolved, errors: [...read.errors, ...resolved.errors].sort((a, b) => a.row - b.row) };
}

const error = (
  sheet: string,
  row: number,
  column: string | null,
  columnNumber: number | null,
  message: MessageKey,
  language: Language = 'en',
): SheetError => ({ sheet, row, column, columnNumber, errorText: translate(language, message) });

const SEA_HEADER = ['Origin', 'Destination', 'Valid from', 'Valid to', 'Currency', 'Carrier code', '22G1', '42G1'];
const seaSheet = (rows: unknown[][]): TestSheet => ({ name: 'Containers', rows: [SEA_HEADER, ...rows] });

describe('a sheet with bad cells', () => {
  it('names the row and the column of each problem, and saves nothing of those rows', async () => {
    const buffer = await workbookOf(
      seaSheet([
        ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'USD', 'MAEU', 1500, 2500],
        ['XXXXX', 'RULED', '01.01.2026', '31.12.2026', 'USD', 'MAEU', 1500, null],
        ['CNSHA', 'RULED', '32.01.2026', '31.12.2026', 'USD', 'MAEU', 1500, null],
        ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'USD', 'MAEU', null, null],
        ['CNSHA', 'RULED', '01.02.2026', '01.01.2026', 'USD', 'MAEU', 1500, null],
        [],
        ['cnsha', 'RULED', new Date(Date.UTC(2026, 0, 1)), '2026-06-30', 'usd', 'maeu', '1 500,50', null],
      ]),
    );
    const { read, resolved, errors } = await importSheet(buffer, 'sea', 'en');
    expect(errors).toEqual([
      error('Containers', 3, 'Origin', 1, 'tariffs.unknown.seaPort'),
      error('Containers', 4, 'Valid from', 3, 'validation.invalidDate'),
      error('Containers', 5, '22G1', 7, 'tariffs.containerRequired'),
      error('Containers', 6, 'Valid to', 4, 'tariffs.expiresBeforeStart'),
    ]);
    expect(read.rows.map((row) => row.row)).toEqual([2, 3, 5, 6, 8]);
    expect(resolved.inputs.map((input) => input.row)).toEqual([2, 8]);
    expect(resolved.inputs[1]!.input).toMatchObject({
      from: { type: 'SEA_PORT', id: 1 },
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
      currency: 'USD',
      carrierId: 201,
      lines: [{ containerTypeId: 401, price: 150_050 }],
    });
  });

  it('reports required cells, unknown values of a list, too many decimals and a line without its price', async () => {
    const buffer = await workbookOf(
      seaSheet([['CNSHA', 'RULED', '01.01.2026', '31.12.2026', null, 'MAEU', 1500, null]]),
      {
        name: 'General cargo',
        rows: [
          ['Origin', 'Destination', 'Valid from', 'Valid to', 'Currency', 'VAT', 'Line 1: from', 'Line 1: price'],
          ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'USD', 'SOME', 0, 10.5],
          ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'USD', 'ZERO', 0, 10.555],
          ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'USD', 'ZERO', 5, null],
        ],
      },
    );
    const { errors } = await importSheet(buffer, 'sea', 'en');
    expect(errors).toEqual([
      error('Containers', 2, 'Currency', 5, 'validation.required'),
      {
        ...error('General cargo', 2, 'VAT', 6, 'validation.oneOf'),
        errorText: translate('en', 'validation.oneOf', { options: 'NONE, ZERO, CURRENT_RATE' }),
      },
      {
        ...error('General cargo', 3, 'Line 1: price', 8, 'tariffSheets.tooManyDecimals'),
        errorText: translate('en', 'tariffSheets.tooManyDecimals', { digits: 2 }),
      },
      error('General cargo', 4, 'Line 1: price', 8, 'validation.required'),
    ]);
  });

  it('reads a Russian sheet for an English user, and a Chinese one for a Russian user', async () => {
    const russian = await workbookOf({
      name: 'Контейнеры',
      rows: [
        [
          'Пункт отправления',
          'Пункт назначения',
          'Действует с',
          'Действует по',
          'Валюта',
          'Код перевозчика',
          'Активен',
          '22G1',
        ],
        ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'XYZ', 'MAEU', 'Нет', 1500],
        ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'EUR', 'MAEU', 'Нет', 1500],
      ],
    });
    const { errors, resolved } = await importSheet(russian, 'sea', 'en');
    expect(errors).toEqual([error('Контейнеры', 2, 'Currency', 5, 'tariffs.unknown.currency')]);
    expect(resolved.inputs[0]!.input).toMatchObject({ active: false, currency: 'EUR' });

    const chinese = await workbookOf({
      name: '普通货物',
      rows: [
        [
          '起运地',
          '目的地',
          '生效日期',
          '失效日期',
          '币种',
          '承运人代码',
          '第1行：起',
          '第1行：止',
          '第1行：价格',
          '第2行：起',
          '第2行：价格',
        ],
        ['PVG', 'SVO', '01.01.2026', '31.12.2026', 'USD', 'CA', 0, 45, 5.2, 45, 'abc'],
      ],
    });
    const read = await importSheet(chinese, 'air-transportation', 'ru');
    expect(read.errors).toEqual([error('普通货物', 2, 'Строка 2: цена', 11, 'validation.invalidNumber', 'ru')]);
  });
});

describe('a file that is not the template', () => {
  const refusal = async (buffer: Buffer) => {
    const failure = await readTariffSheet(buffer, 'sea', 'en').catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(AppError);
    return failure as AppError;
  };

  it('is refused: tariff files must be .xlsx in the standard template', async () => {
    const foreign = await workbookOf({
      name: 'Sheet1',
      rows: [
        ['Name', 'Amount'],
        ['Widget', 3],
      ],
    });
    expect((await refusal(foreign)).messageKey).toBe('tariffSheets.notTemplate');
    expect((await refusal(Buffer.from('this is not a zip'))).messageKey).toBe('tariffSheets.notTemplate');
    expect(translate('en', 'tariffSheets.notTemplate')).toBe('Tariff files must be .xlsx in the standard template');
  });

  it('is refused when a rows-sheet lacks a required column, naming it', async () => {
    const buffer = await workbookOf({ name: 'Containers', rows: [['Origin', 'Destination', 'Valid from', '22G1']] });
    const failure = await refusal(buffer);
    expect(failure.messageKey).toBe('tariffSheets.missingColumns');
    expect(failure.details.params).toEqual({ sheet: 'Containers', columns: 'Valid to, Currency, Carrier code' });
  });
});

describe('the annotated workbook', () => {
  it('fills each bad cell light red with its error as a note and lists the row’s errors last', async () => {
    const buffer = await workbookOf(
      seaSheet([
        ['CNSHA', 'RULED', '01.01.2026', '31.12.2026', 'USD', 'MAEU', 1500, 2500],
        ['XXXXX', 'RULED', '32.01.2026', '31.12.2026', 'USD', 'MAEU', 1500, null],
        ['XXXXX', 'RULED', '01.01.2026', '31.12.2026', 'USD', 'MAEU', null, null],
      ]),
      { name: 'Notes', rows: [['kept as it is']] },
    );
    const { errors } = await importSheet(buffer, 'sea', 'ru');
    const annotated = await annotatedSheetBuffer(buffer, 'sea', errors, 'ru');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(annotated as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Containers')!;
    expect(sheet.getCell('I1').value).toBe('Ошибки');
    expect(sheet.getCell('C3').note).toBe(translate('ru', 'validation.invalidDate'));
    expect(sheet.getCell('C3').fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFFFC7CE' } });
    expect(sheet.getCell('A4').note).toBe(translate('ru', 'tariffs.unknown.seaPort'));
    expect(sheet.getCell('G4').note).toBe(translate('ru', 'tariffs.containerRequired'));
    expect(sheet.getCell('I4').value).toBe(
      [
        `Пункт отправления: ${translate('ru', 'tariffs.unknown.seaPort')}`,
        `22G1: ${translate('ru', 'tariffs.containerRequired')}`,
      ].join('\n'),
    );
    // A row read with a cell error is not resolved, so its unknown port is not named yet.
    expect(sheet.getCell('A3').note).toBeUndefined();
    expect(sheet.getCell('A2').fill).toBeUndefined();
    expect(sheet.getCell('I2').value).toBeNull();
    expect(sheet.getCell('G2').value).toBe(1500);
    expect(workbook.getWorksheet('Notes')!.getCell('A1').value).toBe('kept as it is');

    // Fixed in the annotated file and uploaded again, its "Errors" column is no column of the tariff.
    const again = await importSheet(annotated, 'sea', 'ru');
    expect(again.errors).toEqual(errors);
  });
});
