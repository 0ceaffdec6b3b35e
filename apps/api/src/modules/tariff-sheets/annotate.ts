import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { translate, type Language, type TariffKind, type TariffVariant } from '@cargo/domain';
import { cellInput, textOf } from './cells.js';
import type { SheetColumn } from './column.js';
import { recognizeHeader, variantOfSheet } from './layout.js';
import { headerColumns } from './read-sheet.js';
import type { SheetError } from './types.js';
import { openWorkbook, sheetNameOf } from '../../files/workbook/reader.js';
import { VALIDATED_ROWS, addDropdowns, bufferOf, styleHeader } from './sheet-format.js';

const BAD_CELL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const ERRORS_WIDTH = 60;
const DEFAULT_WIDTH = 14;

/** Errors by sheet and row. */
function errorIndex(errors: readonly SheetError[]): Map<string, Map<number, SheetError[]>> {
  const index = new Map<string, Map<number, SheetError[]>>();
  for (const error of errors) {
    let rows = index.get(error.sheet);
    if (!rows) index.set(error.sheet, (rows = new Map()));
    rows.set(error.row, [...(rows.get(error.row) ?? []), error]);
  }
  return index;
}

/** A rows-sheet's columns as the upload has them, and where the "Errors" column goes. */
interface SheetShape {
  columns: Map<number, SheetColumn>;
  errorsColumn: number;
}

function shapeOf(kind: TariffKind, variant: TariffVariant, header: readonly ExcelJS.CellValue[]): SheetShape {
  let last = 0;
  let errorsColumn: number | undefined;
  header.forEach((value, number) => {
    const input = cellInput(value);
    if (input === null) return;
    last = Math.max(last, number);
    // A file annotated before and uploaded again keeps one "Errors" column, rewritten.
    if (recognizeHeader(kind, variant, textOf(input)) === 'errors') errorsColumn ??= number;
  });
  return { columns: headerColumns(kind, variant, header), errorsColumn: errorsColumn ?? last + 1 };
}

/**
 * A cell's value and number format: dates stay dates. The rest of a cell's style is left behind,
 * copying it all (the reader shares style objects, the writer hashes each one) triples the time.
 */
function copyCell(source: ExcelJS.Cell, target: ExcelJS.Cell): void {
  target.value = source.value;
  if (source.numFmt) target.numFmt = source.numFmt;
}

function markRow(out: ExcelJS.Row, errors: readonly SheetError[], errorsColumn: number): void {
  const byColumn = new Map<number, string[]>();
  for (const error of errors)
    if (error.columnNumber !== null)
      byColumn.set(error.columnNumber, [...(byColumn.get(error.columnNumber) ?? []), error.errorText]);
  for (const [number, texts] of byColumn) {
    const cell = out.getCell(number);
    cell.fill = BAD_CELL;
    cell.note = texts.join('\n');
  }
  const summary = out.getCell(errorsColumn);
  summary.value = errors
    .map((error) => (error.column ? `${error.column}: ${error.errorText}` : error.errorText))
    .join('\n');
  summary.style = { alignment: { wrapText: true, vertical: 'top' }, font: { color: { argb: 'FF9C0006' } } };
}

/** The copy of an uploaded sheet; a rows-sheet with its frozen header and its columns' widths. */
function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  shape: SheetShape | undefined,
  cellCount: number,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, shape ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
  const widths = new Map([...(shape?.columns ?? [])].map(([number, column]) => [number, column.width]));
  const count = Math.max(cellCount, shape?.errorsColumn ?? 0, ...widths.keys());
  sheet.columns = Array.from({ length: count }, (_, index) => ({
    width: index + 1 === shape?.errorsColumn ? ERRORS_WIDTH : (widths.get(index + 1) ?? DEFAULT_WIDTH),
  }));
  return sheet;
}

/**
 * The uploaded workbook with its errors shown: every bad cell filled light red with a note holding
 * its error, and a last column "Errors" listing each bad row's errors, in the caller's language.
 * Read and written as streams like the import itself; values and number formats are kept, the
 * rows-sheets get their header style, frozen header, widths and dropdowns back (the stream reader
 * drops them).
 */
export async function annotateTariffSheet(
  input: Buffer,
  kind: TariffKind,
  errors: readonly SheetError[],
  language: Language,
  output: Writable,
): Promise<void> {
  const index = errorIndex(errors);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  // The upload was read once already: a failure now is no user's error, so it is not turned into one.
  const { reader } = openWorkbook(input, 'cache');
  for await (const worksheet of reader) {
    const name = sheetNameOf(worksheet);
    const variant = variantOfSheet(kind, name);
    const rowErrors = index.get(name) ?? new Map<number, SheetError[]>();
    let sheet: ExcelJS.Worksheet | undefined;
    let shape: SheetShape | undefined;
    let lastRow = 1;
    for await (const row of worksheet) {
      if (!sheet) {
        if (variant && row.number === 1) shape = shapeOf(kind, variant, row.values as ExcelJS.CellValue[]);
        sheet = addSheet(workbook, name, shape, row.cellCount);
      }
      const out = sheet.getRow(row.number);
      row.eachCell((cell, number) => copyCell(cell, out.getCell(number)));
      if (shape && row.number === 1) {
        out.getCell(shape.errorsColumn).value = translate(language, 'tariffSheets.errorsColumn');
        styleHeader(out);
      } else if (shape) {
        // An "Errors" cell of an earlier annotation is emptied when the row is fine now.
        out.getCell(shape.errorsColumn).value = null;
        const found = rowErrors.get(row.number);
        if (found) markRow(out, found, shape.errorsColumn);
      }
      out.commit();
      lastRow = row.number;
    }
    if (sheet && shape) addDropdowns(sheet, shape.columns, language, Math.max(VALIDATED_ROWS, lastRow) + 1);
    sheet?.commit();
  }
  await workbook.commit();
}

/** The annotated workbook as one buffer. */
export const annotatedSheetBuffer = (
  input: Buffer,
  kind: TariffKind,
  errors: readonly SheetError[],
  language: Language,
): Promise<Buffer> => bufferOf((output) => annotateTariffSheet(input, kind, errors, language, output));
