import type ExcelJS from 'exceljs';
import { translate, type Language, type TariffKind, type TariffVariant } from '@cargo/domain';
import { AppError } from '../../errors.js';
import { cellInput, textOf, type CellProblem } from './cells.js';
import type { ReadContext, SheetColumn } from './column.js';
import { columnByKey, recognizeHeader, sheetLayout, variantOfSheet } from './layout.js';
import { emptyRawRow, type ParsedRow, type RawTariffRow, type SheetError } from './types.js';
import { isWorkbookLimitError } from '../../files/workbook/limits.js';
import { date1904Of, openWorkbook, sheetNameOf, type OpenedWorkbook } from '../../files/workbook/reader.js';

export interface ReadResult {
  /** Rows read without a cell error, in sheet and row order. */
  rows: ParsedRow[];
  /** Cell errors of the other rows: bad dates, numbers and enum values, missing required cells. */
  errors: SheetError[];
}

export function notTemplate(): AppError {
  return new AppError('BAD_REQUEST', {
    message: 'tariffSheets.notTemplate',
    fields: [{ fieldName: 'file', message: 'tariffSheets.notTemplate' }],
  });
}

/** Column number → column of a rows-sheet's header; user columns and the "Errors" column left out. */
export function headerColumns(
  kind: TariffKind,
  variant: TariffVariant,
  header: readonly ExcelJS.CellValue[],
): Map<number, SheetColumn> {
  const columns = new Map<number, SheetColumn>();
  const seen = new Set<string>();
  header.forEach((value, number) => {
    const input = cellInput(value);
    if (input === null) return;
    const column = recognizeHeader(kind, variant, textOf(input));
    // A header given twice is read from its first column only.
    if (!column || column === 'errors' || seen.has(column.key)) return;
    seen.add(column.key);
    columns.set(number, column);
  });
  return columns;
}

function requireColumns(
  kind: TariffKind,
  variant: TariffVariant,
  sheet: string,
  columns: Map<number, SheetColumn>,
  language: Language,
): void {
  const present = new Set([...columns.values()].map((column) => column.key));
  const missing = sheetLayout(kind, variant).columns.filter((column) => column.required && !present.has(column.key));
  if (!missing.length) return;
  const params = { sheet, columns: missing.map((column) => column.labels[language]).join(', ') };
  throw new AppError('BAD_REQUEST', {
    message: 'tariffSheets.missingColumns',
    params,
    fields: [{ fieldName: 'file', message: 'tariffSheets.missingColumns', params }],
  });
}

interface RowProblem {
  key: string;
  problem: CellProblem;
}

/**
 * After the cells: an end with a type and no code is no end; a used line group needs its price
 * (unless its price cell was named already).
 */
function finishRow(row: RawTariffRow, problems: RowProblem[]): void {
  for (const end of ['from', 'to'] as const) if (row[end]?.code === '') row[end] = null;
  const named = new Set(problems.map((problem) => problem.key));
  for (const line of row.lines) {
    const key = line.keys.price;
    if (line.price === null && !named.has(key)) problems.push({ key, problem: { message: 'validation.required' } });
  }
  row.lines.sort((a, b) => (a.group ?? 0) - (b.group ?? 0));
}

interface SheetReading {
  kind: TariffKind;
  variant: TariffVariant;
  sheet: string;
  columns: ReadonlyMap<number, SheetColumn>;
  /** Column key → column number, shared by the sheet's parsed rows. */
  keyed: ReadonlyMap<string, number>;
  context: ReadContext;
}

/** What one data row gives: its parsed values, or its cell errors. */
export type RowResult = { row: ParsedRow } | { errors: SheetError[] };

