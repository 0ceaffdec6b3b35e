import type ExcelJS from 'exceljs';
import {
  LANGUAGES,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
  type Tariff,
  type Translations,
} from '@cargo/domain';
import {
  excelDate,
  parseDate,
  parseDecimal,
  parseEnum,
  parseIdList,
  parseInteger,
  parseTextList,
  parseYesNo,
  textOf,
  yesNoWords,
  type CellInput,
  type CellProblem,
  type Parsed,
} from './cells.js';
import type { ExportCodes, RawTariffRow } from './types.js';

/** Money of a tariff in major units of its currency, as a sheet shows it. */
export function majorUnits(minor: number, currency: string, codes: ExportCodes): number {
  const digits = codes.currencyMinorUnits.get(currency.toUpperCase()) ?? 2;
  return minor / 10 ** digits;
}

/** What a cell holds, as the explanation sheet names it and the writer formats it. */
export type CellKind = 'text' | 'code' | 'date' | 'money' | 'integer' | 'quantity' | 'enum' | 'yesNo' | 'list';

export interface ReadContext {
  language: Language;
  /** The workbook counts dates from 1904 (old Mac Excel). */
  date1904: boolean;
}

/**
 * One column of a rows-sheet: its stable key, header and explanation in every language, what its
 * cells hold, and how a cell is read into a raw row and written from a tariff.
 */
export interface SheetColumn {
  key: string;
  kind: CellKind;
  /** The values an enum column allows (its dropdown). */
  values?: readonly string[];
  labels: Translations;
  explanation: Translations;
  /** Whether an empty cell is an error (the rules require the field for this kind and variant). */
  required: boolean;
  width: number;
  example: string;
  /** Excel's number format of the column: text for codes, so 012345 keeps its zero. */
  numFmt?: string;
  /** Reads a non-empty cell into the row; the problem when the cell cannot be read. */
  read(input: CellInput, row: RawTariffRow, context: ReadContext): CellProblem | undefined;
  /** The cell of an exported tariff; null for an empty cell. */
  write(tariff: Tariff, codes: ExportCodes, language: Language): ExcelJS.CellValue;
}

/** What a column definition gives; the constructors below add how its kind is parsed and shown. */
export interface ColumnBase<V> {
  key: string;
  labels: Translations;
  explanation: Translations;
  required?: boolean;
  width?: number;
  example: string;
  get(tariff: Tariff, codes: ExportCodes): V | null;
  set(row: RawTariffRow, value: V): void;
}

interface ColumnDef<V> extends ColumnBase<V> {
  kind: CellKind;
  values?: readonly string[];
  parse(input: CellInput, context: ReadContext): Parsed<V>;
  format(value: V, language: Language): ExcelJS.CellValue;
}

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  text: '@',
  code: '@',
  list: '@',
  date: 'dd.mm.yyyy',
  money: '#,##0.00',
  integer: '0',
};

const WIDTHS: Record<CellKind, number> = {
  text: 24,
  code: 14,
  list: 20,
  date: 12,
  money: 14,
  integer: 10,
  quantity: 10,
  enum: 18,
  yesNo: 10,
};

function column<V>(def: ColumnDef<V>): SheetColumn {
  return {
    key: def.key,
    kind: def.kind,
    values: def.values,
    labels: def.labels,
    explanation: def.explanation,
    required: def.required ?? false,
    width: def.width ?? WIDTHS[def.kind],
    example: def.example,
    numFmt: NUMBER_FORMATS[def.kind],
    read(input, row, context) {
      const parsed = def.parse(input, context);
      if (!parsed.ok) return parsed.problem;
      def.set(row, parsed.value);
      return undefined;
    },
    write(tariff, codes, language) {
      const value = def.get(tariff, codes);
      return value === null ? null : def.format(value, language);
    },
  };
}

const same = <V extends ExcelJS.CellValue>(value: V) => value;
const ok = <V>(value: V): Parsed<V> => ({ ok: true, value });

export const textColumn = (base: ColumnBase<string>) =>
  column({ ...base, kind: 'text', parse: (input) => ok(textOf(input)), format: same });

/** A reference by code; codes are compared without case, so they are kept as typed. */
export const codeColumn = (base: ColumnBase<string>) =>
  column({ ...base, kind: 'code', parse: (input) => ok(textOf(input)), format: same });

export const dateColumn = (base: ColumnBase<string>) =>
  column({
    ...base,
    kind: 'date',
    parse: (input, context) => parseDate(input, context.date1904),
    format: (value) => excelDate(value),
  });

/** Money in major units of the row's currency; resolve turns it into minor units. */
export const moneyColumn = (base: ColumnBase<number>) =>
  column({ ...base, kind: 'money', parse: parseDecimal, format: same });

export const integerColumn = (base: ColumnBase<number>) =>
  column({ ...base, kind: 'integer', parse: parseInteger, format: same });

export const quantityColumn = (base: ColumnBase<number>) =>
  column({ ...base, kind: 'quantity', parse: parseDecimal, format: same });

export const enumColumn = <T extends string>(values: readonly T[], base: ColumnBase<T>) =>
  column({ ...base, kind: 'enum', values, parse: (input) => parseEnum(input, values), format: same });

export const yesNoColumn = (base: ColumnBase<boolean>) =>
  column({
    ...base,
    kind: 'yesNo',
    parse: (input, context) => parseYesNo(input, context.language),
    format: (value, language) => yesNoWords(language)[value ? 0 : 1],
  });

export const textListColumn = (base: ColumnBase<string[]>) =>
  column({ ...base, kind: 'list', parse: parseTextList, format: (value) => value.join(', ') || null });

export const idListColumn = (base: ColumnBase<number[]>) =>
  column({ ...base, kind: 'list', parse: parseIdList, format: (value) => value.join(', ') || null });

/** A catalogue message in every language: headers and explanations are read back in any of them. */
export function inEveryLanguage(key: MessageKey, params?: MessageParams): Translations {
  return Object.fromEntries(LANGUAGES.map((language) => [language, translate(language, key, params)])) as Record<
    Language,
    string
  >;
}

/** The same text in every language (a container type code as a header). */
export const untranslated = (text: string): Translations =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<Language, string>;

/** Two texts joined in every language (an explanation and the percent note of surcharges); sentences by default. */
export const joined = (first: Translations, second: Translations, separator?: string): Translations =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      `${first[language]}${separator ?? (language === 'zh' ? '。' : '. ')}${second[language]}`,
    ]),
  ) as Record<Language, string>;
