import { describe, expect, it } from 'vitest';
import { translate } from '@cargo/domain';
import {
  cellInput,
  excelDate,
  parseDate,
  parseDecimal,
  parseEnum,
  parseIdList,
  parseInteger,
  parseTextList,
  parseYesNo,
} from './cells.js';
import { recognizeHeader, requiredKeys, variantOfSheet } from './layout.js';

const value = <T>(parsed: { ok: true; value: T } | { ok: false }) => (parsed.ok ? parsed.value : 'refused');

describe('reading cells', () => {
  it('takes what Excel stores as the plain value', () => {
    expect(cellInput('  CNSHA ')).toBe('CNSHA');
    expect(cellInput('   ')).toBeNull();
    expect(cellInput({ richText: [{ text: 'CN' }, { text: 'SHA' }] })).toBe('CNSHA');
    expect(cellInput({ formula: 'A1*2', result: 42 })).toBe(42);
    expect(cellInput(null)).toBeNull();
  });

  it('reads dates as Excel dates, serial numbers and the usual ways of typing them', () => {
    for (const input of [excelDate('2026-03-31'), 46_112, 46_112.75, '31.03.2026', '31/3/2026', '2026-03-31'] as const)
      expect(value(parseDate(input)), String(input)).toBe('2026-03-31');
    expect(value(parseDate(44_650, true))).toBe('2026-03-31');
    for (const input of ['31.02.2026', '2026-13-01', 'tomorrow', 0]) expect(value(parseDate(input))).toBe('refused');
  });

  it('reads decimals typed in Russian or English habits, and refuses negative ones', () => {
    expect(value(parseDecimal('1 250,50'))).toBe(1250.5);
    expect(value(parseDecimal('1,250.50'))).toBe(1250.5);
    expect(value(parseDecimal('1250'))).toBe(1250);
    expect(value(parseDecimal(12.5))).toBe(12.5);
    expect(value(parseDecimal('12,5,0'))).toBe('refused');
    expect(parseDecimal(-1)).toEqual({ ok: false, problem: { message: 'validation.tooSmall', params: { min: 0 } } });
    expect(value(parseInteger('14'))).toBe(14);
    expect(value(parseInteger(14.5))).toBe('refused');
  });

  it('reads list values by code in any case, and yes or no in any language', () => {
    expect(value(parseEnum('current rate', ['NONE', 'ZERO', 'CURRENT_RATE']))).toBe('CURRENT_RATE');
    expect(parseEnum('SOME', ['NONE', 'ZERO'])).toEqual({
      ok: false,
      problem: { message: 'validation.oneOf', params: { options: 'NONE, ZERO' } },
    });
    for (const yes of ['Yes', 'да', '是', 'TRUE', 1, true])
      expect(value(parseYesNo(yes, 'en')), String(yes)).toBe(true);
    for (const no of ['no', 'Нет', '否', 0, false]) expect(value(parseYesNo(no, 'en')), String(no)).toBe(false);
    expect(parseYesNo('maybe', 'ru')).toEqual({
      ok: false,
      problem: { message: 'validation.oneOf', params: { options: `${translate('ru', 'tariffSheets.yes')}, Нет` } },
    });
  });

  it('splits lists at commas, keeping spaces inside an item', () => {
    expect(value(parseTextList('101000, SW1A 1AA;  75001'))).toEqual(['101000', 'SW1A 1AA', '75001']);
    expect(value(parseIdList('12, 57 3'))).toEqual([12, 57, 3]);
    expect(value(parseIdList(12))).toEqual([12]);
    expect(value(parseIdList('12, x'))).toBe('refused');
  });
});

describe('recognising a sheet', () => {
  it('knows sheets and headers in every language, however spaced, and by their keys', () => {
    expect(variantOfSheet('sea', 'контейнеры')).toBe('CONTAINER');
    expect(variantOfSheet('sea', '普通货物')).toBe('GENERAL');
    expect(variantOfSheet('sea', 'Vehicles')).toBeUndefined();
    for (const header of ['Valid from', ' valid  FROM ', 'Действует с', '生效日期', 'validFrom', 'Valid from *'])
      expect(recognizeHeader('sea', 'CONTAINER', header), header).toMatchObject({ key: 'validFrom' });
    expect(recognizeHeader('air-transportation', 'GENERAL', 'Line 12: price')).toMatchObject({ key: 'line12.price' });
    expect(recognizeHeader('air-transportation', 'GENERAL', '第3行：起')).toMatchObject({ key: 'line3.from' });
    expect(recognizeHeader('sea', 'CONTAINER', '45r1')).toMatchObject({ key: 'price:45R1' });
    expect(recognizeHeader('sea', 'GENERAL', '45R1')).toBeUndefined();
    expect(recognizeHeader('sea', 'CONTAINER', 'Ошибки')).toBe('errors');
  });

  it('requires what the rules of the kind require', () => {
    expect([...requiredKeys('sea', 'CONTAINER')].sort()).toEqual(
      ['carrier', 'currency', 'from', 'to', 'validFrom', 'validTo'].sort(),
    );
    expect([...requiredKeys('sea', 'GENERAL')].sort()).toEqual(
      ['currency', 'from', 'to', 'validFrom', 'validTo'].sort(),
    );
    expect([...requiredKeys('freight-surcharges', 'GENERAL')].sort()).toEqual(
      ['currency', 'surcharge', 'surchargeType', 'tarification', 'validFrom', 'validTo'].sort(),
    );
    expect([...requiredKeys('port-services', 'BILL')].sort()).toEqual(
      ['currency', 'from', 'routeType', 'service', 'validFrom', 'validTo'].sort(),
    );
  });
});