/** One data row read; nothing for an empty row. */
function readRow(reading: SheetReading, number: number, values: readonly ExcelJS.CellValue[]): RowResult | undefined {
  const { kind, variant, sheet, columns, keyed, context } = reading;
  const raw = emptyRawRow();
  const problems: RowProblem[] = [];
  const empty: string[] = [];
  let filled = false;
  for (const [column, spec] of columns) {
    const cell = cellInput(values[column]);
    if (cell === null) {
      if (spec.required) empty.push(spec.key);
      continue;
    }
    filled = true;
    const problem = spec.read(cell, raw, context);
    if (problem) problems.push({ key: spec.key, problem });
  }
  // A row of the user's own notes only is an empty row of the template.
  if (!filled) return undefined;
  for (const key of empty) problems.push({ key, problem: { message: 'validation.required' } });
  finishRow(raw, problems);
  if (problems.length === 0) return { row: { sheet, row: number, variant, values: raw, columns: keyed } };
  const located = problems.map(({ key, problem }) => ({ key, problem, column: keyed.get(key) ?? null }));
  located.sort((a, b) => (a.column ?? Infinity) - (b.column ?? Infinity));
  return {
    errors: located.map(({ key, problem, column }) => ({
      sheet,
      row: number,
      column: columnByKey(kind, variant, key)?.labels[context.language] ?? key,
      columnNumber: column,
      errorText: translate(context.language, problem.message, problem.params),
    })),
  };
}

/**
 * What is no zip, no workbook or no well-formed XML fails in exceljs with plain errors: no
 * template either. A limit crossed (WorkbookLimitError) stays what it is, whatever exceljs made
 * of it on the way.
 */
async function* asTemplate<T>(items: AsyncIterable<T>, opened: OpenedWorkbook): AsyncGenerator<T> {
  try {
    for await (const item of items) yield item;
  } catch (error) {
    throw opened.overLimit() ?? (isWorkbookLimitError(error) ? error : notTemplate());
  }
}

/**
 * The rows of an uploaded rate sheet of `kind`, one by one as the sheets are parsed: for an import
 * that resolves and saves in batches, so memory holds one batch however long the file. Rows-sheets
 * are found by the variant's name and columns by their headers, each in any of the three
 * languages; other sheets and columns are ignored. A workbook with no rows-sheet, or not a
 * workbook at all, is refused: "tariff files must be .xlsx in the standard template"; one that
 * crosses a limit of WORKBOOK_LIMITS throws its WorkbookLimitError.
 */
export async function* readTariffRows(
  input: Buffer,
  kind: TariffKind,
  language: Language,
): AsyncGenerator<RowResult, void, undefined> {
  let recognised = 0;
  let opened: OpenedWorkbook;
  try {
    opened = openWorkbook(input, 'ignore');
  } catch (error) {
    throw isWorkbookLimitError(error) ? error : notTemplate();
  }
  const { reader } = opened;
  for await (const worksheet of asTemplate(reader, opened)) {
    const sheet = sheetNameOf(worksheet);
    const variant = variantOfSheet(kind, sheet);
    // Other sheets (the explanation, the user's own) are not read at all.
    if (!variant) continue;
    let reading: SheetReading | undefined;
    for await (const row of asTemplate(worksheet, opened)) {
      const values = row.values as ExcelJS.CellValue[];
      if (!reading) {
        const columns = headerColumns(kind, variant, row.number === 1 ? values : []);
        requireColumns(kind, variant, sheet, columns, language);
        const keyed = new Map([...columns].map(([number, column]) => [column.key, number]));
        reading = { kind, variant, sheet, columns, keyed, context: { language, date1904: date1904Of(reader) } };
        recognised++;
        if (row.number === 1) continue;
      }
      const read = readRow(reading, row.number, values);
      if (read) yield read;
    }
  }
  if (recognised === 0) throw notTemplate();
}

/**
 * Reads an uploaded rate sheet whole (20 MB, 100,000 rows in seconds): every row parsed, or
 * every cell error. See readTariffRows for what is read and what is refused.
 */
export async function readTariffSheet(input: Buffer, kind: TariffKind, language: Language): Promise<ReadResult> {
  const rows: ParsedRow[] = [];
  const errors: SheetError[] = [];
  for await (const read of readTariffRows(input, kind, language))
    if ('row' in read) rows.push(read.row);
    else errors.push(...read.errors);
  return { rows, errors };
}
