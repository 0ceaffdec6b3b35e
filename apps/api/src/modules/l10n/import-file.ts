import type ExcelJS from 'exceljs';
import {
  catalogue,
  isMessageKey,
  languageFromTag,
  placeholdersOf,
  type Language,
  type MessageKey,
} from '@cargo/domain';
import { AppError, type FieldProblem } from '../../errors.js';
import { entryBeside, isolatedResult } from '../../files/workbook/isolated.js';
import { isWorkbookLimitError, workbookRefusal } from '../../files/workbook/limits.js';
import { openWorkbook, type OpenedWorkbook } from '../../files/workbook/reader.js';

export type ImportFormat = 'json' | 'xlsx';

/** One text a file sets, with the field names its problems are reported under. */
export interface ImportCell {
  language: Language;
  key: string;
  text: string;
  /** JSON: the key; xlsx: `<row>:key`. */
  keyField: string;
  /** JSON: `<key>:<language>`; xlsx: `<row>:<column>`. */
  textField: string;
}

export interface ParsedFile {
  cells: ImportCell[];
  problems: FieldProblem[];
}

export interface ValidCell {
  language: Language;
  key: MessageKey;
  text: string;
}

/** The errors an answer lists at most; a file of a wrong catalogue would otherwise list thousands. */
const MAX_PROBLEMS = 100;

