import type ExcelJS from 'exceljs';
import { LANGUAGES, translate, type Language, type MessageKey, type MessageParams } from '@cargo/domain';

/** A non-empty cell as the readers see it, whatever Excel stored (rich text, formula results…). */
export type CellInput = string | number | boolean | Date;

export interface CellProblem {
  message: MessageKey;
  params?: MessageParams;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: CellProblem };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: MessageKey, params?: MessageParams): Parsed<never> => ({
  ok: false,
  problem: params ? { message, params } : { message },
});

/** The value of a cell as one of four plain types; null when the cell is empty or blank text. */
export function cellInput(value: ExcelJS.CellValue | undefined): CellInput | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return cellInput(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) return cellInput(value.result as ExcelJS.CellValue);
  if ('hyperlink' in value) return cellInput(value.text);
  // An error value (#N/A) is no value a user meant to enter; treat it as text so it is refused.
  if ('error' in value) return String(value.error);
  return null;
}

/** Text of a cell: numbers as typed (a station code 181102 typed as a number stays a code). */
export function textOf(input: CellInput): string {
  if (input instanceof Date) return isoDate(input);
  return String(input).trim();
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 9999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return isoDate(date);
}

/** Days between Excel's epoch (1899-12-30; 1904-01-01 in the Mac system) and 1970-01-01. */
const EPOCH_1900 = 25_569;
const EPOCH_1904 = 24_107;

/**
 * A date as YYYY-MM-DD: an Excel date (a serial number where the reader keeps no styles), or text
 * as DD.MM.YYYY (the product's display, Product specification, domain §9), D/M/YYYY or YYYY-MM-DD.
 */
export function parseDate(input: CellInput, date1904 = false): Parsed<string> {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? bad('validation.invalidDate') : ok(isoDate(input));
  if (typeof input === 'number') {
    if (input < 1 || input > 2_958_465) return bad('validation.invalidDate');
    const days = Math.floor(input) - (date1904 ? EPOCH_1904 : EPOCH_1900);
    return ok(isoDate(new Date(days * 86_400_000)));
  }
  const text = String(input).trim();
  let match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (match) {
    const date = validDate(Number(match[3]), Number(match[2]), Number(match[1]));
    return date ? ok(date) : bad('validation.invalidDate');
  }
  match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) {
    const date = validDate(Number(match[1]), Number(match[2]), Number(match[3]));
    return date ? ok(date) : bad('validation.invalidDate');
  }
  return bad('validation.invalidDate');
}

/** The Excel value of a YYYY-MM-DD date: midnight UTC, which exceljs stores as a whole serial. */
export function excelDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/**
 * A non-negative decimal. Text may use a decimal comma (1250,50) and spaces or commas between
 * thousands (1 250.50, 1,250.50), as sheets typed in Russian or English locales do.
 */
export function parseDecimal(input: CellInput): Parsed<number> {
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string') {
    let text = input.replace(/[\s\u00a0\u202f']/g, '');
    if (/^-?\d+,\d+$/.test(text)) text = text.replace(',', '.');
    else if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
    value = /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  } else return bad('validation.invalidNumber');
  if (!Number.isFinite(value)) return bad('validation.invalidNumber');
  if (value < 0) return bad('validation.tooSmall', { min: 0 });
  return ok(value);
}

export function parseInteger(input: CellInput): Parsed<number> {
  const number = parseDecimal(input);
  if (!number.ok) return number;
  return Number.isInteger(number.value) ? number : bad('validation.invalidNumber');
}

/** One of the values, by its code in any case; "current rate" and "current-rate" read as CURRENT_RATE. */
export function parseEnum<T extends string>(input: CellInput, values: readonly T[]): Parsed<T> {
  const text = textOf(input)
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const value = values.find((candidate) => candidate === text);
  return value ? ok(value) : bad('validation.oneOf', { options: values.join(', ') });
}

const YES = new Set(['true', '1', 'y', '+', ...LANGUAGES.map((language) => translate(language, 'tariffSheets.yes'))]);
const NO = new Set(['false', '0', 'n', '-', ...LANGUAGES.map((language) => translate(language, 'tariffSheets.no'))]);
for (const set of [YES, NO]) for (const word of [...set]) set.add(word.toLowerCase());

/** Yes or no in any of the three languages (a sheet downloaded in Russian is read for anyone). */
export function parseYesNo(input: CellInput, language: Language): Parsed<boolean> {
  if (typeof input === 'boolean') return ok(input);
  const text = textOf(input).toLowerCase();
  if (YES.has(text)) return ok(true);
  if (NO.has(text)) return ok(false);
  return bad('validation.oneOf', { options: yesNoWords(language).join(', ') });
}

export function yesNoWords(language: Language): [string, string] {
  return [translate(language, 'tariffSheets.yes'), translate(language, 'tariffSheets.no')];
}

/** Items of a comma- or semicolon-separated list; spaces inside an item stay (UK postcodes). */
export function parseTextList(input: CellInput): Parsed<string[]> {
  return ok(
    textOf(input)
      .split(/[,;\n]+/)
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );
}

export function parseIdList(input: CellInput): Parsed<number[]> {
  if (typeof input === 'number') return Number.isInteger(input) ? ok([input]) : bad('validation.invalidNumber');
  const items = textOf(input)
    .split(/[,;\s]+/)
    .filter((item) => item !== '');
  return items.every((item) => /^\d{1,10}$/.test(item)) ? ok(items.map(Number)) : bad('validation.invalidNumber');
}
