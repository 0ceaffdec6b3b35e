import { PassThrough, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Language } from '@cargo/domain';
import { yesNoWords } from './cells.js';
import type { SheetColumn } from './column.js';

/** What the writer and the annotator give a rows-sheet alike: header style, dropdowns, the buffer of a stream. */

/** Rows of a sheet that get dropdowns, at least: a template is filled by hand below its header. */
export const VALIDATED_ROWS = 10_000;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };

/** exceljs keeps a sheet's validations in `dataValidations`, which its typings do not declare. */
interface WithValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

export function columnLetter(number: number): string {
  let letters = '';
  for (let rest = number; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** The dropdown of an enum or yes/no column, or none. Lists stay far below Excel's 255 characters. */
export function dropdownOf(column: SheetColumn, language: Language): ExcelJS.DataValidation | undefined {
  const values = column.kind === 'enum' ? column.values : column.kind === 'yesNo' ? yesNoWords(language) : undefined;
  if (!values?.length) return undefined;
  return {
    type: 'list',
    allowBlank: true,
    formulae: [`"${values.join(',')}"`],
    // A warning, not a stop: the reader takes more spellings than the list shows (yes/no in any language).
    showErrorMessage: true,
    errorStyle: 'warning',
  };
}

/** Dropdowns of every enum and yes/no column (by 1-based column number), rows 2 to `lastRow`. */
export function addDropdowns(
  sheet: ExcelJS.Worksheet,
  columns: Iterable<readonly [number, SheetColumn]>,
  language: Language,
  lastRow: number,
): void {
  const { dataValidations } = sheet as unknown as WithValidations;
  for (const [number, column] of columns) {
    const validation = dropdownOf(column, language);
    const letter = columnLetter(number);
    if (validation) dataValidations.add(`${letter}2:${letter}${lastRow}`, validation);
  }
}

export function styleHeader(row: ExcelJS.Row): void {
  row.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
}

/** What a writer streams, as one buffer: for answers small enough to hold (templates, tests). */
export async function bufferOf(write: (output: Writable) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  await write(output);
  await ended;
  return Buffer.concat(chunks);
}