/** The format by the file name's extension; browsers send too many MIME types for these two to trust it. */
export function formatOf(filename: string): ImportFormat {
  const extension = /\.([^.]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  if (extension === 'json' || extension === 'xlsx') return extension;
  throw new AppError('BAD_REQUEST', {
    message: 'l10n.import.fileType',
    fields: [{ fieldName: 'file', message: 'l10n.import.fileType' }],
  });
}

function unreadable(format: string): AppError {
  return new AppError('BAD_REQUEST', {
    message: 'l10n.import.unreadable',
    params: { format },
    fields: [{ fieldName: 'file', message: 'l10n.import.unreadable', params: { format } }],
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `{ "ru": { "key": "text" }, "en": {…}, "zh": {…} }`: languages optional, `zh-CN` taken as zh.
 * An empty or null text means "no change", as an empty cell of the sheet does.
 */
export function parseJson(data: Buffer): ParsedFile {
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw unreadable('JSON');
  }
  const cells: ImportCell[] = [];
  const problems: FieldProblem[] = [];
  if (!isPlainObject(value)) return { cells, problems: [{ fieldName: 'file', message: 'l10n.import.notObject' }] };
  const seen = new Set<Language>();
  for (const [tag, texts] of Object.entries(value)) {
    const language = languageFromTag(tag);
    if (!language) {
      problems.push({ fieldName: tag, message: 'l10n.import.unknownLanguage' });
      continue;
    }
    if (seen.has(language)) {
      problems.push({ fieldName: tag, message: 'l10n.import.duplicateLanguage' });
      continue;
    }
    seen.add(language);
    if (!isPlainObject(texts)) {
      problems.push({ fieldName: tag, message: 'l10n.import.notObject' });
      continue;
    }
    for (const [key, text] of Object.entries(texts)) {
      const textField = `${key}:${tag}`;
      if (text === null || text === undefined) continue;
      if (typeof text !== 'string') {
        problems.push({ fieldName: textField, message: 'l10n.import.notText' });
        continue;
      }
      if (text.trim() === '') continue;
      cells.push({ language, key, text: text.trim(), keyField: key, textField });
    }
  }
  return { cells, problems };
}

/**
 * The first sheet: a header row `key | ru | en | zh` (any subset of the languages, any order;
 * `zh-CN` taken as zh), then one row per message. Empty cells mean "no change"; empty rows are
 * skipped; a column without a header is ignored (translators' notes). Read through the guarded
 * streaming reader (files/workbook), in the reading process (xlsx-process.ts): a workbook over
 * WORKBOOK_LIMITS throws its WorkbookLimitError.
 */
export async function parseXlsx(data: Buffer): Promise<ParsedFile> {
  let opened: OpenedWorkbook;
  try {
    opened = openWorkbook(data, 'ignore');
  } catch (error) {
    throw isWorkbookLimitError(error) ? error : unreadable('Excel (.xlsx)');
  }
  const cells: ImportCell[] = [];
  const problems: FieldProblem[] = [];
  let keyColumn: number | undefined;
  const languageColumns: { column: number; language: Language; name: string }[] = [];
  const rowOfKey = new Map<string, number>();
  let sheets = 0;
  try {
    for await (const worksheet of opened.reader) {
      // Only the first sheet is read; the reader walks the others without keeping their rows.
      if (sheets++ > 0) continue;
      for await (const row of worksheet) {
        if (row.number === 1) {
          keyColumn = readHeader(row, languageColumns, problems);
          continue;
        }
        if (keyColumn !== undefined) readRow(row, keyColumn, languageColumns, rowOfKey, cells, problems);
      }
    }
  } catch (error) {
    throw opened.overLimit() ?? (isWorkbookLimitError(error) ? error : unreadable('Excel (.xlsx)'));
  }
  if (sheets === 0) throw unreadable('Excel (.xlsx)');
  if (keyColumn === undefined) problems.push({ fieldName: '1:key', message: 'l10n.import.keyColumnMissing' });
  return { cells, problems };
}

/** The header's key column (undefined when there is none), its language columns and their problems. */
function readHeader(
  header: ExcelJS.Row,
  languageColumns: { column: number; language: Language; name: string }[],
  problems: FieldProblem[],
): number | undefined {
  let keyColumn: number | undefined;
  const seen = new Set<Language>();
  for (let column = 1; column <= header.cellCount; column++) {
    const name = header.getCell(column).text.trim();
    if (name === '') continue;
    if (name.toLowerCase() === 'key') {
      if (keyColumn === undefined) keyColumn = column;
      else problems.push({ fieldName: `1:${name}`, message: 'l10n.import.keyColumnMissing' });
      continue;
    }
    const language = languageFromTag(name);
    if (!language) problems.push({ fieldName: `1:${name}`, message: 'l10n.import.unknownLanguage' });
    else if (seen.has(language)) problems.push({ fieldName: `1:${name}`, message: 'l10n.import.duplicateLanguage' });
    else {
      seen.add(language);
      languageColumns.push({ column, language, name });
    }
  }
  return keyColumn;
}

function readRow(
  row: ExcelJS.Row,
  keyColumn: number,
  languageColumns: readonly { column: number; language: Language; name: string }[],
  rowOfKey: Map<string, number>,
  cells: ImportCell[],
  problems: FieldProblem[],
): void {
  const { number } = row;
  const key = row.getCell(keyColumn).text.trim();
  const texts = languageColumns
    .map(({ column, language, name }) => ({ language, name, text: row.getCell(column).text.trim() }))
    .filter((entry) => entry.text !== '');
  const keyField = `${number}:key`;
  if (key === '') {
    if (texts.length > 0) problems.push({ fieldName: keyField, message: 'l10n.import.keyRequired' });
    return;
  }
  const earlier = rowOfKey.get(key);
  if (earlier !== undefined) {
    problems.push({ fieldName: keyField, message: 'l10n.import.duplicateKey', params: { row: earlier } });
    return;
  }
  rowOfKey.set(key, number);
  for (const { language, name, text } of texts)
    cells.push({ language, key, text, keyField, textField: `${number}:${name}` });
}

function placeholderProblem(cell: ImportCell & { key: MessageKey }): FieldProblem | undefined {
  const expected = placeholdersOf(catalogue[cell.key][cell.language]);
  const found = placeholdersOf(cell.text);
  if (expected.join() === found.join()) return undefined;
  return expected.length === 0
    ? { fieldName: cell.textField, message: 'l10n.import.noPlaceholders', params: { found: found.join(', ') } }
    : { fieldName: cell.textField, message: 'l10n.import.placeholders', params: { expected: expected.join(', ') } };
}

/**
 * The cells of a file checked against the repository's catalogue: the key must exist and the
 * text must keep the `{name}` placeholders of the repository's text. Any problem refuses the
 * whole file (422, every problem listed up to a bound): a half-imported translation is worse
 * than none.
 */
export function validCells(parsed: ParsedFile): ValidCell[] {
  const problems = [...parsed.problems];
  const unknownKeyFields = new Set<string>();
  const valid: ValidCell[] = [];
  for (const cell of parsed.cells) {
    const { key } = cell;
    if (!isMessageKey(key)) {
      if (!unknownKeyFields.has(cell.keyField)) {
        unknownKeyFields.add(cell.keyField);
        problems.push({ fieldName: cell.keyField, message: 'l10n.import.unknownKey' });
      }
      continue;
    }
    const problem = placeholderProblem({ ...cell, key });
    if (problem) problems.push(problem);
    else valid.push({ language: cell.language, key, text: cell.text });
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS)
      shown.push({
        fieldName: 'file',
        message: 'l10n.import.moreErrors',
        params: { count: problems.length - MAX_PROBLEMS },
      });
    throw new AppError('UNPROCESSABLE', { message: 'l10n.import.invalid', fields: shown });
  }
  return valid;
}

/** The reading process of translation workbooks: xlsx-process.ts. */
const XLSX_ENTRY = entryBeside(import.meta.url, 'xlsx-process');

/** parseXlsx in the reading process; a limit crossed, or the reader's death, is 400 on `file`. */
async function isolatedParseXlsx(data: Buffer): Promise<ParsedFile> {
  try {
    return await isolatedResult<ParsedFile>(XLSX_ENTRY, { zip: data });
  } catch (error) {
    throw isWorkbookLimitError(error) ? workbookRefusal(error) : error;
  }
}

export async function readImportFile(filename: string, data: Buffer): Promise<ValidCell[]> {
  const format = formatOf(filename);
  return validCells(format === 'json' ? parseJson(data) : await isolatedParseXlsx(data));
}
